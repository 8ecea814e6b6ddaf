import VosimModel

/// Computes VoiceOver's reading order of a screen: the entry point of the reading-order stage.
///
/// ```swift
/// let result = try ReadingOrder().order(screen)
/// for element in result.elements { print(element.position, element.label ?? "") }
/// ```
public struct ReadingOrder: Sendable {
  /// What the order depends on beyond the screen itself.
  public struct Configuration: Hashable, Sendable {
    /// Overrides the screen's device idiom (the row band: 8 pt phone, 13 pt pad).
    public var idiom: Device.Idiom?
    /// Overrides the screen's layout direction.
    public var layoutDirection: LayoutDirection?
    /// Whether to look for orders that depend on document order (rules §3). On by default.
    public var detectsAmbiguity: Bool
    /// Whether the result keeps the groups and the tree order (`ReadingOrderResult.groups`,
    /// `treeIndices`), which navigation needs and a transcript does not. Off by default.
    public var recordsStructure: Bool
    /// Overrides the iOS version the screen names (`device.systemVersion`); with neither, the newest
    /// known version is assumed (rules §8).
    public var systemVersion: SystemVersion?

    public init(
      idiom: Device.Idiom? = nil, layoutDirection: LayoutDirection? = nil, detectsAmbiguity: Bool = true,
      recordsStructure: Bool = false, systemVersion: SystemVersion? = nil
    ) {
      self.idiom = idiom
      self.layoutDirection = layoutDirection
      self.detectsAmbiguity = detectsAmbiguity
      self.recordsStructure = recordsStructure
      self.systemVersion = systemVersion
    }
  }

  public var configuration: Configuration

  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// The elements VoiceOver reaches, in the order it reads them, with their contexts.
  ///
  /// Throws when an explicit order's `ref` cannot be resolved, the tree is deeper than
  /// `Screen.maximumDepth`, or a number is none a screen file can hold (`Screen.validate()`).
  public func order(_ screen: Screen) throws(ModelError) -> ReadingOrderResult {
    try screen.validateNumbers()
    let rightToLeft = (configuration.layoutDirection ?? screen.layoutDirection) == .rightToLeft
    let comparator = RowComparator(
      band: RowComparator.band(for: configuration.idiom ?? screen.device.idiom), rightToLeft: rightToLeft)
    let version =
      configuration.systemVersion ?? screen.device.systemVersion ?? VoiceOverBehaviour.newestKnownVersion
    let arena = screen.nodes
    var walker = ReadingOrderWalker(
      arena: arena,
      reachability: Reachability(
        arena: arena, rightToLeft: rightToLeft, behaviour: VoiceOverBehaviour.of(version),
        screenLanguage: screen.language),
      sort: GeometricSort(comparator: comparator),
      detector: configuration.detectsAmbiguity ? AmbiguityDetector(comparator: comparator) : nil)
    walker.recordsStructure = configuration.recordsStructure
    let elements = try walker.run()
    let versionWarnings = VoiceOverBehaviour.nearestKnown(to: version).map {
      [ReadingOrderWarning(kind: .unknownSystemVersion(version, readAs: $0), paths: [], names: [])]
    }
    return ReadingOrderResult(
      elements: elements, warnings: (versionWarnings ?? []) + walker.warnings, language: screen.language,
      isLanguageDeclared: screen.isLanguageDeclared, systemVersion: version,
      groups: walker.groups, treeIndices: walker.treeIndices)
  }
}
