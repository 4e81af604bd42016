import Foundation

/// A page of `Docs/` turned into an article of a module's documentation catalog
/// (`Sources/MODULE/MODULE.docc/PAGEGuide.md`), which Xcode and the Swift Package Index show.
///
/// The text stays the page's, except where DocC reads Markdown differently from GitHub:
/// - a link to a page of the same catalog becomes a DocC link (`doc:StyleBookGuide#Links`), which
///   `docc convert` checks, showing the article's or heading's title when the link's text
///   was only the page's file name;
/// - a link to any other page or file of the repository becomes its text followed by the
///   file's path, or the path alone when the text was the file's name (a catalog cannot reach
///   files outside it);
/// - an image becomes its description and path, for the same reason;
/// - a code span between two or more backticks that holds a backtick becomes plain text with
///   the backticks escaped, since DocC reads every such span as a symbol link.
///
/// Every link to a page or file is checked on the way: a missing page, file or heading is an
/// error naming the page, line and target.
struct DocCatalogArticle {
    /// A link that leads nowhere: the page and line holding it, its target and why.
    struct BrokenLink: Error, Equatable, CustomStringConvertible {
        let page: String
        let line: Int
        let target: String
        let reason: String
        var description: String { "Docs/\(page).md:\(line): (\(target)) \(reason)" }
    }

    /// The line that marks an article as made from a page, after its title.
    static func marker(of page: String) -> String {
        "<!-- Made from Docs/\(page).md: edit that page, then run MARKUPC_WRITE_DOCS=1 swift test --filter DocCatalogTests -->"
    }

    /// The name of a page's article, and of the DocC link to it: the page's name and `Guide`
    /// (`StyleBookGuide`), since an article named as a symbol of its module (`StyleBook`) would
    /// take the symbol's place.
    static func articleName(of page: String) -> String {
        page + "Guide"
    }

    /// Every page of `Docs/`, by name.
    let pages: [String: DocsPage]
    /// The pages of the catalog being written, by name.
    let catalogPages: Set<String>
    /// Whether a path relative to the repository's root names a file.
    let fileExists: (String) -> Bool

    /// The article: the page's title, the marker, then the rest of the page converted.
    func article(of page: DocsPage) throws -> String {
        let lines = DocsPage.lines(of: page.markdown)
        guard let title = lines.first, title.line.hasPrefix("# "), !title.isCode else {
            throw BrokenLink(page: page.name, line: 1, target: "", reason: "the page must start with its title, a `# ` heading")
        }
        var output = [title.line, "", Self.marker(of: page.name)]
        var block: [String] = []
        var blockStart = 2
        func flush() throws {
            guard !block.isEmpty else { return }
            output.append(try convert(block.joined(separator: "\n"), of: page, firstLine: blockStart))
            block = []
        }
        for (offset, line) in lines.enumerated().dropFirst() {
            if line.isCode {
                try flush()
                output.append(line.line)
            } else {
                if block.isEmpty { blockStart = offset + 1 }
                block.append(line.line)
            }
        }
        try flush()
        return output.joined(separator: "\n")
    }

    /// Inline Markdown outside fenced code, with its links and code spans converted.
    func convert(_ text: String, of page: DocsPage, firstLine: Int) throws -> String {
        let characters = Array(text)
        var output = ""
        var index = 0
        var line = firstLine
        while index < characters.count {
            let character = characters[index]
            if character == "\n" { line += 1 }
            if character == "\\", index + 1 < characters.count {
                output.append(contentsOf: [character, characters[index + 1]])
                if characters[index + 1] == "\n" { line += 1 }
                index += 2
            } else if character == "`" {
                guard let span = InlineMarkdown.codeSpanLength(in: characters, at: index) else {
                    let run = characters[index...].prefix(while: { $0 == "`" })
                    output.append(contentsOf: run)
                    index += run.count
                    continue
                }
                output += codeSpan(String(characters[index..<(index + span.length)]), marks: span.marks)
                line += characters[index..<(index + span.length)].filter { $0 == "\n" }.count
                index += span.length
            } else if character == "[" || character == "!", let link = InlineMarkdown.link(in: characters, at: index) {
                output += try convert(link, of: page, line: line)
                line += characters[link.range].filter { $0 == "\n" }.count
                index = link.range.upperBound
            } else {
                output.append(character)
                index += 1
            }
        }
        return output
    }

    /// A code span as DocC should read it: as written, unless DocC would take it for a symbol link.
    private func codeSpan(_ span: String, marks: Int) -> String {
        let content = span.dropFirst(marks).dropLast(marks)
        guard marks >= 2, content.contains("`") else { return span }
        let trimmed = content.hasPrefix(" ") && content.hasSuffix(" ") && content.count > 2 ? content.dropFirst().dropLast() : content
        return trimmed.map { $0.isASCII && $0.isPunctuation || $0.isASCII && $0.isSymbol ? "\\\($0)" : String($0) }.joined()
    }

    private func convert(_ link: DocsPage.Link, of page: DocsPage, line: Int) throws -> String {
        let text = try convert(link.text, of: page, firstLine: line)
        if link.target.hasPrefix("https://") || link.target.hasPrefix("http://") || link.target.hasPrefix("mailto:") {
            return (link.isImage ? "!" : "") + "[\(text)](\(link.target))"
        }
        let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let anchor = parts.count > 1 ? String(parts[1]) : nil
        let broken = { (reason: String) in BrokenLink(page: page.name, line: line, target: link.target, reason: reason) }

        let targetName = path.isEmpty ? page.name : path.hasSuffix(".md") && !path.contains("/") ? String(path.dropLast(3)) : nil
        if let targetName, !link.isImage {
            guard let target = pages[targetName] else { throw broken("no such page in Docs/") }
            var heading: DocsPage.Heading?
            if let anchor {
                guard let found = target.heading(anchor: anchor) else { throw broken("no heading of Docs/\(targetName).md has this anchor") }
                heading = found
            }
            let namesThePage = Self.names(text, "Docs/\(targetName).md")
            if catalogPages.contains(targetName) {
                let reference = "doc:" + Self.articleName(of: targetName) + (heading.map { "#" + $0.doccAnchor } ?? "")
                return namesThePage ? "<\(reference)>" : "[\(text)](\(reference))"
            }
            let place = heading.map { "“\($0.text)” in `Docs/\(targetName).md`" } ?? "`Docs/\(targetName).md`"
            return namesThePage ? place : "\(text) (\(place))"
        }
        let repositoryPath = Self.repositoryPath(ofDocsLink: path)
        guard anchor == nil || path.hasSuffix(".md"), fileExists(repositoryPath) else { throw broken("no such file: \(repositoryPath)") }
        if link.isImage { return "\(text) (image: `\(repositoryPath)`)" }
        return Self.names(text, repositoryPath) ? "`\(repositoryPath)`" : "\(text) (`\(repositoryPath)`)"
    }

    /// Whether a link's text is already the path it leads to (`Docs/Lint.md`, `` `Lint.md` ``).
    private static func names(_ text: String, _ path: String) -> Bool {
        let bare = text.filter { $0 != "`" }
        return bare == path || path.hasSuffix("/" + bare)
    }

    /// A relative link of a page in `Docs/`, as a path from the repository's root.
    static func repositoryPath(ofDocsLink path: String) -> String {
        var components = ["Docs"]
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }
}
