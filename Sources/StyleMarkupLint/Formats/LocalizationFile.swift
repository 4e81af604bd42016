import Foundation
import StyleMarkup

/// What a reader found in one file: its strings (with their roles, for the formats that hold
/// sources and translations together), and problems with the file itself.
package struct LocalizationFile {
    package var path: String
    package var format: LocalizationFormat
    /// The language of the file's strings (for XLIFF and PO, of the translations).
    package var language: String?
    /// Pairs files across directories: `lproj` tables and Android `res` directories.
    var groupID: String?
    package var strings: [LocalizedString] = []
    package var findings: [LintFinding] = []
    /// For XLIFF and PO: the indices of each translation's source strings in this file.
    var inlineSources: [Int: [Int]] = [:]
    /// For XLIFF: translations whose unit has no source.
    var inlineOrphans: [Int] = []
    /// Whether this is a piece of the file before it in the list, read separately (a string
    /// catalog read on several threads): the same path, listed once in the report.
    package var continuesPreviousFile = false
    /// With ``LocalizationReadOptions/recordsPlaces``: where each string (by index) sits in
    /// its entry, for the formats whose entries have structure.
    package var places: [Int: StringPlace] = [:]
    /// With ``LocalizationReadOptions/recordsPlaces``: String Catalog entries whose
    /// `extractionState` is `stale` (no longer in the source code), and where their keys are.
    package var staleEntries: [(key: String, location: LintLocation)] = []
    /// With ``LocalizationReadOptions/recordsPlaces``: String Catalog entries marked
    /// `"shouldTranslate": false`, which every language shows as the source does.
    package var untranslatableEntries: Set<String> = []
    /// Whether the file holds XML markup (a PO file itstool made from Mallard or DocBook,
    /// whose `#. (itstool) path:` comments say so): read in the XML dialect without a style book.
    package var holdsXML = false
    /// In a PO file itstool made from a Mallard manual: the pages an `xref` of the manual can
    /// lead to, those its references name (`#: C/mem-swap.page:47` names `mem-swap`) and those
    /// its source strings link to.
    package var manualPages: Set<String> = []
    /// The rules the file silences for some of its keys (an Android resource's
    /// `tools:ignore`, ``AndroidToolsIgnore``), by key.
    var silencedRules: [String: Set<LintRule>] = [:]
    /// Android resources the file marks `translatable="false"`, by name: not read as strings,
    /// but a translation of one is reported for what it is.
    var untranslatableResources: Set<String> = []
    /// For a string catalog: the `sourceLanguage` it declares (``UnknownSourceLanguage``).
    var catalogSourceLanguage: String?
    /// For a string catalog: whether an entry has a localization in the source language the
    /// catalog was read with (``UnknownSourceLanguage``).
    var hasSourceLocalization = false

    package init(path: String, format: LocalizationFormat, language: String? = nil, groupID: String? = nil) {
        self.path = path
        self.format = format
        self.language = language
        self.groupID = groupID
    }

    /// Records that the file is malformed at `location`.
    mutating func malformed(_ message: String, at location: LintLocation?) {
        findings.append(LintFinding(file: path, location: location, rule: .malformedFile, message: message, language: language))
    }

    /// Records a duplicate key.
    mutating func duplicate(_ string: LocalizedString, firstAt first: LintLocation) {
        findings.append(LintFinding(.duplicateKey, string, at: string.keyLocation,
                                    "the key is defined again; the first definition is at \(first.line):\(first.column)"))
    }
}
