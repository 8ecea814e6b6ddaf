import VosimModel
import VosimReadingOrder
import VosimReport
import VosimUtterance

extension LoadedScreen {
  /// What `report` and `check --report` draw of this screen; an error names the file.
  func reportDocument(order: ReadingOrderResult, utterances: [Utterance]) throws -> ReportDocument {
    do {
      return try ReportDocument(screen: screen, order: order, utterances: utterances, file: displayPath)
    } catch {
      throw Diagnostic(file: displayPath, message: error.localizedDescription)
    }
  }
}
