import Foundation

/// The one wording of an unknown tag, shared by the compiler (a warning, or the `--strict`
/// error) and `markupc lint` (`unknown-tag`), and the one way to suggest the intended name.
extension StyleBook {
    /// The style name nearest to `name` by edit distance, when it is close enough to be a
    /// likely typo (`hlep` → `help`, `trems` → `terms`); `nil` otherwise.
    public func nearestStyleName(to name: String) -> String? {
        Suggestions.nearest(to: name, in: sortedStyleNames)
    }

    /// `<hlep> is not in styles.json (did you mean <help>?)`: the book is named by its file's
    /// last path component, "the built-in default book" for ``default``, or "the style book"
    /// when it was built in code.
    public func unknownTagMessage(_ name: String) -> String {
        unknownTagMessage(name, suggestion: nearestStyleName(to: name))
    }

    func unknownTagMessage(_ name: String, suggestion: String?) -> String {
        "<\(name)> is not in \(displayName)" + (suggestion.map { " (did you mean <\($0)>?)" } ?? "")
    }

    /// How messages name the book: its file's last path component, "the built-in default
    /// book", or "the style book".
    var displayName: String {
        if isBuiltInDefault { return "the built-in default book" }
        return fileName.map { ($0 as NSString).lastPathComponent } ?? "the style book"
    }
}
