import Foundation
import XCTest
@testable import StyleMarkup

/// Reads emitted RTF with a real reader: LibreOffice converts it to HTML, and the text, styles
/// and link must survive. Needs `soffice` on PATH, or on macOS LibreOffice in /Applications
/// (`scripts/install-libreoffice`); without it the test fails on Linux rather than skips, and
/// is skipped, saying so, elsewhere. LibreOffice starts slowly, so everything is checked on one
/// conversion.
final class RTFLibreOfficeTests: XCTestCase {
    private static let book = ##"""
    {"b": {"font": {"weight": "bold"}}, "i": {"font": {"italic": true}}, "u": {"underline": "single"},
     "red": {"color": "#ff0000"}, "big": {"font": {"size": 24}}, "mark": {"background": "#ffff00"},
     "center": {"paragraph": {"alignment": "center"}}, "code": {"font": {"family": "Courier New"}},
     "link": {"color": "#0000ee", "underline": "single"}}
    """##
    private static let markup = """
    <center>Café über naïve — 日本語 😀 and {braces} \\back\\slash</center>
    Plain <b>boldword</b> <i>italicword</i> <u>underword</u> <red>redword</red> <big>bigword 大きい</big> \
    <mark>markword</mark> <code>codeword</code> <a href="https://example.com/terms">termsword</a> end
    """
    private static let expectedText = "Café über naïve — 日本語 😀 and {braces} \\back\\slash\n"
        + "Plain boldword italicword underword redword bigword 大きい markword codeword termsword end"

    func testLibreOfficeReadsTextStylesColorsSizesAndLinks() throws {
        guard let soffice = Self.findOnPath(["soffice", "libreoffice"]) ?? Self.macOSApplication() else {
            // The same failure on every platform: the test is not skipped, it needs the program.
            XCTFail("MISSING TOOL: LibreOffice (soffice or libreoffice on PATH, or LibreOffice.app on macOS) is needed by this test and is not installed: run scripts/install-libreoffice")
            return
        }
        let compiled = try MarkupCompiler(styleBook: try StyleBook(json: Self.book)).compile(Self.markup)
        XCTAssertEqual(compiled.makeText(), Self.expectedText)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-rtf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("sample.rtf")
        try Data(RTFEmitter().emit(compiled)).write(to: input)

        let started = Date()
        let (status, log) = try Self.run(soffice, [
            "-env:UserInstallation=" + directory.appendingPathComponent("profile", isDirectory: true).absoluteString,
            "--headless", "--norestore", "--nologo", "--nodefault", "--nolockcheck",
            "--convert-to", "html", "--outdir", directory.path, input.path,
        ], timeout: 240)
        let elapsed = Date().timeIntervalSince(started)
        let output = directory.appendingPathComponent("sample.html")
        guard status == 0, let data = FileManager.default.contents(atPath: output.path) else {
            XCTFail("soffice exited with \(status) after \(Int(elapsed)) s and wrote no HTML:\n\(log)")
            return
        }
        print("RTFLibreOfficeTests: LibreOffice converted the RTF in \(String(format: "%.1f", elapsed)) s")
        let html = String(decoding: data, as: UTF8.self)
        let page = HTMLText(html)

        XCTAssertEqual(page.text.collapsingWhitespace, Self.expectedText.collapsingWhitespace, "text in:\n\(html)")
        func assertStyle(_ word: String, _ description: String, _ test: (HTMLText.Element) -> Bool, line: UInt = #line) {
            guard let elements = page.elements(around: word) else { return XCTFail("\(word) is missing in:\n\(html)", line: line) }
            XCTAssertTrue(elements.contains(where: test), "\(word) is not \(description): \(elements.map(\.tag))\n\(html)", line: line)
        }
        func style(_ element: HTMLText.Element, has fragment: String) -> Bool {
            element.tag.lowercased().replacingOccurrences(of: " ", with: "").contains(fragment)
        }
        assertStyle("boldword", "bold") { $0.name == "b" || $0.name == "strong" || style($0, has: "font-weight:bold") || style($0, has: "font-weight:700") }
        assertStyle("italicword", "italic") { $0.name == "i" || $0.name == "em" || style($0, has: "font-style:italic") }
        assertStyle("underword", "underlined") { $0.name == "u" || style($0, has: "text-decoration:underline") }
        assertStyle("redword", "red") { style($0, has: "color=\"#ff0000\"") || style($0, has: "color:#ff0000") || style($0, has: "rgb(255,0,0)") }
        assertStyle("bigword", "24 pt") { style($0, has: "font-size:24pt") }
        // LibreOffice gives CJK text a size of its own unless the RTF names one: the innermost
        // size must be the run's (12 pt by default, 24 pt for <big>).
        for (word, size) in [("日本語", "12pt"), ("大きい", "24pt"), ("Café", "12pt")] {
            let sizes = page.elements(around: word)?.compactMap { element -> String? in
                let tag = element.tag.replacingOccurrences(of: " ", with: "")
                return tag.range(of: #"font-size:[0-9.]+pt"#, options: .regularExpression).map { String(tag[$0]) }
            }
            XCTAssertEqual(sizes?.last, "font-size:" + size, "\(word) size in:\n\(html)")
        }
        assertStyle("markword", "on yellow") { style($0, has: "background:#ffff00") || style($0, has: "background-color:#ffff00") }
        assertStyle("codeword", "in Courier New") { style($0, has: "face=\"couriernew") || style($0, has: "font-family:\"couriernew") || style($0, has: "font-family:'couriernew") }
        assertStyle("termsword", "a link to https://example.com/terms") { $0.name == "a" && $0.tag.contains(#"href="https://example.com/terms""#) }
        assertStyle("Café", "centered") { $0.name == "p" && (style($0, has: "align=\"center\"") || style($0, has: "text-align:center")) }
        XCTAssertEqual(html.components(separatedBy: "<a ").count - 1, 1, "exactly one link:\n\(html)")
        for word in ["boldword", "italicword", "redword", "end"] {
            XCTAssertFalse(page.elements(around: word)?.contains { $0.name == "a" } ?? true, "\(word) must not be in the link")
        }
    }

    /// LibreOffice's `soffice` inside its macOS application bundle, when it is installed there.
    static func macOSApplication() -> String? {
        #if os(macOS)
        let soffice = "/Applications/LibreOffice.app/Contents/MacOS/soffice"
        if FileManager.default.isExecutableFile(atPath: soffice) { return soffice }
        #endif
        return nil
    }

    /// The first of `names` found as an executable on PATH.
    static func findOnPath(_ names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for name in names {
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// Runs `executable` and returns its status and combined output; kills it after `timeout` s.
    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-soffice-\(UUID().uuidString).log")
        try Data().write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            Thread.sleep(forTimeInterval: 2)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            return (-1, "timed out after \(Int(timeout)) s\n" + ((try? String(contentsOf: log, encoding: .utf8)) ?? ""))
        }
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}

/// The text of an HTML page's body with, for each character, the elements enclosing it.
/// Enough HTML for LibreOffice's export: tags, entities, void elements; no scripts.
private struct HTMLText {
    struct Element {
        /// The lowercased element name.
        var name: String
        /// The whole start tag as written.
        var tag: String
    }

    /// The body's text, entities decoded.
    private(set) var text = ""
    /// For each character of ``text``, the open elements (outermost first).
    private var context: [[Element]] = []

    init(_ html: String) {
        var stack: [Element] = []
        var inBody = false
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            if inBody { append(Self.decode(rest[..<open]), stack) }
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = String(rest[open...close])
            rest = rest[rest.index(after: close)...]
            let name = tag.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "/" || $0 == "!" }.lowercased()
            if name == "body" { inBody = true; continue }
            if name == "/body" { break }
            guard inBody else { continue }
            if name.hasPrefix("/") {
                if let index = stack.lastIndex(where: { "/" + $0.name == name }) { stack.removeSubrange(index...) }
            } else if name == "br" {
                append("\n", stack)
            } else if !["meta", "img", "hr", "link", "input", "col"].contains(name) && !tag.hasSuffix("/>") && !name.hasPrefix("!") {
                stack.append(Element(name: name, tag: tag))
            }
        }
    }

    private mutating func append(_ string: String, _ stack: [Element]) {
        text += string
        context += Array(repeating: stack, count: string.count)
    }

    /// The elements enclosing the first occurrence of `word`, or `nil` when it is not in the text.
    func elements(around word: String) -> [Element]? {
        guard let range = text.range(of: word) else { return nil }
        return context[text.distance(from: text.startIndex, to: range.lowerBound)]
    }

    /// `text` with the entities LibreOffice writes decoded.
    static func decode(_ text: Substring) -> String {
        var output = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            output += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
            if let value = named[String(entity)] {
                output += value
            } else if entity.hasPrefix("#x") || entity.hasPrefix("#X"), let code = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                output.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                output.unicodeScalars.append(scalar)
            } else {
                output += rest[amp...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return output + rest
    }
}

private extension String {
    /// Runs of whitespace (HTML line wrapping, paragraph breaks) as one space, trimmed.
    var collapsingWhitespace: String {
        split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
