import VosimModel

/// A language's `AuditWords` with each control-type word split into its words once, rather than once
/// for every element a rule looks at.
/// A class, so the rules share one table per language instead of copying its arrays per element.
final class PreparedWords: Sendable {
  struct TraitPhrase: Sendable {
    var word: String
    var phrase: [String]
  }

  struct TraitGroup: Sendable {
    var traits: AccessibilityTraits
    var phrases: [TraitPhrase]
  }

  let table: AuditWords
  let traitGroups: [TraitGroup]

  init(_ table: AuditWords) {
    self.table = table
    traitGroups = table.traitWords.map { group in
      TraitGroup(
        traits: group.traits,
        phrases: group.words.map { TraitPhrase(word: $0, phrase: Words.tokens($0)) }.filter {
          !$0.phrase.isEmpty
        })
    }
  }
}
