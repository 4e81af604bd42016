/// Collects style book problems while a book is read, locating them in the file lazily.
struct StyleDiagnostics {
    private(set) var problems: [(path: String, message: String, offset: Int?)] = []

    mutating func report(_ path: String, _ message: String, at offset: Int?) {
        problems.append((DiagnosticText.shorten(path), DiagnosticText.shorten(message), offset))
    }

    var isEmpty: Bool { problems.isEmpty }

    /// The collected problems as an error, in file order, with line and column computed from `source`.
    func error(file: String, source: UnsafeBufferPointer<UInt8>?) -> StyleBookError {
        // Stable sort by position: problems found by later passes (references) join their place.
        let ordered = problems.enumerated().sorted { a, b in
            (a.element.offset ?? Int.max, a.offset) < (b.element.offset ?? Int.max, b.offset)
        }.map(\.element)
        return StyleBookError(file: file, problems: ordered.map { problem in
            let location = problem.offset.flatMap { offset in source.map { SourceLocation.locate(byteOffset: offset, in: $0) } }
            return StyleBookError.Problem(path: problem.path, message: problem.message, location: location)
        })
    }
}

/// Extends a path inside a style book: `u` + `underline` → `u.underline`, `u` + 1 → `u[1]`.
func joinPath(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
func joinPath(_ path: String, _ index: Int) -> String { "\(path)[\(index)]" }
