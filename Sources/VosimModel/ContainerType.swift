/// `UIAccessibilityContainerType`: how VoiceOver presents a container's children.
public enum ContainerType: String, Hashable, Sendable, Codable, CaseIterable {
  case none
  case dataTable
  case list
  case landmark
  case semanticGroup
}
