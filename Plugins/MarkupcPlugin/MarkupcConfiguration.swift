import Foundation

/// The settings in a `markupc.json` beside `*.markup` files or localization files:
///
/// ```json
/// {"stylebook": "styles.json", "format": "json", "strict": false, "offsets": "utf16",
///  "generate": {"accessLevel": "internal", "enumName": "L10n", "actionEnumName": "MarkupAction",
///               "sourceLanguage": "en", "warningsAsErrors": true}}
/// ```
///
/// Every key is optional. `stylebook` is relative to the `markupc.json` (without it the built-in
/// default book serves); `format` is `json` (default), `rtf`, `html` or `text`; `strict` makes a
/// tag the style book does not name an error; `offsets` is `utf16` (default), `utf8` or `scalars`.
/// `generate` holds the options of `markupc generate` for the GenerateStrings plugin (which
/// needs `stylebook`); MarkupcPlugin ignores it.
///
/// This file is shared by both plugins: Plugins/GenerateStrings holds a symbolic link to it.
struct MarkupcConfiguration {
    /// The configuration file's name.
    static let fileName = "markupc.json"
    /// Output formats and the extension of the resource each writes.
    static let extensions = ["json": "json", "rtf": "rtf", "html": "html", "text": "txt"]

    /// The `markupc.json` this configuration was read from, if any.
    var file: URL?
    /// The style book, resolved against the configuration file's directory.
    var styleBook: URL?
    var format = "json"
    var strict = false
    var offsets: String?
    /// `markupc generate` options from the `generate` object, in command-line form.
    var generateArguments: [String] = []

    /// The output file extension for ``format``.
    var outputExtension: String { Self.extensions[format] ?? format }

    /// The files a build must watch besides the `.markup` file.
    var inputFiles: [URL] { [file, styleBook].compactMap { $0 } }

    /// `markupc` options for these settings.
    var arguments: [String] {
        var arguments = ["--format", format]
        if let styleBook { arguments += ["--stylebook", styleBook.path] }
        if strict { arguments.append("--strict") }
        if let offsets { arguments += ["--offsets", offsets] }
        return arguments
    }

    /// Defaults: JSON with the built-in style book.
    init() {}

    /// Reads `file`; throws a message that names the file and the bad key.
    init(contentsOf file: URL) throws {
        self.file = file
        let data = try Data(contentsOf: file)
        guard let object = try? JSONSerialization.jsonObject(with: data), let settings = object as? [String: Any] else {
            throw ConfigurationError("\(file.path): error: not a JSON object")
        }
        for (key, value) in settings {
            switch (key, value) {
            case ("stylebook", let path as String):
                styleBook = URL(fileURLWithPath: path, relativeTo: file.deletingLastPathComponent()).standardizedFileURL
            case ("format", let format as String) where Self.extensions[format] != nil:
                self.format = format
            case ("strict", let strict as Bool):
                self.strict = strict
            case ("offsets", let offsets as String) where ["utf8", "utf16", "scalars"].contains(offsets):
                self.offsets = offsets
            case ("generate", let options as [String: Any]):
                generateArguments = try Self.generateArguments(options, file: file)
            case ("$schema", _):
                break
            case ("stylebook", _), ("format", _), ("strict", _), ("offsets", _), ("generate", _):
                throw ConfigurationError("\(file.path): error: bad value for \"\(key)\"; expected \(Self.expected[key]!)")
            default:
                throw ConfigurationError("\(file.path): error: unknown key \"\(key)\"; expected stylebook, format, strict, offsets or generate")
            }
        }
    }

    /// The `markupc generate` options of a `generate` object, in a fixed order.
    private static func generateArguments(_ options: [String: Any], file: URL) throws -> [String] {
        var arguments: [String] = []
        for key in options.keys.sorted() {
            let value = options[key]!
            switch (key, value) {
            case ("accessLevel", let level as String) where ["public", "internal"].contains(level):
                arguments += ["--access-level", level]
            case ("enumName", let name as String) where !name.isEmpty:
                arguments += ["--enum-name", name]
            case ("actionEnumName", let name as String) where !name.isEmpty:
                arguments += ["--action-enum-name", name]
            case ("sourceLanguage", let language as String) where !language.isEmpty:
                arguments += ["--source-language", language]
            case ("warningsAsErrors", let flag as Bool):
                if flag { arguments.append("--warnings-as-errors") }
            case ("accessLevel", _), ("enumName", _), ("actionEnumName", _), ("sourceLanguage", _), ("warningsAsErrors", _):
                throw ConfigurationError("\(file.path): error: bad value for \"generate.\(key)\"; expected \(generateExpected[key]!)")
            default:
                throw ConfigurationError("\(file.path): error: unknown key \"generate.\(key)\"; expected accessLevel, enumName, "
                                         + "actionEnumName, sourceLanguage or warningsAsErrors")
            }
        }
        return arguments
    }

    private static let generateExpected = [
        "accessLevel": "public or internal",
        "enumName": "a Swift type name",
        "actionEnumName": "a Swift type name",
        "sourceLanguage": "a language such as en",
        "warningsAsErrors": "true or false",
    ]

    private static let expected = [
        "stylebook": "a path relative to markupc.json",
        "format": "json, rtf, html or text",
        "strict": "true or false",
        "offsets": "utf16, utf8 or scalars",
        "generate": "an object of markupc generate options",
    ]

    /// The configuration for a file in `directory`: the nearest `markupc.json` in it or a parent
    /// folder, up to the folder holding `Package.swift`; else the defaults. Each folder is read once.
    static func nearest(to directory: URL, cache: inout [String: MarkupcConfiguration]) throws -> MarkupcConfiguration {
        let key = directory.standardizedFileURL.path
        if let known = cache[key] { return known }
        let candidate = directory.appendingPathComponent(fileName)
        let configuration: MarkupcConfiguration
        if FileManager.default.fileExists(atPath: candidate.path) {
            configuration = try MarkupcConfiguration(contentsOf: candidate)
        } else if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) || key == "/" {
            configuration = MarkupcConfiguration()
        } else {
            configuration = try nearest(to: directory.deletingLastPathComponent(), cache: &cache)
        }
        cache[key] = configuration
        return configuration
    }
}

/// A problem with a `markupc.json`, shown by the build as written.
struct ConfigurationError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
