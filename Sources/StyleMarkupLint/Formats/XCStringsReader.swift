import StyleMarkup

/// Reads Xcode String Catalogs (`.xcstrings`, JSON): for every key, each localization's
/// `stringUnit`, its plural and device `variations`, and its `substitutions`.
///
/// Keys name where a string sits in the catalog: `key` (the localization's own `stringUnit`),
/// `key[one]` (a plural form), `key[iphone]` (a device), `key[iphone][one]` (a plural form
/// inside a device variation), `key{count}[one]` (a plural form of the substitution `count`).
/// The source language is the catalog's `sourceLanguage` (`--source-language` overrides it);
/// when it has no `stringUnit` for a key, the key itself is the source string, as Xcode uses it.
/// A translated unit whose `state` is `new` or missing is not checked; `needs_review`,
/// `translated` and `stale` are. A key with `"shouldTranslate": false` has no translations.
/// A substitution's `%arg` is read as the placeholder it stands for: its `argNum` and
/// `formatSpecifier` (`%2$lld`), a translation's substitution without them taking the source's.
///
/// Each translation is paired with the source string at the same place; a plural form with
/// the source's form of the same quantity, else `other` (``PairRules``); otherwise with the
/// source's own string for the key. The document's structure is read by ``JSONBookReader``;
/// positions point inside the JSON string literals, with escapes undone.
struct XCStringsReader: LocalizationReader {
    private let lines: LineTable
    private(set) var file: LocalizationFile
    /// What the offsets of the values being read are relative to: 0 when the whole catalog
    /// was parsed at once, the start of the entry's value when entries are parsed one by one.
    private var base = 0
    /// Whether to record each string's ``StringPlace`` and the stale entries.
    var recordsPlaces = false

    /// One string unit found while walking a localization.
    init(lines: LineTable, file: LocalizationFile) {
        self.lines = lines
        self.file = file
    }

    private struct Found {
        var key: String
        var pluralGroup: String?
        var unit: BookValue
        var entry: String
        var steps: [StringPlace.Step]
    }

    /// Reads the UTF-8 text of a catalog into `file`. `sourceLanguage` overrides the
    /// catalog's `sourceLanguage`. (``readInParallel(_:file:sourceLanguage:workers:recordsPlaces:)`` reads
    /// it on several threads.)
    /// On several threads when `options.workers` allows and the catalog can be split
    /// (``readInParallel(_:file:sourceLanguage:workers:recordsPlaces:)``), else in one piece.
    static func readPieces(_ lines: LineTable, file: LocalizationFile, options: LocalizationReadOptions) -> [LocalizationFile] {
        if options.workers > 1, let pieces = readInParallel(lines, file: file, sourceLanguage: options.sourceLanguage, workers: options.workers,
                                                            recordsPlaces: options.recordsPlaces) {
            return pieces
        }
        var copy = file
        read(lines, into: &copy, options: options)
        return [copy]
    }

    static func read(_ lines: LineTable, into file: inout LocalizationFile, options: LocalizationReadOptions) {
        let sourceLanguage = options.sourceLanguage
        let parsed: Result<BookValue, JSONBookReader.SyntaxError> = lines.text.withUnsafeBufferPointer { bytes in
            var reader = JSONBookReader(bytes: bytes, allowsDuplicateKeys: true)
            return Result { () throws(JSONBookReader.SyntaxError) -> BookValue in try reader.read() }
        }
        switch parsed {
        case .failure(let error):
            file.malformed("not valid JSON: \(error.message)", at: lines.location(ofByte: error.byteOffset))
        case .success(let root):
            var reader = XCStringsReader(lines: lines, file: file)
            reader.recordsPlaces = options.recordsPlaces
            reader.readCatalog(root, sourceLanguage: sourceLanguage)
            file = reader.file
        }
    }

    private func location(_ value: BookValue) -> LintLocation { lines.location(ofByte: value.offset ?? 0) }

    private mutating func readCatalog(_ root: BookValue, sourceLanguage override: String?) {
        guard let (sourceLanguage, entries) = catalog(root, sourceLanguage: override) else { return }
        // A key twice (JSON allows it, and Xcode reads such a catalog): both entries are
        // read, and the second is a duplicate-key warning.
        var seen: [String: LintLocation] = [:]
        for entry in entries {
            let location = lines.location(ofByte: absolute(entry.keyOffset) ?? 0)
            if let first = seen[entry.key] {
                file.findings.append(LintFinding(file: file.path, location: location, rule: .duplicateKey,
                                                 message: LintFinding.prefix(language: nil, key: entry.key)
                                                    + "the key is defined again; the first definition is at \(first.line):\(first.column)",
                                                 key: entry.key))
            } else {
                seen[entry.key] = location
            }
            readEntry(entry, sourceLanguage: sourceLanguage)
        }
    }

    /// The source language and the entries of the catalog `root`, or `nil` (after reporting
    /// why, unless the catalog has no `"strings"`) when there is nothing to read.
    mutating func catalog(_ root: BookValue, sourceLanguage override: String?) -> (sourceLanguage: String, entries: [BookMember])? {
        guard case .object(let members) = root.kind else {
            file.malformed("a string catalog is a JSON object, not \(root.typeName)", at: location(root))
            return nil
        }
        var catalogLanguage: String?
        if let value = members.first(where: { $0.key == "sourceLanguage" })?.value, case .string(let language) = value.kind {
            catalogLanguage = language
            file.catalogSourceLanguage = language
        }
        guard let sourceLanguage = override ?? catalogLanguage else {
            file.malformed("the catalog has no \"sourceLanguage\"", at: location(root))
            return nil
        }
        guard let strings = members.first(where: { $0.key == "strings" })?.value else { return nil }
        guard case .object(let entries) = strings.kind else {
            file.malformed("\"strings\" is \(strings.typeName), not an object", at: location(strings))
            return nil
        }
        return (sourceLanguage, entries)
    }

    /// Reads one entry whose offsets are relative to `base`.
    mutating func readEntry(_ entry: BookMember, base: Int, sourceLanguage: String) {
        self.base = base
        readEntry(entry, sourceLanguage: sourceLanguage)
    }

    /// The offset in the file of `offset`, which is relative to ``base``.
    private func absolute(_ offset: Int?) -> Int? { offset.map { base + $0 } }

    private mutating func readEntry(_ entry: BookMember, sourceLanguage: String) {
        let keyOffset = absolute(entry.keyOffset) ?? 0
        let keyLocation = lines.location(ofByte: keyOffset)
        guard case .object(let fields) = entry.value.kind else {
            file.malformed("the entry \"\(entry.key)\" is \(entry.value.typeName), not an object", at: keyLocation)
            return
        }
        var translates = true
        if let value = fields.first(where: { $0.key == "shouldTranslate" })?.value, case .bool(false) = value.kind { translates = false }
        if recordsPlaces, let value = fields.first(where: { $0.key == "extractionState" })?.value, case .string("stale") = value.kind {
            file.staleEntries.append((entry.key, keyLocation))
        }
        if recordsPlaces, !translates { file.untranslatableEntries.insert(entry.key) }
        var localizations: [BookMember] = []
        if let value = fields.first(where: { $0.key == "localizations" })?.value, case .object(let found) = value.kind {
            localizations = found
        }

        // The source strings, by key.
        var sources: [String: Int] = [:]
        var sourceOrder: [Int] = []
        let sourceLocalization = localizations.first { $0.key == sourceLanguage }
        if sourceLocalization != nil { file.hasSourceLocalization = true }
        // The source's substitutions: a translation's substitution without its own argNum or
        // formatSpecifier takes the source's.
        var sourceSubstitutions: [String: (argument: Int?, specifier: String?)] = [:]
        // The key's arguments, numbered, and those the source writes anywhere.
        var arguments = CatalogArguments.numbered(StringAnalyzer.placeholders(in: entry.key, dialect: .apple))
        // The argument numbers the source prints somewhere (not through a substitution reference).
        var printed = Set(arguments.compactMap(\.position))
        if let sourceLocalization {
            let found = units(in: sourceLocalization.value, key: entry.key, entry: entry.key, steps: [])
            for unit in found {
                if case .substitution(let name, let argument, let specifier)? = unit.steps.first, sourceSubstitutions[name] == nil {
                    sourceSubstitutions[name] = (argument, specifier)
                }
            }
            let table = Self.substitutionTable(sourceSubstitutions)
            for unit in found {
                guard let index = append(unit, language: sourceLanguage, role: .source, at: sourceLocalization, checkState: false,
                                         substitutions: table) else { continue }
                sources[unit.key] = index
                sourceOrder.append(index)
                var placeholders = StringAnalyzer.placeholders(in: file.strings[index].value, dialect: .apple)
                if let table = file.strings[index].substitutionArguments {
                    placeholders = CatalogArguments.resolve(placeholders, substitutions: table)
                }
                arguments += CatalogArguments.numbered(placeholders).filter { CatalogArguments.referencedName($0) == nil }
                printed.formUnion(CatalogArguments.numbered(placeholders).filter { !$0.text.contains("#@") }.compactMap(\.position))
            }
        }
        // Arguments the source uses only to choose a substitution's plural form, never printing them.
        let selectorOnly = Set(sourceSubstitutions.values.compactMap(\.argument)).subtracting(printed)
            .filter { (1...64).contains($0) }.reduce(UInt64(0)) { $0 | 1 << UInt64($1 - 1) }
        if sources[entry.key] == nil, sourceOrder.isEmpty {
            guard let (value, positions) = decodeLiteral(at: keyOffset) else { return }
            sources[entry.key] = file.strings.count
            sourceOrder.append(file.strings.count)
            if recordsPlaces { file.places[file.strings.count] = StringPlace(entry: entry.key, steps: []) }
            file.strings.append(LocalizedString(file: file.path, key: entry.key, language: sourceLanguage, value: value,
                                                positions: positions, keyLocation: keyLocation, role: .source))
        }
        guard translates else { return }

        for localization in localizations where localization.key != sourceLanguage {
            let found = units(in: localization.value, key: entry.key, entry: entry.key, steps: [], sourceSubstitutions: sourceSubstitutions)
            var own = sourceSubstitutions
            for unit in found {
                if case .substitution(let name, let argument, let specifier)? = unit.steps.first { own[name] = (argument, specifier) }
            }
            let table = Self.substitutionTable(own)
            var topLevel: [Int] = []
            for found in found {
                guard let index = append(found, language: localization.key, role: .translation, at: localization, checkState: true,
                                         substitutions: table) else { continue }
                if !arguments.isEmpty {
                    file.strings[index].catalogArguments = arguments
                    file.strings[index].declaresFormat = true
                }
                file.strings[index].catalogSelectorArguments = selectorOnly
                if found.steps.isEmpty {
                    var placeholders = StringAnalyzer.placeholders(in: file.strings[index].value, dialect: .apple)
                    if let table = file.strings[index].substitutionArguments {
                        placeholders = CatalogArguments.resolve(placeholders, substitutions: table)
                    }
                    // What the value writes itself, not through a substitution.
                    topLevel = CatalogArguments.numbered(placeholders).filter { !$0.text.contains("#@") }.compactMap(\.position)
                } else if case .substitution? = found.steps.first {
                    file.strings[index].catalogWrittenElsewhere = topLevel
                }
                var alternatives: [Int] = []
                if let same = sources[found.key] { alternatives.append(same) }
                if let group = found.pluralGroup {
                    let forms = sourceOrder.filter { file.strings[$0].pluralGroup == group }
                    let other = forms.filter { file.strings[$0].key == "\(group)[other]" }
                    for form in other + forms where !alternatives.contains(form) { alternatives.append(form) }
                }
                if alternatives.isEmpty, let root = sources[entry.key] { alternatives.append(root) }
                if alternatives.isEmpty { alternatives = sourceOrder }
                if !alternatives.isEmpty { file.inlineSources[index] = alternatives }
            }
        }
    }

    /// What each substitution stands for (``CatalogArguments/placeholder(specifier:position:)``).
    private static func substitutionTable(_ substitutions: [String: (argument: Int?, specifier: String?)]) -> [String: PrintfPlaceholder] {
        var table: [String: PrintfPlaceholder] = [:]
        for (name, (argument, specifier)) in substitutions {
            if let specifier, let placeholder = CatalogArguments.placeholder(specifier: specifier, position: argument) { table[name] = placeholder }
        }
        return table
    }

    /// The decoded value and position map of the literal at `quote` (`%arg` replaced by
    /// `argument` when given), or `nil` after reporting
    /// why it is not a JSON string (``JSONBookReader`` has read every literal already, so this
    /// is only a guard).
    private mutating func decodeLiteral(at quote: Int, replacingArgWith argument: String? = nil) -> (String, PositionMap)? {
        do {
            return try JSONStringPositions.decode(at: quote, in: lines, replacingArgWith: argument)
        } catch {
            file.malformed("not valid JSON: \(error.message)", at: lines.location(ofByte: error.byteOffset))
            return nil
        }
    }

    /// Appends the string of a unit, unless its state says it is not translated yet.
    /// An empty value in state `needs_review` is not translated yet, and not checked either.
    private mutating func append(_ found: Found, language: String, role: LocalizedString.Role, at localization: BookMember,
                                 checkState: Bool, substitutions: [String: PrintfPlaceholder] = [:]) -> Int? {
        guard case .object(let fields) = found.unit.kind else { return nil }
        var state: String?
        if checkState {
            guard let field = fields.first(where: { $0.key == "state" })?.value, case .string(let name) = field.kind, name != "new" else {
                return nil
            }
            state = name
        }
        guard let value = fields.first(where: { $0.key == "value" })?.value, case .string(let raw) = value.kind, let offset = absolute(value.offset) else {
            return nil
        }
        if raw.isEmpty, state == "needs_review" { return nil }
        // A substitution's `%arg` is its argument, written with the substitution's formatSpecifier.
        var argument: String?
        if case .substitution(_, let position, let specifier?)? = found.steps.first {
            argument = "%" + (position.map { "\($0)$" } ?? "") + specifier
        }
        guard let (text, positions) = decodeLiteral(at: offset, replacingArgWith: argument) else { return nil }
        var string = LocalizedString(file: file.path, key: found.key, language: language, value: text, positions: positions,
                                     keyLocation: lines.location(ofByte: absolute(localization.keyOffset) ?? 0), role: role)
        string.pluralGroup = found.pluralGroup
        string.resourceName = nil
        if argument == nil, !substitutions.isEmpty, text.contains("%") { string.substitutionArguments = substitutions }
        if recordsPlaces { file.places[file.strings.count] = StringPlace(entry: found.entry, steps: found.steps) }
        file.strings.append(string)
        return file.strings.count - 1
    }

    /// The string units of a localization (or a variation, or a substitution), in file order;
    /// `steps` lead from the entry `entry` to `value`.
    /// Catalogs are at most ``BookValue/maxDepth`` levels deep, so this may recurse.
    private func units(in value: BookValue, key: String, entry: String, steps: [StringPlace.Step], pluralGroup: String? = nil,
                       substitutions: Bool = true, sourceSubstitutions: [String: (argument: Int?, specifier: String?)] = [:]) -> [Found] {
        guard case .object(let fields) = value.kind else { return [] }
        var result: [Found] = []
        // A substitution with no `argNum` takes the argument its reference's place in the
        // value gives it, as Foundation formats it (`%#@posts@ %#@people@`: 1 and 2).
        var positions: [String: Int] = [:]
        if substitutions, let unit = fields.first(where: { $0.key == "stringUnit" })?.value, case .object(let unitFields) = unit.kind,
           let text = unitFields.first(where: { $0.key == "value" })?.value, case .string(let format) = text.kind {
            for placeholder in CatalogArguments.numbered(StringAnalyzer.placeholders(in: format, dialect: .apple)) {
                if let name = CatalogArguments.referencedName(placeholder), let position = placeholder.position, positions[name] == nil {
                    positions[name] = position
                }
            }
        }
        for field in fields {
            switch field.key {
            case "stringUnit":
                result.append(Found(key: key, pluralGroup: pluralGroup, unit: field.value, entry: entry, steps: steps))
            case "variations":
                guard case .object(let kinds) = field.value.kind else { continue }
                for kind in kinds where kind.key == "plural" || kind.key == "device" {
                    guard case .object(let cases) = kind.value.kind else { continue }
                    for variation in cases {
                        let step: StringPlace.Step = kind.key == "plural" ? .plural(variation.key) : .device(variation.key)
                        result += units(in: variation.value, key: "\(key)[\(variation.key)]", entry: entry, steps: steps + [step],
                                        pluralGroup: kind.key == "plural" ? key : nil, substitutions: false)
                    }
                }
            case "substitutions" where substitutions:
                guard case .object(let names) = field.value.kind else { continue }
                for name in names {
                    var argument = sourceSubstitutions[name.key]?.argument
                    var specifier = sourceSubstitutions[name.key]?.specifier
                    if case .object(let details) = name.value.kind {
                        if let value = details.first(where: { $0.key == "argNum" })?.value, case .number(let number, true) = value.kind,
                           number >= 1, number <= 1_000_000 {
                            argument = Int(number)
                        } else if sourceSubstitutions[name.key] == nil, let position = positions[name.key] {
                            argument = position
                        }
                        if let value = details.first(where: { $0.key == "formatSpecifier" })?.value, case .string(let text) = value.kind {
                            specifier = text
                        }
                    }
                    // A translation's substitution is paired with the source's of the same
                    // argument number, whatever each is called (`count_posts` and `arg1`).
                    var pairedName = name.key
                    if !sourceSubstitutions.isEmpty, sourceSubstitutions[name.key] == nil, let argument,
                       let match = sourceSubstitutions.filter({ $0.value.argument == argument }).map(\.key).min() {
                        pairedName = match
                    }
                    let step = StringPlace.Step.substitution(name: name.key, argument: argument, specifier: specifier)
                    result += units(in: name.value, key: "\(key){\(pairedName)}", entry: entry, steps: steps + [step], substitutions: false)
                }
            default:
                break
            }
        }
        return result
    }
}
