// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets, one per input reader, each running the whole pipeline (read → order → utterances →
// text) on the fuzzer's bytes, and FuzzNavigate, which runs gestures drawn from the bytes on the screen
// they hold. A package of its own, so the main package's `swift build` and `swift test` never see them:
// they link libFuzzer's `main` and only build with `-sanitize=fuzzer`.
// Build and run one with `scripts/fuzz TARGET [SECONDS]`.
let package = Package(
  name: "vosim-fuzz",
  dependencies: [.package(name: "vosim", path: "..")],
  targets: [
    .target(name: "CFuzzerDriver"),
    .target(
      name: "FuzzPipeline",
      dependencies: [
        "CFuzzerDriver",
        .product(name: "VosimModel", package: "vosim"),
        .product(name: "VosimReadingOrder", package: "vosim"),
        .product(name: "VosimUtterance", package: "vosim"),
        .product(name: "VosimImport", package: "vosim"),
        .product(name: "VosimNavigation", package: "vosim"),
      ]
    ),
    .executableTarget(name: "FuzzNativeJSON", dependencies: ["FuzzPipeline"]),
    .executableTarget(name: "FuzzWebDriverAgentXML", dependencies: ["FuzzPipeline"]),
    .executableTarget(name: "FuzzDebugDescription", dependencies: ["FuzzPipeline"]),
    .executableTarget(name: "FuzzIdbJSON", dependencies: ["FuzzPipeline"]),
    .executableTarget(name: "FuzzAccessibilitySnapshot", dependencies: ["FuzzPipeline"]),
    .executableTarget(name: "FuzzNavigate", dependencies: ["FuzzPipeline"]),
  ],
  swiftLanguageModes: [.v6]
)
