/// One item of VoiceOver's rotor (rules §6): a kind of element to move between, or the focused
/// element's characters, words, Actions or Adjust value.
public enum RotorCategory: String, Hashable, Sendable, CaseIterable, Codable {
  /// The focused element's text (its label, then its value), one character per swipe; always offered.
  case characters
  /// The focused element's text, one word per swipe; always offered.
  case words
  /// Elements with the header trait.
  case headings
  /// Elements with the link trait.
  case links
  /// Buttons, switches, adjustables, text and search fields.
  case formControls = "form-controls"
  /// Elements with the textEntry or searchField trait.
  case textFields = "text-fields"
  /// Elements with the searchField trait.
  case searchFields = "search-fields"
  /// Elements with the button trait.
  case buttons
  /// Elements with the image trait.
  case images
  /// Elements with the staticText trait.
  case staticText = "static-text"
  /// The first element of each data table.
  case tables
  /// The first element of each list container.
  case lists
  /// The first element of each landmark.
  case landmarks
  /// The first element of each group VoiceOver keeps together.
  case containers
  /// The focused element's custom actions, one per swipe; double tap performs one.
  case actions
  /// The focused adjustable element: swipe up or down to change its value.
  case adjustValue = "adjust-value"

  /// What VoiceOver says when the rotor selects the item.
  public var spokenName: String {
    switch self {
    case .characters: "Characters"
    case .words: "Words"
    case .headings: "Headings"
    case .links: "Links"
    case .formControls: "Form Controls"
    case .textFields: "Text Fields"
    case .searchFields: "Search Fields"
    case .buttons: "Buttons"
    case .images: "Images"
    case .staticText: "Static Text"
    case .tables: "Tables"
    case .lists: "Lists"
    case .landmarks: "Landmarks"
    case .containers: "Containers"
    case .actions: "Actions"
    case .adjustValue: "Adjust value"
    }
  }

  /// Whether swiping down and up moves between elements; Characters, Words, Actions and Adjust value
  /// act on the focused element instead.
  public var movesBetweenElements: Bool { ![.characters, .words, .actions, .adjustValue].contains(self) }

  /// The items that move between elements, in the rotor's order.
  public static let elementCategories: [RotorCategory] = allCases.filter(\.movesBetweenElements)
}
