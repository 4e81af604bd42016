import StyleMarkup

extension XCStringsReader {
    /// Reads a catalog with its entries parsed and read on up to `workers` threads: a catalog
    /// is one file, often the biggest a project has, so reading it in one piece would leave
    /// every core but one idle.
    ///
    /// ``JSONCatalogSplit`` finds the entries; the catalog without them (`"strings": {}`) and
    /// then each entry's key and value are parsed by ``JSONBookReader``, and the entries are
    /// read in contiguous groups, each giving one piece of the file (the pieces after the first
    /// are marked ``LocalizationFile/continuesPreviousFile``). Returns `nil` when the catalog
    /// is not split or any part of it does not parse, or when two entries have the same key:
    /// reading it in one piece then reports what is wrong exactly as it always has.
    static func readInParallel(_ lines: LineTable, file: LocalizationFile, sourceLanguage: String?, workers: Int,
                               recordsPlaces: Bool = false) -> [LocalizationFile]? {
        let text = lines.text
        guard let split = text.withUnsafeBufferPointer({ JSONCatalogSplit($0) }), split.entries.count > 1 else { return nil }
        var rest = Array(text[..<split.strings.lowerBound])
        rest += "{}".utf8
        rest += text[split.strings.upperBound...]
        guard let root = parse(rest[...]) else { return nil }
        var setup = XCStringsReader(lines: lines, file: file)
        guard let (language, _) = setup.catalog(root, sourceLanguage: sourceLanguage), setup.file.findings.isEmpty else { return nil }

        let catalogSourceLanguage = setup.file.catalogSourceLanguage
        let ranges = ParallelWork.ranges(split.entries.count, workers: workers, minimum: 64)
        let parts = ParallelWork.map(ranges.count, workers: workers) { piece -> (file: LocalizationFile, keys: [String])? in
            var pieceFile = LocalizationFile(path: file.path, format: file.format, language: file.language, groupID: file.groupID)
            pieceFile.catalogSourceLanguage = catalogSourceLanguage
            var reader = XCStringsReader(lines: lines, file: pieceFile)
            reader.recordsPlaces = recordsPlaces
            var keys: [String] = []
            keys.reserveCapacity(ranges[piece].count)
            for entry in split.entries[ranges[piece]] {
                guard let keyValue = parse(text[entry.key]), case .string(let key) = keyValue.kind,
                      let value = parse(text[entry.value]) else { return nil }
                keys.append(key)
                let member = BookMember(key: key, keyOffset: entry.key.lowerBound - entry.value.lowerBound, value: value)
                reader.readEntry(member, base: entry.value.lowerBound, sourceLanguage: language)
            }
            return (reader.file, keys)
        }
        var seen = Set<String>()
        seen.reserveCapacity(split.entries.count)
        var pieces: [LocalizationFile] = []
        for case let part? in parts {
            for key in part.keys where !seen.insert(key).inserted { return nil }
            var piece = part.file
            piece.continuesPreviousFile = !pieces.isEmpty
            pieces.append(piece)
        }
        return pieces.count == parts.count ? pieces : nil
    }

    /// The JSON value that is exactly `bytes`, or `nil` when they are not one.
    private static func parse(_ bytes: ArraySlice<UInt8>) -> BookValue? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONBookReader(bytes: buffer)
            return try? reader.read()
        }
    }
}
