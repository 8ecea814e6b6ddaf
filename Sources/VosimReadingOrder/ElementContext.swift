/// What VoiceOver says about an element because of the container it is in (rules §4.4).
public enum ElementContext: Hashable, Sendable {
  /// A member of a series (segments of a segmented control, tabs). Reads as "`index` of `count`",
  /// 1-based.
  case series(index: Int, count: Int)
  /// The first element of a list container. Reads as "List Start".
  case listStart
  /// The last element of a list container (not of a one-element list). Reads as "List End".
  case listEnd
  /// The first element of a landmark container. Reads as "Landmark".
  case landmarkStart
  /// The last element of a landmark container. Reads as "End".
  case landmarkEnd
  /// The first element of a labelled semantic group: the group's label is read before it, once.
  case semanticGroup(label: String)
  /// A cell of a data table (rules §8): `Spans N rows.` / `Spans N columns.` when longer than one,
  /// `Row R.` (1-based) when it differs from the previous cell's, `Column C.`; spoken after the label.
  /// `row` is nil when unchanged or unknown, `column` when unknown.
  case dataTableCell(row: Int?, column: Int?, rowSpan: Int, columnSpan: Int)
}
