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
/// default book serves); `format` is `json` (default), `html`, `rtf` or `text`; `strict` makes a
/// tag the style book does not name an error; `offsets` is `utf16` (default), `utf8` or `scalars`.
/// `generate` holds the options of `markupc generate` for the GenerateStrings plugin, which passes
/// the file to `markupc generate --markupc-json` (that command checks them); this plugin ignores it.
struct MarkupcConfiguration {
    /// The configuration file's name.
    static let fileName = "markupc.json"
    /// Output formats and the extension of the resource each writes: the library's
    /// `OutputFormat`s but `ansi`, which this plugin cannot import (`PluginFormatListTests`
    /// compares this copy with the library's list).
    static let extensions = ["html": "html", "json": "json", "rtf": "rtf", "text": "txt"]

    /// The `markupc.json` this configuration was read from, if any.
    var file: URL?
    /// The style book, resolved against the configuration file's directory.
    var styleBook: URL?
    var format = "json"
    var strict = false
    var offsets: String?

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
            case ("generate", is [String: Any]):
                break
            case ("$schema", _):
                break
            case ("stylebook", _), ("format", _), ("strict", _), ("offsets", _), ("generate", _):
                throw ConfigurationError("\(file.path): error: bad value for \"\(key)\"; expected \(Self.expected[key]!)")
            default:
                throw ConfigurationError("\(file.path): error: unknown key \"\(key)\"; expected stylebook, format, strict, offsets or generate")
            }
        }
    }

    private static let expected = [
        "stylebook": "a path relative to markupc.json",
        "format": "html, json, rtf or text",
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
