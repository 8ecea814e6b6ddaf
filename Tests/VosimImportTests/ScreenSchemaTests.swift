import Foundation
import Testing
import VosimModel

@testable import VosimImport

/// The JSON Schema and the format document must name exactly the keys the decoder reads.
@Suite struct ScreenSchemaTests {
  static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs")

  static func schema() throws -> [String: Any] {
    let data = try Data(contentsOf: docs.appendingPathComponent("screen.schema.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func definition(_ name: String, in schema: [String: Any]) throws -> [String: Any] {
    let definitions = try #require(schema["$defs"] as? [String: Any])
    return try #require(definitions[name] as? [String: Any])
  }

  static func propertyNames(_ object: [String: Any]) throws -> Set<String> {
    Set(try #require(object["properties"] as? [String: Any]).keys)
  }

  @Test func schemaPropertiesAreTheSharedKeyList() throws {
    let schema = try Self.schema()
    #expect(try Self.propertyNames(schema) == Set(ScreenFormat.TopLevelKey.allCases.map(\.rawValue)))
    #expect(
      try Self.propertyNames(Self.definition("device", in: schema))
        == Set(ScreenFormat.DeviceKey.allCases.map(\.rawValue)))
    #expect(
      try Self.propertyNames(Self.definition("node", in: schema)) == Set(ScreenFormat.allNodeObjectKeys))
    #expect(
      try Self.propertyNames(Self.definition("customContent", in: schema))
        == Set(ScreenFormat.CustomContentKey.allCases.map(\.rawValue)))
    #expect(
      try Self.propertyNames(Self.definition("tabItem", in: schema))
        == Set(ScreenFormat.TabItemKey.allCases.map(\.rawValue)))
    // A ref entry's other node keys may stand only as null, which is absent.
    let reference = try Self.definition("reference", in: schema)
    #expect(
      try Self.propertyNames(reference)
        == Set(ScreenFormat.ReferenceKey.allCases.map(\.rawValue)).union(ScreenFormat.allNodeObjectKeys))
    let properties = try #require(reference["properties"] as? [String: [String: String]])
    for key in ScreenFormat.allNodeObjectKeys {
      #expect(properties[key] == ["type": "null"], "\(key)")
    }
    #expect(ScreenFormat.allNodeObjectKeys.count == Set(ScreenFormat.allNodeObjectKeys).count)
    // A node names no ref (vosim refuses `"ref": 5` on a node, as any ref outside an order); null is
    // absent.
    let forbidden = try #require(Self.definition("node", in: schema)["not"] as? [String: Any])
    #expect(forbidden["required"] as? [String] == ["ref"])
    let ref = (forbidden["properties"] as? [String: Any])?["ref"] as? [String: Any]
    #expect((ref?["not"] as? [String: String]) == ["type": "null"])
  }

  @Test func schemaEnumerationsAreTheModelsSets() throws {
    let schema = try Self.schema()
    let traits = try #require(Self.definition("traitName", in: schema)["enum"] as? [String])
    #expect(traits == AccessibilityTraits.named.map(\.name))
    let node = try #require(Self.definition("node", in: schema)["properties"] as? [String: Any])
    let container = try #require(node["accessibilityContainerType"] as? [String: Any])
    let names = (container["enum"] as? [Any])?.compactMap { $0 as? String }
    #expect(names == ContainerType.allCases.map(\.rawValue))
  }

  /// The format says null means absent for every key (but the root and a ref's name): the schema
  /// must accept it too, or a valid file fails a validator.
  @Test func everyOptionalKeyAcceptsNull() throws {
    let schema = try Self.schema()
    func acceptsNull(_ property: [String: Any]) -> Bool {
      if let types = property["type"] as? [String] { return types.contains("null") }
      if let values = property["enum"] as? [Any] { return values.contains { $0 is NSNull } }
      let alternatives = (property["anyOf"] ?? property["oneOf"]) as? [[String: Any]] ?? []
      return alternatives.contains { $0["type"] as? String == "null" }
    }
    var checked = 0
    for definition in ["node", "device", "customContent", "tabItem"] {
      let properties = try #require(Self.definition(definition, in: schema)["properties"] as? [String: Any])
      for (name, property) in properties {
        #expect(acceptsNull(try #require(property as? [String: Any])), "\(definition).\(name)")
        checked += 1
      }
    }
    let top = try #require(schema["properties"] as? [String: Any])
    for name in ["device", "language", "layoutDirection"] {
      #expect(acceptsNull(try #require(top[name] as? [String: Any])), "\(name)")
    }
    #expect(checked > 40)
  }

  @Test func theFormatDocumentDescribesEveryKey() throws {
    let text = try String(contentsOf: Self.docs.appendingPathComponent("screen-format.md"), encoding: .utf8)
    let keys =
      ScreenFormat.TopLevelKey.allCases.map(\.rawValue) + ScreenFormat.DeviceKey.allCases.map(\.rawValue)
      + ScreenFormat.allNodeObjectKeys + ScreenFormat.CustomContentKey.allCases.map(\.rawValue)
      + ScreenFormat.TabItemKey.allCases.map(\.rawValue) + ScreenFormat.ReferenceKey.allCases.map(\.rawValue)
    let missing = keys.filter { !text.contains("| `\($0)` |") }
    #expect(missing == [])
  }

  @Test func theDocumentsExampleDecodesWithoutWarnings() throws {
    let text = try String(contentsOf: Self.docs.appendingPathComponent("screen-format.md"), encoding: .utf8)
    let start = try #require(text.range(of: "<!-- example -->\n```json\n"))
    let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
    let document = try ScreenDecoder().decode(String(text[start.upperBound..<end.lowerBound]))
    #expect(document.warnings == [])
    #expect(ScreenEncoder().encodeString(document.screen) == String(text[start.upperBound..<end.lowerBound]))
  }
}
