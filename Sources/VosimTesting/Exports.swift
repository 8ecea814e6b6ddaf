// `import VosimTesting` is enough in a test file: every module whose types its assertions take or
// return comes with it (screens and traits, utterances, the order's configuration, rotor categories
// and gestures, audit rules and severities, record modes), and the readers, so a test reads a dump
// with `ScreenReader` as the CLI does.
@_exported import VosimAudit
@_exported import VosimCheck
@_exported import VosimImport
@_exported import VosimModel
@_exported import VosimNavigation
@_exported import VosimReadingOrder
@_exported import VosimUtterance
