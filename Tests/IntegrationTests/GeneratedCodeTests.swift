import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// Generated code compiled with the library and run: translations written to break out of a
/// literal stay text, arguments stay text, and each locale gets its own markup and variant;
/// keys, tables and enums named like what the generated file uses (`markupStyleBookJSON`,
/// `Locale`, `String`, `StyledString`) shadow nothing. (Compiling through SwiftPM's build
/// plugin is tested with the plugin.)
final class GeneratedCodeTests: XCTestCase {
    /// Translations that would end a literal, interpolate, end a comment or start a new line.
    private let hostile: [(language: String, value: String)] = [
        ("en", "Say \"#hi\"# \\(exit(1)) \\#(exit(2)) */ to <b>%@</b>\nline two"),
        ("de", "Sag \"##hallo\"## /* zu <b>%@</b>\r\n\\\\ zweite Zeile \u{202E}"),
        ("he", "אמור \"#שלום\"# ל-<b>%@</b>\n\\(exit(3))"),
    ]

    private func catalog() -> String {
        func quoted(_ text: String) -> String {
            String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
        }
        func unit(_ language: String, _ value: String) -> String {
            "\(quoted(language)) : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(quoted(value)) } }"
        }
        let hostileUnits = hostile.map { unit($0.language, $0.value) }.joined(separator: ",\n")
        // Keys named like the generated code's own members and the types it uses, and Swift keywords.
        let reserved = ["table", "makeStrings", "markup style book JSON", "styleBookJSON", "table0", "strings0", "Locale", "String",
                        "default", "init", "self", "Type"].map {
            "\(quoted($0)) : { \"localizations\" : { \(unit("en", "<b>\($0)</b>")) } },"
        }.joined(separator: "\n")
        return """
        {
          "sourceLanguage" : "en",
          "strings" : {
        \(reserved)
            "hostile\\"#key" : { "localizations" : {
        \(hostileUnits)
            } },
            "files" : { "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "<b>%lld</b> file" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "<b>%lld</b> files" } } } } },
              "he" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "קובץ <b>%lld</b>" } },
                "two" : { "stringUnit" : { "state" : "translated", "value" : "<b>%lld</b> קבצים" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "<b>%lld</b> קבצים" } } } } },
              "de" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "<b>eine</b> Datei" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "<b>%lld</b> Dateien" } } } } }
            } }
          }
        }
        """
    }

    /// The library's object files of a run under ThreadSanitizer (`scripts/test`'s tsan stage)
    /// are instrumented, so the program linking them needs the sanitizer's runtime too. The test
    /// process has that runtime loaded exactly when it was built with the sanitizer.
    private var sanitizerFlags: [String] {
        guard let process = dlopen(nil, RTLD_NOW) else { return [] }
        defer { dlclose(process) }
        return dlsym(process, "__tsan_init") == nil ? [] : ["-sanitize=thread"]
    }

    /// A second table, `StyledString`, whose nested enum shadows the library's type of that name.
    private let secondTable = """
        {"sourceLanguage" : "en", "strings" : {"count %lld" : {"localizations" : {"en" : {"stringUnit" : {"state" : "translated", "value" : "<help>%lld</help> left"}}}}}}
        """

    func testGeneratedCodeCompilesAndKeepsTranslationsAsText() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        try Data(catalog().utf8).write(to: directory.appendingPathComponent("Localizable.xcstrings"))
        try Data(secondTable.utf8).write(to: directory.appendingPathComponent("StyledString.xcstrings"))
        try Data(#"{"b": {"font": {"weight": "bold"}}, "help": {"action": "open-help"}}"#.utf8).write(to: directory.appendingPathComponent("styles.json"))
        // The top enum and the action enum named like the types the file uses.
        let generate = try MarkupcRunner.run(["generate", "Localizable.xcstrings", "StyledString.xcstrings", "--stylebook", "styles.json",
                                              "-o", "Strings.swift", "--access-level", "internal", "--enum-name", "Locale",
                                              "--action-enum-name", "String"], directory: directory)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let main = """
        import Foundation
        import StyleMarkup
        var lines: [Swift.String] = []
        for language in ["en", "de", "he"] {
            let styled = Locale.hostileKey("<b>Bob</b> \\\\(x) \\"#", locale: Foundation.Locale(identifier: language))
            lines.append("\\(styled.language)|\\(styled.makeText())|\\(styled.problem == nil)|\\(styled.makeRuns().count)")
        }
        for (count, language) in [(1, "en"), (2, "en"), (1, "de"), (7, "de"), (2, "he"), (5, "he"), (3, "fr")] {
            let styled = Locale.files(count: count, locale: Foundation.Locale(identifier: language))
            lines.append("\\(styled.language)|\\(styled.makeText())|\\(styled.problem == nil)|\\(styled.makeRuns().count)")
        }
        lines.append([Locale.table(), Locale.makeStrings(), Locale.markupStyleBookJSON(), Locale.styleBookJSON(), Locale.table0(),
                      Locale.strings0(), Locale.locale(), Locale.string(), Locale.default(), Locale.`init`(), Locale.`self`(),
                      Locale.type()].map { $0.makeText() }.joined(separator: " "))
        let left = Locale.StyledString.count(3, locale: Foundation.Locale(identifier: "en"))
        lines.append("\\(left.makeText())|\\(String.allCases.map(\\.rawValue))|\\(left.action(String.self, atUTF16Offset: 0) == .openHelp)")
        FileHandle.standardOutput.write(try! JSONEncoder().encode(lines))
        """
        try Data(main.utf8).write(to: directory.appendingPathComponent("main.swift"))

        // Compile against the library this test run built: its module and the object files of
        // its current sources.
        let products = MarkupcRunner.productsDirectory
        let sources = try String(contentsOf: products.appendingPathComponent("StyleMarkup.build/sources"), encoding: .utf8)
        let objects = sources.split(separator: "\n").map { products.appendingPathComponent("StyleMarkup.build/\(URL(fileURLWithPath: String($0)).lastPathComponent).o").path }
        let program = directory.appendingPathComponent("strings")
        let compile = try MarkupcRunner.runProgram(URL(fileURLWithPath: "/usr/bin/env"),
                                                   ["swiftc", "-swift-version", "6", "-I", products.appendingPathComponent("Modules").path,
                                                    "-I", products.path, "Strings.swift", "main.swift"] + objects + sanitizerFlags + ["-o", program.path],
                                                   directory: directory)
        XCTAssertEqual(compile.status, 0, compile.output)
        let run = try MarkupcRunner.runProgram(program, [], directory: directory)
        XCTAssertEqual(run.status, 0, run.output)
        let lines = try JSONDecoder().decode([String].self, from: Data(run.output.utf8))
        let argument = "<b>Bob</b> \\(x) \"#"
        XCTAssertEqual(lines, [
            "en|Say \"#hi\"# \\(exit(1)) \\#(exit(2)) */ to \(argument)\nline two|true|3",
            "de|Sag \"##hallo\"## /* zu \(argument)\r\n\\\\ zweite Zeile \u{202E}|true|3",
            "he|אמור \"#שלום\"# ל-\(argument)\n\\(exit(3))|true|3",
            "en|1 file|true|2",
            "en|2 files|true|2",
            "de|eine Datei|true|2",
            "de|7 Dateien|true|2",
            "he|2 קבצים|true|2",
            "he|5 קבצים|true|2",
            "en|3 files|true|2",
            "table makeStrings markup style book JSON styleBookJSON table0 strings0 Locale String default init self Type",
            "3 left|[\"open-help\"]|true",
        ])
    }
}
