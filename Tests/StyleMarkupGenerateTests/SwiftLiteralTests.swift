import Foundation
import StyleMarkup
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

final class SwiftLiteralTests: XCTestCase {
    /// Translations written to break out of a literal or a comment.
    static let hostile = [
        "plain",
        "quote \" inside",
        "ends with quote\"",
        "raw end \"# and \"## and \"###",
        "interpolation \\(exit(1)) and \\#(exit(1)) and \\##(exit(1))",
        "comment */ end /* start",
        "line one\nline two\r\nthree\u{2028}four",
        "tab\tnul\u{0}bell\u{7}",
        "bidi \u{202E}reversed\u{202C} \u{2066}isolate\u{2069}",
        "emoji 👨‍👩‍👧 שלום עולם مرحبا",
        "backslash at end \\",
        "\"#); exit(1); print(#\"",
    ]

    func testHashCountOutnumbersEveryRun() {
        XCTAssertEqual(SwiftLiteral.string("abc"), ##"#"abc"#"##)
        XCTAssertEqual(SwiftLiteral.string("say \"#hi"), "##\"say \"#hi\"##")
        XCTAssertEqual(SwiftLiteral.string("\\##(x)"), "###\"\\##(x)\"###")
        XCTAssertEqual(SwiftLiteral.string("a\nb"), ##"#"a\#u{A}b"#"##)
    }

    func testLiteralsStayOnOneLine() {
        for text in Self.hostile {
            XCTAssertFalse(SwiftLiteral.string(text).contains { $0.isNewline }, text)
        }
    }

    func testDocCommentsStartEveryLineWithSlashes() {
        let comment = SwiftLiteral.docComment("one\ntwo */\r\n\u{202E}three", indent: "    ")
        XCTAssertEqual(comment, "    /// one\n    /// two */\n    /// U+202Ethree")
    }

    /// Compiles a program printing every hostile literal and checks it prints them back
    /// exactly: the literal is the text, and nothing else ran.
    func testCompiledLiteralsAreTheText() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("SwiftLiteralTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var source = "import Foundation\nlet texts: [String] = [\n"
        for text in Self.hostile {
            source += SwiftLiteral.docComment(text, indent: "    ") + "\n"
            source += "    " + SwiftLiteral.string(text) + ",\n"
        }
        source += "]\nFileHandle.standardOutput.write(try! JSONEncoder().encode(texts))\n"
        let file = directory.appendingPathComponent("main.swift")
        try Data(source.utf8).write(to: file)
        let binary = directory.appendingPathComponent("literals")
        let compile = try run(["swiftc", "-swift-version", "6", file.path, "-o", binary.path])
        XCTAssertEqual(compile.status, 0, compile.output)
        let result = try run([binary.path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(try JSONDecoder().decode([String].self, from: Data(result.output.utf8)), Self.hostile)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
