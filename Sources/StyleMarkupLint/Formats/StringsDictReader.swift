import StyleMarkup

/// Reads Apple `.stringsdict` files (XML property lists): for each key, the
/// `NSStringLocalizedFormatKey` format (key `photos`) and each plural form (`zero one two few
/// many other`) of each variable the format names (key `photos{count}[one]`).
///
/// The text is XML-decoded once, with markupc's own tokenizer: no entity a DOCTYPE declares
/// is ever expanded (such a DOCTYPE is a `malformed-file` finding). Other keys of a variable
/// (`NSStringFormatSpecTypeKey`, `NSStringFormatValueTypeKey`) and non-string values are
/// ignored. Files pair like `.strings`: `fr.lproj/Localizable.stringsdict` with the source
/// language's `Localizable.stringsdict`, a plural form with the source's form of the same
/// quantity, else `other` (``PairRules``).
struct StringsDictReader: LocalizationReader {
    /// The plural forms a variable may have.
    static let pluralForms: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    private var tokenizer: XMLTokenizer
    private var file: LocalizationFile
    /// Whether to record each string's ``StringPlace``.
    private var recordsPlaces = false
    private var lines: LineTable { tokenizer.lines }

    /// A value of the property list, with where it starts.
    private indirect enum Node {
        case dict([(key: String, keyOffset: Int, value: Node)])
        case string(value: String, positions: PositionMap)
        case other
    }

    /// An open `<plist>`, `<dict>` or `<array>`.
    private struct Frame {
        var name: String
        var entries: [(key: String, keyOffset: Int, value: Node)] = []
        var pendingKey: (String, Int)?
    }

    /// Reads the UTF-8 text of a `.stringsdict` file into `file`.
    static func describe(_ file: inout LocalizationFile, options: LocalizationReadOptions) { describeLprojTable(&file) }

    static func read(_ lines: LineTable, into file: inout LocalizationFile, options: LocalizationReadOptions) {
        var reader = StringsDictReader(tokenizer: XMLTokenizer(lines: lines), file: file)
        reader.recordsPlaces = options.recordsPlaces
        do {
            if let root = try reader.readTree() { reader.readEntries(root) }
        } catch {
            reader.file.malformed(error.message, at: lines.location(ofByte: error.offset))
        }
        file = reader.file
    }

    /// The deepest open `<plist>`/`<dict>`/`<array>` whose values are kept: the root dict, an
    /// entry's dict and a variable's dict are all a `.stringsdict` means. Values nested deeper
    /// are read and checked but kept as `.other`, so a hostile file nesting dicts a million deep
    /// builds no deep tree (whose release would recurse once per level).
    private static let deepestKeptFrame = 4

    /// The root `<dict>`, or `nil` after reporting why there is none.
    private mutating func readTree() throws(XMLTokenizer.SyntaxError) -> Node? {
        var stack: [Frame] = []
        var root: Node?
        func attach(_ node: Node, at offset: Int, to stack: inout [Frame]) throws(XMLTokenizer.SyntaxError) {
            guard let top = stack.last else { return }
            let node = stack.count <= Self.deepestKeptFrame ? node : .other
            if top.name == "plist" {
                if root == nil { root = node }
            } else if top.name == "dict" {
                guard let (key, keyOffset) = top.pendingKey else {
                    throw XMLTokenizer.SyntaxError(message: "a value in a <dict> needs a <key> before it", offset: offset)
                }
                stack[stack.count - 1].entries.append((key, keyOffset, node))
                stack[stack.count - 1].pendingKey = nil
            }
        }
        while let token = try tokenizer.next() {
            switch token {
            case .doctype(let range, let declaresEntities):
                if declaresEntities {
                    file.malformed("the DOCTYPE declares entities; markupc never expands them", at: lines.location(ofByte: range.lowerBound))
                    return nil
                }
            case .start(let tag):
                if stack.isEmpty && tag.name != "plist" {
                    throw XMLTokenizer.SyntaxError(message: "the root element is <\(tag.name)>, not <plist>", offset: tag.range.lowerBound)
                }
                switch tag.name {
                case "plist", "dict", "array":
                    if tag.isEmpty {
                        try attach(tag.name == "dict" ? .dict([]) : .other, at: tag.range.lowerBound, to: &stack)
                    } else {
                        stack.append(Frame(name: tag.name))
                    }
                case "key":
                    guard stack.last?.name == "dict" else {
                        throw XMLTokenizer.SyntaxError(message: "a <key> outside a <dict>", offset: tag.range.lowerBound)
                    }
                    let key = try readText(tag).value
                    stack[stack.count - 1].pendingKey = (key, tag.range.lowerBound)
                case "string":
                    let (value, positions) = try readText(tag)
                    try attach(.string(value: value, positions: positions), at: tag.range.lowerBound, to: &stack)
                default:
                    _ = try readText(tag)
                    try attach(.other, at: tag.range.lowerBound, to: &stack)
                }
            case .end(let name, let range):
                guard let frame = stack.popLast() else { break }
                if frame.name == "dict" {
                    try attach(stack.count < Self.deepestKeptFrame ? .dict(frame.entries) : .other, at: range.lowerBound, to: &stack)
                }
                if frame.name == "array" { try attach(.other, at: range.lowerBound, to: &stack) }
                _ = name
            default:
                break
            }
        }
        guard let root, case .dict = root else {
            file.malformed("no <plist> with a <dict>; this is not a .stringsdict file", at: LintLocation(line: 1, column: 1))
            return nil
        }
        return root
    }

    /// The decoded text of `<key>` or `<string>` (just opened); nested elements are not expected
    /// and their text is kept.
    private mutating func readText(_ element: XMLTokenizer.StartTag) throws(XMLTokenizer.SyntaxError) -> (value: String, positions: PositionMap) {
        try tokenizer.readDecodedText(of: element)
    }

    private mutating func readEntries(_ root: Node) {
        guard case .dict(let entries) = root else { return }
        var firstDefinition: [String: LintLocation] = [:]
        for entry in entries {
            guard case .dict(let fields) = entry.value else { continue }
            let keyLocation = lines.location(ofByte: entry.keyOffset)
            var strings: [LocalizedString] = []
            var places: [StringPlace] = []
            for field in fields {
                switch field.value {
                case .string(let value, let positions) where field.key == "NSStringLocalizedFormatKey":
                    strings.append(make(entry.key, value, positions, keyLocation))
                    places.append(StringPlace(entry: entry.key, steps: []))
                case .dict(let variable):
                    let group = "\(entry.key){\(field.key)}"
                    var specifier: String?
                    if case .string(let value, _)? = variable.first(where: { $0.key == "NSStringFormatValueTypeKey" })?.value { specifier = value }
                    let step = StringPlace.Step.substitution(name: field.key, argument: nil, specifier: specifier)
                    for form in variable where Self.pluralForms.contains(form.key) {
                        guard case .string(let value, let positions) = form.value else { continue }
                        var string = make("\(group)[\(form.key)]", value, positions, keyLocation)
                        string.pluralGroup = group
                        strings.append(string)
                        places.append(StringPlace(entry: entry.key, steps: [step, .plural(form.key)]))
                    }
                default:
                    break
                }
            }
            for index in strings.indices { strings[index].resourceName = entry.key }
            if let first = firstDefinition[entry.key] {
                if let string = strings.first { file.duplicate(string, firstAt: first) }
            } else {
                firstDefinition[entry.key] = keyLocation
            }
            if recordsPlaces {
                for (offset, place) in places.enumerated() { file.places[file.strings.count + offset] = place }
            }
            file.strings += strings
        }
    }

    private func make(_ key: String, _ value: String, _ positions: PositionMap, _ keyLocation: LintLocation) -> LocalizedString {
        LocalizedString(file: file.path, key: key, language: file.language, value: value, positions: positions,
                        keyLocation: keyLocation, role: .translation)
    }
}
