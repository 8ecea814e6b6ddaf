/// One item of VoiceOver's rotor (rules §6): a kind of element to move between, or the focused
/// element's Actions or Adjust Value.
public enum RotorCategory: String, Hashable, Sendable, CaseIterable, Codable {
  case headings
  case links
  case formControls = "form-controls"
  case textFields = "text-fields"
  case searchFields = "search-fields"
  case buttons
  case images
  case staticText = "static-text"
  case tables
  case lists
  case landmarks
  case containers
  case actions
  case adjustValue = "adjust-value"

  /// What VoiceOver says when the rotor selects the item.
  public var spokenName: String {
    switch self {
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
    case .adjustValue: "Adjust Value"
    }
  }

  /// Whether swiping down and up moves between elements; Actions and Adjust Value act on the focused
  /// element instead.
  public var movesBetweenElements: Bool { self != .actions && self != .adjustValue }

  /// The items that move between elements, in the rotor's order.
  public static let elementCategories: [RotorCategory] = allCases.filter(\.movesBetweenElements)
}
