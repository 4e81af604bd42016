/// Something worth telling about a compile that still succeeded: a tag the style book does not
/// name (`unknown-tag`), which is stripped and styles nothing.
///
/// ``MarkupCompiler`` reports each unknown tag name once, at its first occurrence, up to
/// ``maxTagWarnings`` names; one more warning then counts the unknown tags left. Under
/// ``MarkupCompiler/strict`` the first one is a ``CompileError`` with the same message instead.
public struct CompileWarning: Hashable, Sendable, CustomStringConvertible {
    /// The rule identifier shared with `markupc lint`: `unknown-tag`.
    public var rule: DiagnosticRule
    /// What is wrong: `<hlep> is not in styles.json (did you mean <help>?)`.
    public var message: String
    /// Where, in the input.
    public var location: SourceLocation
    /// The unknown tag's name; `nil` for the warning that counts the unknown tags past the limit.
    public var tagName: String?
    /// The nearest name the style book has, if one is close enough to be a likely typo.
    public var suggestion: String?

    /// How many unknown tag names get a warning of their own.
    public static let maxTagWarnings = 100

    /// Creates a warning.
    public init(rule: DiagnosticRule, message: String, location: SourceLocation, tagName: String? = nil, suggestion: String? = nil) {
        self.rule = rule
        self.message = DiagnosticText.shorten(message)
        self.location = location
        self.tagName = tagName
        self.suggestion = suggestion
    }

    /// `line:column: message [rule]`.
    public var description: String { "\(location): \(message) [\(rule)]" }
}

/// Collects the unknown tags of one compile, in tag order, and makes their warnings: the first
/// tag of each unknown name, up to ``CompileWarning/maxTagWarnings`` names, then a count of
/// the unknown tags of other names.
struct UnknownTags {
    private var first: [(name: String, offset: Int)] = []
    private var warned = Set<String>()
    private var more = 0
    private var firstMoreOffset: Int?

    /// Records a tag the book does not name, at source byte offset `offset`.
    mutating func note(_ name: String, offset: Int) {
        if warned.contains(name) { return }
        if first.count < CompileWarning.maxTagWarnings {
            warned.insert(name)
            first.append((name, offset))
        } else {
            if firstMoreOffset == nil { firstMoreOffset = offset }
            more += 1
        }
    }

    /// The warnings; `locate` maps increasing byte offsets to their locations in one pass.
    func warnings(book: StyleBook, locate: ([Int]) -> [SourceLocation]) -> [CompileWarning] {
        guard !first.isEmpty else { return [] }
        let locations = locate(first.map(\.offset) + (firstMoreOffset.map { [$0] } ?? []))
        var warnings = zip(first, locations).map { tag, location in
            let suggestion = book.nearestStyleName(to: tag.name)
            return CompileWarning(rule: .unknownTag, message: book.unknownTagMessage(tag.name, suggestion: suggestion),
                                  location: location, tagName: tag.name, suggestion: suggestion)
        }
        if firstMoreOffset != nil, let location = locations.last {
            warnings.append(CompileWarning(rule: .unknownTag, message: "\(more) more tags are not in \(book.displayName)", location: location))
        }
        return warnings
    }
}
