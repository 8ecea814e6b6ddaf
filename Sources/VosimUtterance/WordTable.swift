import Foundation

/// The words VoiceOver speaks for traits, contexts and default hints, in one language (rules §4).
///
/// English, German and Russian are known; German and Russian come from AccessibilitySnapshot's harvest
/// of real VoiceOver, with its defects fixed. Secure Text Field is not known outside English.
public struct WordTable: Hashable, Sendable {
  /// The primary language subtag the table is for (`en`, `de`, `ru`).
  public var language: String
  public var selected: String
  public var dimmed: String
  public var button: String
  public var backButton: String
  /// A back button's label that is not spoken, compared ignoring case.
  public var backLabel: String
  public var tab: String
  public var heading: String
  public var link: String
  public var adjustable: String
  public var image: String
  public var searchField: String
  public var switchButton: String
  public var on: String
  public var off: String
  public var mixed: String
  public var textField: String
  public var secureTextField: String
  public var isEditing: String
  /// "`index` of `count`" with `%1` and `%2` for the numbers.
  public var series: String
  public var listStart: String
  public var listEnd: String
  public var landmarkStart: String
  public var landmarkEnd: String
  public var actionsAvailable: String
  public var moreContentAvailable: String
  public var adjustableHint: String
  public var toggleHint: String
  public var textFieldHint: String
  public var editingHint: String
  /// A data-table cell's position and spans (rules §8), with `%1` for the number. AS harvested them in
  /// English only: the other tables use the English words until theirs are known.
  public var spansRows: String
  public var spansColumns: String
  public var row: String
  public var column: String

  /// A switch's state named for its value (rules §1): `1`, `0` and `2` are On, Off and Mixed; any
  /// other value is the app's own words, spoken as they are (nil here).
  func toggleState(_ value: String?) -> String? {
    switch value?.trimmedOfWhiteSpace() {
    case "1": on
    case "0": off
    case "2": mixed
    default: nil
    }
  }

  /// "3 of 5" in this language.
  public func series(_ index: Int, of count: Int) -> String {
    Self.fill(series, index, count)
  }

  /// A pattern with `%1` and `%2` replaced by the numbers.
  static func fill(_ pattern: String, _ first: Int, _ second: Int = 0) -> String {
    let (index, count) = (first, second)
    var result = ""
    var characters = pattern.makeIterator()
    while let character = characters.next() {
      guard character == "%", let digit = characters.next() else {
        result.append(character)
        continue
      }
      switch digit {
      case "1": result += String(index)
      case "2": result += String(count)
      default: result += "%\(digit)"
      }
    }
    return result
  }

  /// The table for a BCP-47 tag: the exact tag, then its primary subtag, else English.
  public static func `for`(_ tag: String) -> WordTable {
    known(tag) ?? english
  }

  /// The table for a BCP-47 tag by the exact tag, then its primary subtag; nil when vosim has none.
  public static func known(_ tag: String) -> WordTable? {
    // Asked for every utterance the navigator speaks: no Foundation bridging, no work for a tag
    // without an underscore.
    var lowered = tag.lowercased()
    if lowered.utf8.contains(UInt8(ascii: "_")) { lowered.replace("_", with: "-") }
    if let table = all.first(where: { $0.language == lowered }) { return table }
    let primary = lowered.split(separator: "-").first.map(String.init) ?? lowered
    return all.first(where: { $0.language == primary })
  }

  /// Every known table.
  public static let all: [WordTable] = [english, german, russian]

  public static let english = WordTable(
    language: "en", selected: "Selected", dimmed: "Dimmed", button: "Button",
    backButton: "Back Button", backLabel: "Back", tab: "Tab", heading: "Heading", link: "Link",
    adjustable: "Adjustable", image: "Image", searchField: "Search Field", switchButton: "Switch Button",
    on: "On", off: "Off", mixed: "Mixed", textField: "Text Field", secureTextField: "Secure Text Field",
    isEditing: "Is editing", series: "%1 of %2", listStart: "List Start", listEnd: "List End",
    landmarkStart: "Landmark", landmarkEnd: "End", actionsAvailable: "Actions available",
    moreContentAvailable: "More content available",
    adjustableHint: "Swipe up or down with one finger to adjust the value.",
    toggleHint: "Double tap to toggle setting.", textFieldHint: "Double tap to edit.",
    editingHint: "Use the rotor to access Misspelled Words", spansRows: "Spans %1 rows",
    spansColumns: "Spans %1 columns", row: "Row %1", column: "Column %1")

  public static let german = WordTable(
    language: "de", selected: "Auswahl", dimmed: "Grau dargestellt", button: "Taste",
    backButton: "Zurück Taste", backLabel: "Zurück", tab: "Tabulator", heading: "Überschrift",
    link: "Hyperlink", adjustable: "Einstellbar", image: "Bild", searchField: "Suchfeld",
    switchButton: "Umschalttaste", on: "Ein", off: "Aus", mixed: "Gemischt", textField: "Textfeld",
    secureTextField: "Secure Text Field", isEditing: "Bearbeiten", series: "%1 von %2",
    listStart: "Anfang der Liste", listEnd: "Ende der Liste", landmarkStart: "Orientierungspunkt",
    landmarkEnd: "Ende", actionsAvailable: "Aktionen verfügbar",
    moreContentAvailable: "Weitere Inhalte verfügbar",
    adjustableHint: "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.",
    toggleHint: "Zum Umschalten doppeltippen.", textFieldHint: "Zum Bearbeiten doppeltippen.",
    editingHint: "Den Rotor für den Zugriff auf „Rechtschreibfehler“ verwenden",
    spansRows: "Umfasst %1 Zeilen", spansColumns: "Umfasst %1 Spalten", row: "Zeile %1", column: "Spalte %1")

  public static let russian = WordTable(
    language: "ru", selected: "Выбрано", dimmed: "Недоступно", button: "Кнопка",
    backButton: "Кнопка назад", backLabel: "назад", tab: "Вкладка", heading: "Заголовок",
    link: "Ссылка", adjustable: "Элемент регулировки", image: "Изображение",
    searchField: "Поле поиска", switchButton: "Кнопка-переключатель", on: "Вкл", off: "Выкл",
    mixed: "Смешанно", textField: "Текстовое поле", secureTextField: "Secure Text Field",
    isEditing: "Идет правка", series: "%1 из %2", listStart: "Начало списка",
    listEnd: "Конец списка", landmarkStart: "Ориентир", landmarkEnd: "Конец",
    actionsAvailable: "Доступны действия", moreContentAvailable: "Доступно больше контента",
    adjustableHint: "Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
    toggleHint: "Коснитесь дважды, чтобы переключить настройку.",
    textFieldHint: "Коснитесь дважды, чтобы редактировать.",
    editingHint: "Используйте ротор для доступа к объекту: Слова с ошибками",
    spansRows: "Охватывает строк: %1", spansColumns: "Охватывает столбцов: %1", row: "Ряд %1",
    column: "Столбец %1")
}
