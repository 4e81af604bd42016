import Foundation
import StyleMarkup
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// Temporary projects and a generator for the Generate tests.
enum GenerateTestSupport {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Generate")

    static let styleBookText = """
    {"b": {"font": {"weight": "bold"}}, "em": {"font": {"italic": true}}, "help": {"action": "open-help"},
     "terms": {"link": "https://example.com/terms"}}
    """

    /// A generator with `styleBookText` (or the fixture style book).
    static func generator(styleBook text: String = styleBookText) throws -> StringsGenerator {
        var generator = StringsGenerator(styleBook: try StyleBook(json: text, fileName: "styles.json"), styleBookText: text, styleBookName: "styles.json")
        generator.workers = 1
        return generator
    }

    /// Writes files (path → text) under a new temporary directory and returns its path.
    static func project(_ test: XCTestCase, _ files: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("generate-\(UUID().uuidString)")
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        test.addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory.path
    }

    /// A String Catalog with `sourceLanguage` en and these entries (key → language → value).
    static func catalog(_ entries: [(String, [(String, String)])]) -> String {
        var json = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        json += entries.map { key, localizations in
            "    \(quoted(key)) : {\n      \"localizations\" : {\n"
                + localizations.map { "        \(quoted($0.0)) : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(quoted($0.1)) } }" }
                    .joined(separator: ",\n")
                + "\n      }\n    }"
        }.joined(separator: ",\n")
        return json + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self).replacingOccurrences(of: "\\/", with: "/")
    }

    /// The findings as the command line prints them, paths relative to `directory`.
    static func lines(_ result: StringsGenerator.Result, in directory: String) -> [String] {
        result.findings.map { $0.description.replacingOccurrences(of: directory + "/", with: "") }
    }
}
