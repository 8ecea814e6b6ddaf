import VosimModel

/// The words the word rules look for, in one language: the names of control types, the verbs a hint
/// must not begin with, and the gestures it must not name. English, German and Russian, the languages
/// whose trait words vosim speaks; other languages skip the word rules (and the report says so once).
///
/// All words are lowercase; labels and hints are compared lowercased, word by word.
public struct AuditWords: Hashable, Sendable {
  /// The primary language subtag (`en`).
  public var language: String
  /// Control-type words by the trait that makes VoiceOver speak them ("button" for `.button`).
  public var traitWords: [TraitWords]
  /// Words after a leading trait word that make it a description of the element ("Image of a cat",
  /// "Link to terms"); in languages where the trait word leads a phrase by itself (Russian "Кнопка
  /// сохранения") every leading trait word counts and this is empty.
  public var connectors: Set<String>
  /// Articles a label may start with before its trait word ("An image of a cat").
  public var articles: Set<String>
  /// Whether a leading trait word always names the type, without a connector.
  public var leadingTraitWordCounts: Bool
  /// Imperative verbs a hint must not begin with.
  public var imperatives: Set<String>
  /// Word endings that mark an imperative in languages where the form is regular (Russian "-ите",
  /// reflexive "-итесь").
  public var imperativeEndings: [String]
  /// Endings of the verb form a control's label uses before what it acts on, where the imperatives
  /// cannot list them all (Russian infinitives: "Сделать фото", "Удалить изображение").
  public var labelVerbEndings: [String] = []
  /// A second word that makes a first word ending in one of `formalImperativeEndings` a formal
  /// imperative (German "Öffnen Sie", "Speichern Sie", "Wechseln Sie").
  public var formalImperativePronoun: String?
  public var formalImperativeEndings: [String]
  /// Words after an imperative-looking first word that join it to more words as a noun ("Record of …").
  public var nounJoiners: Set<String>
  /// Verbs that follow a subject: after the first word ("Download starts …") or after a second
  /// ("Share sheet opens."), they show the first is a noun, not an imperative.
  public var subjectVerbs: Set<String>
  /// Verbs of a result that show a noun compound only after its second word ("Search field clears."):
  /// many are nouns too ("Save changes."), so right after the first word they prove nothing.
  public var resultVerbs: Set<String> = []
  /// Words that say the state of what the first word names, a headline without its verb ("Update
  /// available.", "Download complete."): the first word is then a noun. Not after a verb that takes
  /// such a word as its object's state (`complementVerbs`: "Mark complete.").
  public var predicates: Set<String> = []
  public var complementVerbs: Set<String> = []
  /// Gesture words a hint must not begin with.
  public var gestures: Set<String>
  /// Gesture phrases a hint must not contain anywhere ("double tap").
  public var gesturePhrases: [String]
  /// View words that name a control's type in a hint whatever its traits ("row", "cell").
  public var viewWords: Set<String>
  /// A hint as it should read, in this language, for the hint rules' advice.
  public var goodHint = "Plays the song"

  /// The control-type words of one trait.
  public struct TraitWords: Hashable, Sendable {
    public var traits: AccessibilityTraits
    /// Single words or phrases of several words.
    public var words: [String]
    public init(_ traits: AccessibilityTraits, _ words: [String]) {
      self.traits = traits
      self.words = words
    }
  }

  /// The table for a BCP-47 tag's primary subtag, or nil when vosim has none.
  public static func known(_ tag: String) -> AuditWords? {
    let primary = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
    return all.first { $0.language == primary }
  }

  public static let all: [AuditWords] = [english, german, russian]

  public static let english = AuditWords(
    language: "en",
    traitWords: [
      TraitWords(.button, ["button", "btn"]), TraitWords(.link, ["link", "hyperlink"]),
      TraitWords(.image, ["image", "picture", "photo", "icon", "graphic", "img"]),
      TraitWords(.tabBarItem, ["tab"]), TraitWords(.header, ["heading", "header"]),
      TraitWords(.adjustable, ["slider", "adjustable", "stepper"]),
      TraitWords(.textEntry, ["text field", "textfield", "input field", "text box"]),
      TraitWords(.searchField, ["search field", "search bar", "searchbar"]),
      TraitWords(.toggleButton, ["switch", "toggle", "checkbox", "check box"]),
    ],
    connectors: ["of", "to", "for", "showing", "with"], articles: ["a", "an", "the"],
    leadingTraitWordCounts: false,
    imperatives: [
      "access", "activate", "add", "adjust", "allow", "apply", "archive", "attach", "block", "book", "browse",
      "buy", "call", "cancel", "change", "check", "choose", "clear", "close", "collapse", "compose",
      "configure", "confirm", "connect", "contact", "continue", "copy", "create", "crop", "customize",
      "deactivate", "decrease", "delete", "disable", "discard", "disconnect", "discover", "dismiss",
      "display",
      "download", "edit", "enable", "enter", "exit", "expand", "explore", "favorite", "filter", "find",
      "finish", "flip", "follow", "forward", "get", "go", "hide", "increase", "invite", "join", "launch",
      "learn", "leave", "like", "listen", "load", "lock", "log", "manage", "mark", "move", "mute", "navigate",
      "open", "pause", "pay", "pick", "play", "print", "proceed", "purchase", "quit", "rate", "read",
      "record", "redo", "refresh", "reload", "remove", "rename", "reply", "report", "reserve", "reset",
      "resume", "return", "reveal", "rotate", "save", "search", "see", "select", "send", "set", "share",
      "show", "sign", "skip", "sort", "start", "stop", "submit", "subscribe", "switch", "take", "toggle",
      "try", "turn", "undo", "unlock", "unmute", "update", "upload", "use", "view", "visit", "watch", "write",
      "zoom",
    ],
    imperativeEndings: [], formalImperativePronoun: nil, formalImperativeEndings: [],
    nounJoiners: ["of", "and", "&"],
    // After a noun a verb in the third person or a modal follows: "Download starts …", "Record will …".
    subjectVerbs: [
      "is", "are", "was", "were", "has", "starts", "begins", "opens", "closes", "plays", "appears", "appear",
      "stops", "ends", "loads", "runs", "continues", "happens", "will", "can", "may", "applies", "takes",
      "goes", "installs", "gets", "sends", "arrives", "expires", "lasts", "remains", "occurs", "fails",
      "works", "needs", "requires", "uses", "lets", "keeps", "affects", "includes", "contains", "comes",
      "must", "should", "might", "could", "would",
    ],
    // What a control's result does, after a noun compound: "Search field clears.", "Play count increases."
    resultVerbs: [
      "adds", "becomes", "changes", "clears", "collapses", "completes", "copies", "decreases", "deletes",
      "disappears", "doubles", "expands", "finishes", "goes", "grows", "halves", "hides", "increases",
      "moves", "pauses", "refreshes", "reloads", "removes", "repeats", "resets", "restarts", "resumes",
      "returns", "saves", "scrolls", "shows", "shrinks", "stays", "switches", "syncs", "toggles", "turns",
      "updates",
    ],
    predicates: [
      "available", "unavailable", "complete", "completed", "ready", "required", "pending", "failed", "done",
      "finished", "needed", "successful", "started", "paused", "canceled", "cancelled", "expired",
      "installed",
      "disabled", "enabled", "underway",
    ],
    complementVerbs: ["mark", "set", "make", "keep", "leave", "get", "show"],
    gestures: [
      "tap", "tapping", "taps", "swipe", "swiping", "click", "clicking", "press", "pressing", "touch",
      "touching", "drag", "dragging", "pinch", "double-tap", "double-tapping", "double-click",
      "double-clicking", "triple-tap", "triple-tapping", "long-press", "long-pressing",
    ],
    gesturePhrases: [
      "double tap", "double-tap", "double tapping", "double-tapping", "double click", "double-click",
      "double clicking", "double-clicking", "triple tap", "triple-tap", "triple tapping", "triple-tapping",
      "tap and hold", "touch and hold", "long press", "long-press", "long pressing", "long-pressing",
      "swipe up", "swipe down", "swipe left", "swipe right",
    ],
    viewWords: ["row", "cell"])

  public static let german = AuditWords(
    language: "de",
    traitWords: [
      TraitWords(.button, ["taste", "schaltfläche", "button", "knopf"]),
      TraitWords(.link, ["link", "hyperlink"]),
      TraitWords(.image, ["bild", "foto", "grafik", "symbolbild"]),
      TraitWords(.tabBarItem, ["tab", "tabulator", "reiter"]),
      TraitWords(.header, ["überschrift"]),
      TraitWords(.adjustable, ["schieberegler", "regler", "einstellbar"]),
      TraitWords(.textEntry, ["textfeld", "eingabefeld"]),
      TraitWords(.searchField, ["suchfeld"]),
      TraitWords(.toggleButton, ["schalter", "umschalter", "umschalttaste", "kontrollkästchen"]),
    ],
    connectors: ["von", "zu", "zum", "zur", "für", "mit"],
    articles: ["ein", "eine", "einen", "der", "die", "das"], leadingTraitWordCounts: false,
    imperatives: [
      "aktiviere", "ändere", "beende", "bearbeite", "bestätige", "deaktiviere", "drücke", "entferne",
      "erstelle", "füge", "geh", "gehe", "kaufe", "klicke", "lade", "lies", "lösche", "öffne", "pausiere",
      "schließe", "sende", "sieh", "speichere", "spiele", "starte", "stoppe", "suche", "teile", "tippe",
      "wähle", "wechsle", "zeige",
    ],
    imperativeEndings: [], formalImperativePronoun: "sie",
    formalImperativeEndings: ["en", "rn", "ln"],
    nounJoiners: ["der", "des", "und"],
    subjectVerbs: [
      "ist", "sind", "hat", "wird", "werden", "kann", "muss", "soll", "darf", "beginnt", "startet", "öffnet",
      "schließt", "endet", "läuft", "lädt", "spielt", "stoppt", "erscheint", "bleibt", "geht", "kommt",
      "zeigt", "gilt", "dauert",
    ],
    gestures: [
      "tippe", "tippen", "doppeltippe", "doppeltippen", "wische", "wischen", "streiche", "streichen",
      "klicke", "klicken", "drücke", "drücken", "berühre", "berühren", "ziehe", "ziehen",
    ],
    gesturePhrases: [
      "doppeltippen", "doppelt tippen", "zweimal tippen", "nach oben wischen",
      "nach unten wischen", "lange drücken", "gedrückt halten", "nach links wischen", "nach rechts wischen",
    ],
    viewWords: ["zeile", "zelle"], goodHint: "Spielt das Lied ab")

  public static let russian = AuditWords(
    language: "ru",
    traitWords: [
      TraitWords(.button, ["кнопка", "кнопку"]), TraitWords(.link, ["ссылка", "ссылку"]),
      TraitWords(.image, ["изображение", "картинка", "фото", "иконка", "значок"]),
      TraitWords(.tabBarItem, ["вкладка"]), TraitWords(.header, ["заголовок"]),
      TraitWords(.adjustable, ["ползунок", "регулятор", "элемент регулировки"]),
      TraitWords(.textEntry, ["текстовое поле", "поле ввода"]),
      TraitWords(.searchField, ["поле поиска"]),
      TraitWords(.toggleButton, ["переключатель", "флажок", "кнопка-переключатель"]),
    ],
    connectors: [], articles: [], leadingTraitWordCounts: true,
    imperatives: ["открой", "закрой", "покажи", "добавь", "удали", "выбери", "сохрани", "отправь"],
    imperativeEndings: ["ите", "йте", "ьте", "итесь", "йтесь", "ьтесь"],
    labelVerbEndings: ["ть", "ти", "чь"],
    formalImperativePronoun: nil, formalImperativeEndings: [],
    nounJoiners: [], subjectVerbs: [],
    gestures: [
      "нажмите", "нажми", "коснитесь", "коснись", "смахните", "смахни", "проведите", "проведи",
      "щёлкните", "щелкните", "кликните", "тапните", "дважды",
    ],
    gesturePhrases: [
      "дважды коснитесь", "коснитесь дважды", "двойное касание", "долгое нажатие", "нажмите и удерживайте",
      "коснитесь и удерживайте",
    ],
    viewWords: ["строка", "строку", "строке", "ячейка", "ячейку"], goodHint: "Воспроизводит песню")
}
