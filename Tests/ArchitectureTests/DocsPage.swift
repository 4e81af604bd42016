import Foundation

/// A page of `Docs/` read as Markdown the way GitHub shows it: its title, the anchors of its
/// headings, and its inline links and images outside code. Fenced code blocks and code spans
/// are never read for links or headings.
struct DocsPage {
    /// A heading: its text as written, and the anchor GitHub gives it (`#how-styles-combine`).
    struct Heading: Equatable {
        let level: Int
        let text: String
        var gitHubAnchor: String { Self.anchor(of: text, lowercased: true) }
        /// The anchor DocC gives the same heading: GitHub's, with the letters' case kept.
        var doccAnchor: String { Self.anchor(of: text, lowercased: false) }

        /// Letters, digits, `-` and `_` kept, spaces made `-`, everything else (code marks,
        /// punctuation, apostrophes) dropped.
        static func anchor(of text: String, lowercased: Bool) -> String {
            var anchor = ""
            for character in text {
                if character == " " {
                    anchor.append("-")
                } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    anchor.append(lowercased ? Character(character.lowercased()) : character)
                }
            }
            return anchor
        }
    }

    /// A link or image: where it starts and ends in the text (`[` or `!` up to the `)`), its
    /// text and its target as written.
    struct Link: Equatable {
        let range: Range<Int>
        let isImage: Bool
        let text: String
        let target: String
    }

    /// The page's name without `.md` (`StyleBook`).
    let name: String
    let markdown: String
    /// The headings outside fenced code, in order.
    let headings: [Heading]

    init(name: String, markdown: String) {
        self.name = name
        self.markdown = markdown
        headings = Self.headings(of: markdown)
    }

    private static func headings(of markdown: String) -> [Heading] {
        var headings: [Heading] = []
        for (line, isCode) in lines(of: markdown) where !isCode {
            let hashes = line.prefix(while: { $0 == "#" }).count
            guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { continue }
            headings.append(Heading(level: hashes, text: line.dropFirst(hashes + 1).trimmingCharacters(in: .whitespaces)))
        }
        return headings
    }

    /// The heading a link's `#anchor` names, or nil when none has that anchor.
    func heading(anchor: String) -> Heading? {
        headings.first { $0.gitHubAnchor == anchor }
    }

    /// The page's lines, each marked as inside a fenced code block (the fence lines included) or not.
    static func lines(of markdown: String) -> [(line: String, isCode: Bool)] {
        var result: [(String, Bool)] = []
        var fence: (mark: Character, length: Int)?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.drop(while: { $0 == " " })
            let mark = trimmed.first
            let run = trimmed.prefix(while: { $0 == mark }).count
            if let open = fence {
                result.append((line, true))
                if mark == open.mark, run >= open.length, trimmed.dropFirst(run).allSatisfy({ $0 == " " }) { fence = nil }
            } else if let mark, mark == "`" || mark == "~", run >= 3 {
                fence = (mark, run)
                result.append((line, true))
            } else {
                result.append((line, false))
            }
        }
        return result
    }
}

/// Inline Markdown outside code spans: the links and images of one paragraph or block.
enum InlineMarkdown {
    /// The length of the code span that starts at `start` (a run of backticks closed by a run
    /// of the same length), or nil when the run is never closed.
    static func codeSpanLength(in characters: [Character], at start: Int) -> (length: Int, marks: Int)? {
        let marks = characters[start...].prefix(while: { $0 == "`" }).count
        var index = start + marks
        while index < characters.count {
            if characters[index] == "`" {
                let run = characters[index...].prefix(while: { $0 == "`" }).count
                if run == marks { return (index + run - start, marks) }
                index += run
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The link or image starting at `start` (at its `[`, or at the `!` before it), or nil when
    /// the brackets there are not followed by `(target)`. A target holds no space.
    static func link(in characters: [Character], at start: Int) -> DocsPage.Link? {
        let isImage = characters[start] == "!"
        let open = isImage ? start + 1 : start
        guard open < characters.count, characters[open] == "[" else { return nil }
        var depth = 0
        var index = open
        while index < characters.count {
            switch characters[index] {
            case "\\": index += 1
            case "`": if let span = codeSpanLength(in: characters, at: index) { index += span.length - 1 }
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return target(in: characters, from: index + 1, link: open..<index, start: start, isImage: isImage) }
            default: break
            }
            index += 1
        }
        return nil
    }

    private static func target(in characters: [Character], from index: Int, link: Range<Int>, start: Int, isImage: Bool) -> DocsPage.Link? {
        guard index < characters.count, characters[index] == "(" else { return nil }
        guard let close = characters[index...].firstIndex(of: ")") else { return nil }
        let target = String(characters[(index + 1)..<close])
        guard !target.isEmpty, !target.contains(where: { $0 == " " || $0 == "\n" }) else { return nil }
        return DocsPage.Link(range: start..<(close + 1), isImage: isImage, text: String(characters[(link.lowerBound + 1)..<link.upperBound]),
                             target: target)
    }
}
