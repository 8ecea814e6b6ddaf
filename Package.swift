// swift-tools-version: 6.0
import PackageDescription

// The pipeline, each module depending only on those before it (docs/architecture.md):
// model → reading order → utterances → navigation, audit → outputs (speech, check, report), with the
// importer feeding the model. Every library but speech uses Foundation alone (plus libxml2 in the
// importer) and never depends on espeak-ng, so iOS teams run them from their own tests on macOS.
let package = Package(
  name: "vosim",
  products: [
    .library(name: "VosimModel", targets: ["VosimModel"]),
    .library(name: "VosimReadingOrder", targets: ["VosimReadingOrder"]),
    .library(name: "VosimUtterance", targets: ["VosimUtterance"]),
    .library(name: "VosimFileOutput", targets: ["VosimFileOutput"]),
    .library(name: "VosimSpeech", targets: ["VosimSpeech"]),
    .library(name: "VosimImport", targets: ["VosimImport"]),
    .library(name: "VosimCheck", targets: ["VosimCheck"]),
    .library(name: "VosimTesting", targets: ["VosimTesting"]),
    .library(name: "VosimNavigation", targets: ["VosimNavigation"]),
    .library(name: "VosimReport", targets: ["VosimReport"]),
    .library(name: "VosimAudit", targets: ["VosimAudit"]),
    .executable(name: "vosim", targets: ["vosim"]),
    .executable(name: "vosim-bench", targets: ["vosim-bench"]),
    .plugin(name: "VosimAuditPlugin", targets: ["VosimAuditPlugin"]),
    .plugin(name: "VosimCheckPlugin", targets: ["VosimCheckPlugin"]),
  ],
  targets: [
    .target(name: "VosimModel"),
    .target(name: "VosimReadingOrder", dependencies: ["VosimModel"]),
    .target(name: "VosimUtterance", dependencies: ["VosimModel", "VosimReadingOrder"]),
    .target(name: "VosimFileOutput"),
    // espeak-ng's headers only: the library is loaded at run time, a fresh copy per rendering
    // (VosimSpeech/EspeakLibrary.swift), so it is deliberately neither linked nor found by pkg-config.
    .systemLibrary(name: "CEspeakNG", providers: [.apt(["libespeak-ng-dev"]), .brew(["espeak-ng"])]),
    .target(
      name: "VosimSpeech",
      dependencies: ["CEspeakNG", "VosimModel", "VosimReadingOrder", "VosimUtterance", "VosimFileOutput"]
    ),
    // libxml2 for the WebDriverAgent XML reader: its SAX2 push parser, without FoundationXML's
    // per-element dictionaries (VosimImport/XMLPushParser.swift).
    .systemLibrary(
      name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
    .target(name: "VosimImport", dependencies: ["VosimModel", "CLibXML2"]),
    .target(
      name: "VosimCheck",
      dependencies: [
        "VosimModel", "VosimImport", "VosimReadingOrder", "VosimUtterance", "VosimFileOutput", "VosimAudit",
      ]
    ),
    .target(
      name: "VosimTesting",
      dependencies: [
        "VosimModel", "VosimImport", "VosimReadingOrder", "VosimUtterance", "VosimCheck", "VosimNavigation",
        "VosimAudit",
      ]
    ),
    .target(name: "VosimReport", dependencies: ["VosimModel", "VosimReadingOrder", "VosimUtterance"]),
    // Times the transcript pipeline phase by phase for scripts/bench (docs/performance.md).
    .executableTarget(
      name: "vosim-bench",
      dependencies: ["VosimModel", "VosimReadingOrder", "VosimUtterance", "VosimImport", "VosimNavigation"]
    ),
    .executableTarget(
      name: "vosim",
      dependencies: [
        "VosimModel", "VosimReadingOrder", "VosimUtterance", "VosimFileOutput", "VosimImport", "VosimSpeech",
        "VosimCheck", "VosimNavigation", "VosimReport", "VosimAudit",
      ]
    ),
    // After the utterances: Foundation only, no espeak-ng (slow-to-reach estimates speaking time).
    .target(
      name: "VosimAudit", dependencies: ["VosimModel", "VosimImport", "VosimReadingOrder", "VosimUtterance"]),
    .testTarget(name: "VosimModelTests", dependencies: ["VosimModel", "VosimTestSupport"]),
    // The one runner of the built binary for the CLI, speech and reliability tests; not a product.
    .target(name: "CChildProcess", path: "Tests/CChildProcess"),
    .target(name: "VosimTestSupport", dependencies: ["CChildProcess"], path: "Tests/VosimTestSupport"),
    .testTarget(name: "VosimCLITests", dependencies: ["vosim", "VosimTestSupport"]),
    .testTarget(name: "VosimFileOutputTests", dependencies: ["VosimFileOutput", "VosimTestSupport"]),
    .testTarget(
      name: "VosimSpeechTests",
      dependencies: [
        "VosimImport",
        "vosim", "VosimModel", "VosimReadingOrder", "VosimUtterance", "VosimFileOutput", "VosimSpeech",
        "VosimTestSupport", "VosimAudit",
      ]
    ),
    .testTarget(
      name: "VosimImportTests",
      dependencies: ["VosimModel", "VosimImport", "VosimTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "VosimReadingOrderTests",
      dependencies: ["VosimModel", "VosimReadingOrder", "VosimTestSupport"]
    ),
    .testTarget(
      name: "VosimUtteranceTests",
      dependencies: ["VosimModel", "VosimReadingOrder", "VosimUtterance", "VosimTestSupport"]
    ),
    .testTarget(
      name: "VosimCheckTests",
      dependencies: ["VosimModel", "VosimReadingOrder", "VosimUtterance", "VosimCheck", "VosimTestSupport"]
    ),
    .testTarget(
      name: "VosimTestingTests",
      dependencies: [
        "VosimModel", "VosimImport", "VosimReadingOrder", "VosimUtterance", "VosimCheck", "VosimTesting",
        "VosimAudit",
        "VosimTestSupport",
      ]
    ),
    .testTarget(
      name: "VosimReliabilityTests",
      dependencies: ["vosim", "VosimModel", "VosimReadingOrder", "VosimUtterance", "VosimTestSupport"],
      exclude: ["BadInput"]
    ),
    // Navigation after the utterance stage (rules §6): no espeak-ng, Foundation only.
    .target(name: "VosimNavigation", dependencies: ["VosimModel", "VosimReadingOrder", "VosimUtterance"]),
    .testTarget(
      name: "VosimNavigationTests",
      dependencies: [
        "vosim", "VosimModel", "VosimReadingOrder", "VosimUtterance", "VosimNavigation", "VosimTesting",
        "VosimTestSupport",
      ]
    ),
    .testTarget(
      name: "VosimReportTests",
      dependencies: [
        "VosimImport",
        "vosim", "VosimModel", "VosimReadingOrder", "VosimUtterance", "VosimReport", "VosimTestSupport",
      ],
      exclude: ["Recordings"]
    ),
    // `swift package vosim-audit` / `vosim-check` in a package that depends on vosim.
    .plugin(
      name: "VosimAuditPlugin",
      capability: .command(
        intent: .custom(verb: "vosim-audit", description: "Audit the package's screens with vosim audit.")),
      dependencies: ["vosim"]
    ),
    .plugin(
      name: "VosimCheckPlugin",
      capability: .command(
        intent: .custom(
          verb: "vosim-check", description: "Compare the package's screens with their recorded transcripts.")),
      dependencies: ["vosim"]
    ),
    .testTarget(
      name: "VosimAuditTests",
      dependencies: [
        "VosimImport", "VosimModel", "VosimReadingOrder", "VosimUtterance", "VosimAudit", "VosimTestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
