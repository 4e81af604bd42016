import Foundation

/// A value to put into a localized template's placeholder with ``MarkupTemplate``.
///
/// Whatever the value, it is inserted as text: it is escaped, so it can never add markup.
/// Literals work directly:
///
/// ```swift
/// let arguments: [TemplateArgument] = ["Bob", 3, 2.5]
/// ```
public enum TemplateArgument: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
                              ExpressibleByFloatLiteral {
    /// Text, such as a user's name. Any placeholder that takes text (`%@`, `%s`, `%S`) accepts it.
    case text(String)
    /// A signed integer, for `%d`, `%i`, `%u`, `%o`, `%x`, `%X`, `%c`, `%C`, the floating-point
    /// conversions, and the text conversions.
    case integer(Int64)
    /// An unsigned integer, accepted wherever ``integer(_:)`` is.
    case unsignedInteger(UInt64)
    /// A floating-point number, for `%f`, `%F`, `%e`, `%E`, `%g`, `%G`, `%a`, `%A`, and the text
    /// conversions.
    case double(Double)

    /// Creates a ``text(_:)`` argument from a string literal.
    public init(stringLiteral value: String) { self = .text(value) }
    /// Creates an ``integer(_:)`` argument from an integer literal.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// Creates a ``double(_:)`` argument from a floating-point literal.
    public init(floatLiteral value: Double) { self = .double(value) }

    /// The argument as `%@` shows it: text as is, numbers in their shortest exact decimal form
    /// without locale (`3`, `-7`, `2.5`, `1e+20`).
    var plainText: String {
        switch self {
        case .text(let string): return string
        case .integer(let value): return String(value)
        case .unsignedInteger(let value): return String(value)
        case .double(let value): return value.description
        }
    }

    /// How an error message names the argument: `text "Bob"`, `integer 3`, `double 2.5`.
    var diagnosticDescription: String {
        switch self {
        case .text(let string):
            let limit = 40
            let shown = string.count > limit ? String(string.prefix(limit)) + "…" : string
            return "text " + String(reflecting: shown)
        case .integer(let value): return "integer \(value)"
        case .unsignedInteger(let value): return "integer \(value)"
        case .double(let value): return "double \(value)"
        }
    }
}

/// Why ``MarkupTemplate`` could not fill a template: a message, and where in the template.
///
/// The ``description`` is the message, which names the placeholder as written and its
/// `line:column` when one is involved:
///
/// ```
/// placeholder %2$d at 1:15 needs an integer, got text "Bob"
/// the template has 2 placeholders but 3 arguments were given
/// argument 3 is not used by any placeholder
/// ```
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem, for callers that react to some kinds differently.
    public enum Reason: String, Hashable, Sendable {
        /// An unnumbered template's placeholder count differs from the argument count.
        case argumentCount = "argument-count"
        /// A numbered placeholder refers to an argument position beyond the arguments given.
        case positionOutOfRange = "position-out-of-range"
        /// A numbered template uses no placeholder for one of the arguments.
        case unusedArgument = "unused-argument"
        /// The template mixes numbered (`%1$@`) and unnumbered (`%@`) placeholders.
        case mixedNumbering = "mixed-numbering"
        /// An argument's type does not suit its placeholder's conversion (text for `%d`).
        case typeMismatch = "type-mismatch"
        /// The argument has the right type but a value the conversion cannot show: a negative
        /// number for `%u`/`%o`/`%x`/`%X`, or a number that is not a Unicode scalar for `%c`.
        case invalidValue = "invalid-value"
        /// A placeholder markupc does not fill: `%p`, or a `*` width or precision.
        case unsupportedPlaceholder = "unsupported-placeholder"
        /// A width or precision larger than ``MarkupTemplate/maximumWidth``.
        case widthTooLarge = "width-too-large"
    }

    /// The kind of problem.
    public var reason: Reason
    /// What went wrong, in a sentence with no trailing period.
    public var message: String
    /// Where the placeholder at fault starts in the template (1-based line and column in
    /// Unicode scalars, 0-based byte offset), or `nil` when the problem is not one
    /// placeholder's (a count mismatch, an unused argument).
    public var location: SourceLocation?
    /// The placeholder at fault, when there is one (`nil` for `%*d`, which is not a
    /// `PrintfPlaceholder`; its ``location`` is still given).
    package var placeholder: PrintfPlaceholder?
    /// The 1-based number of the argument at fault, when there is one.
    public var argument: Int?

    /// Creates an error.
    package init(reason: Reason, message: String, location: SourceLocation? = nil,
                placeholder: PrintfPlaceholder? = nil, argument: Int? = nil) {
        self.reason = reason
        self.message = message
        self.location = location
        self.placeholder = placeholder
        self.argument = argument
    }

    /// The message.
    public var description: String { message }
}

/// Fills localized templates' printf placeholders with values that are always shown as text.
///
/// A localized string such as `"Welcome, <b>%@</b>!"` carries markup of its own. Filling
/// it with `String(format:)` and then compiling it lets a user name like `<b>Bob & "Co"</b>`
/// become tags, and `a<b` or `Tom & Jerry` turn into broken or different markup.
/// ``fill(_:with:allowingUnusedArguments:)`` escapes every argument (`&`, `<`, `>`, `"`, `'`), keeps the template's
/// own tags, and turns `%%` into `%`:
///
/// ```swift
/// let markup = try MarkupTemplate.fill("Welcome, <b>%@</b>!", with: ["<i>Bob</i> & Co"])
/// // "Welcome, <b>&lt;i&gt;Bob&lt;/i&gt; &amp; Co</b>!"
/// let compiled = try MarkupTemplate.compile("%2$@ liked <b>%1$lld</b> photos", with: [3, "Ann"])
/// compiled.text  // "Ann liked 3 photos"
/// ```
///
/// Placeholders follow printf's grammar (`Docs/Interpolation.md`). A template numbers all of its
/// placeholders (`%1$@`) or none (`%@`). Numbered templates may reorder and repeat
/// arguments but must use each one; unnumbered templates need exactly one argument per
/// placeholder. A `%` that does not start a placeholder stays as written.
public enum MarkupTemplate {
    /// The largest width or precision a placeholder may ask for (`%1000d` is the limit),
    /// so a template cannot make the filler allocate without bound.
    public static let maximumWidth = 1000

    /// Fills `template`'s placeholders with `arguments`, each rendered as text and escaped.
    ///
    /// - `%@`, `%s`, `%S` take any argument; numbers are written in their shortest exact
    ///   decimal form without locale. A precision truncates the text to that many characters
    ///   and a width pads it with spaces (on the right with the `-` flag).
    /// - `%d %i %u %o %x %X` need ``TemplateArgument/integer(_:)`` or
    ///   ``TemplateArgument/unsignedInteger(_:)``; `%c %C` need an integer that is a Unicode
    ///   scalar value and show that character.
    /// - `%f %F %e %E %g %G %a %A` need a number (integers are converted).
    /// - Flags, width and precision are honoured for numbers (without locale, so `'` groups
    ///   nothing, as in the POSIX locale). Length modifiers are accepted and never narrow a
    ///   value: `%hhd` with 300 shows `300`.
    /// - `%p` and `*` widths or precisions are errors.
    ///
    /// - With `allowingUnusedArguments`, an argument no placeholder uses is not an error: a
    ///   numbered template may leave any argument out, an unnumbered one the arguments after
    ///   its placeholders. Localized variants need it: a plural form that writes the count
    ///   as a word ("eine Nachricht") is given the count all the same.
    ///
    /// - Returns: markup: the template's own text and tags, with the arguments in place.
    /// - Throws: ``TemplateError`` for a placeholder and argument mismatch, at the first
    ///   problem in template order (count and unused-argument problems after placeholder ones).
    public static func fill(_ template: String, with arguments: [TemplateArgument],
                            allowingUnusedArguments: Bool = false) throws(TemplateError) -> String {
        // Collect the tokens first: every check runs before any output is built.
        var tokens: [PrintfPlaceholder.Token] = []
        PrintfPlaceholder.forEachToken(in: template) { tokens.append($0) }

        func location(_ range: Range<Int>) -> SourceLocation {
            SourceLocation.locate(byteOffset: range.lowerBound, in: template)
        }
        func describe(_ placeholder: PrintfPlaceholder) -> String {
            "placeholder \(placeholder.text) at \(location(placeholder.range))"
        }

        // Structure: unsupported forms, numbering style.
        var firstPlaceholder: PrintfPlaceholder?
        var placeholderCount = 0
        for token in tokens {
            switch token {
            case .literalPercent:
                continue
            case .starPlaceholder(let range, let text):
                throw TemplateError(reason: .unsupportedPlaceholder,
                                    message: "placeholder \(text) at \(location(range)) takes its width or precision from an argument (*), which is not supported",
                                    location: location(range))
            case .placeholder(let placeholder):
                placeholderCount += 1
                if placeholder.conversion == "p" {
                    throw TemplateError(reason: .unsupportedPlaceholder,
                                        message: "\(describe(placeholder)) prints a pointer, which is not supported",
                                        location: location(placeholder.range), placeholder: placeholder)
                }
                for (name, digits) in [("width", placeholder.width), ("precision", placeholder.precision)] {
                    guard let digits else { continue }
                    if digits.isEmpty { continue }  // "%.f": precision 0
                    if let value = Int(digits), value <= maximumWidth { continue }
                    throw TemplateError(reason: .widthTooLarge,
                                        message: "\(describe(placeholder)) has \(name) \(digits), more than the limit of \(maximumWidth)",
                                        location: location(placeholder.range), placeholder: placeholder)
                }
                if let first = firstPlaceholder {
                    if first.isNumbered != placeholder.isNumbered {
                        let (this, that) = placeholder.isNumbered ? ("numbered", "not") : ("not numbered", "")
                        throw TemplateError(reason: .mixedNumbering,
                                            message: "\(describe(placeholder)) is \(this), but \(describe(first)) is\(that.isEmpty ? "" : " " + that); number all placeholders or none",
                                            location: location(placeholder.range), placeholder: placeholder)
                    }
                } else {
                    firstPlaceholder = placeholder
                }
            }
        }
        let numbered = firstPlaceholder?.isNumbered ?? false

        // Counts for unnumbered templates: each placeholder takes the next argument.
        if !numbered && (allowingUnusedArguments ? placeholderCount > arguments.count : placeholderCount != arguments.count) {
            throw TemplateError(reason: .argumentCount,
                                message: "the template has \(counted(placeholderCount, "placeholder")) but \(counted(arguments.count, "argument")) \(arguments.count == 1 ? "was" : "were") given")
        }

        // Render every placeholder (which checks its argument), in template order.
        var output: [UInt8] = []
        output.reserveCapacity(template.utf8.count + arguments.count * 16)
        var used = [Bool](repeating: false, count: arguments.count)
        var nextArgument = 0
        let bytes = Array(template.utf8)
        var copied = 0
        for token in tokens {
            switch token {
            case .literalPercent(let range):
                output.append(contentsOf: bytes[copied..<range.lowerBound])
                output.append(UInt8(ascii: "%"))
                copied = range.upperBound
            case .placeholder(let placeholder):
                let index: Int
                if let position = placeholder.position {
                    guard position <= arguments.count else {
                        throw TemplateError(reason: .positionOutOfRange,
                                            message: "\(describe(placeholder)) refers to argument \(position), but \(arguments.count == 1 ? "only 1 argument was" : arguments.count == 0 ? "no arguments were" : "only \(arguments.count) arguments were") given",
                                            location: location(placeholder.range), placeholder: placeholder, argument: position)
                    }
                    index = position - 1
                } else {
                    index = nextArgument
                    nextArgument += 1
                }
                used[index] = true
                let rendered: String
                do {
                    rendered = try render(arguments[index], for: placeholder)
                } catch let problem {
                    throw TemplateError(reason: problem.reason,
                                        message: "\(describe(placeholder)) \(problem.message)",
                                        location: location(placeholder.range), placeholder: placeholder,
                                        argument: index + 1)
                }
                output.append(contentsOf: bytes[copied..<placeholder.range.lowerBound])
                appendEscaped(rendered, to: &output)
                copied = placeholder.range.upperBound
            case .starPlaceholder:
                break  // rejected above
            }
        }
        output.append(contentsOf: bytes[copied...])

        if numbered, !allowingUnusedArguments, let unused = used.firstIndex(of: false) {
            throw TemplateError(reason: .unusedArgument,
                                message: "argument \(unused + 1) is not used by any placeholder",
                                argument: unused + 1)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Fills `template` (see ``fill(_:with:allowingUnusedArguments:)``) and compiles the result with `compiler`.
    ///
    /// - Throws: ``TemplateError`` when the template and arguments do not match, or
    ///   ``CompileError`` when the template's own markup does not compile.
    public static func compile(_ template: String, with arguments: [TemplateArgument],
                               using compiler: MarkupCompiler = MarkupCompiler()) throws -> CompiledText {
        try compiler.compile(fill(template, with: arguments))
    }

    /// Escapes `text` so that markup shows it literally: `&` → `&amp;`, `<` → `&lt;`,
    /// `>` → `&gt;`, `"` → `&quot;`, `'` → `&apos;`. Safe between tags and inside quoted
    /// attribute values.
    public static func escape(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        appendEscaped(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - Rendering

    /// A rendering problem, before the placeholder's name and location are added.
    private struct Problem: Error {
        var reason: TemplateError.Reason
        var message: String
    }

    private static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): output.append(contentsOf: "&apos;".utf8)
            default: output.append(byte)
            }
        }
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The argument as `placeholder` shows it, unescaped.
    private static func render(_ argument: TemplateArgument, for placeholder: PrintfPlaceholder) throws(Problem) -> String {
        switch placeholder.conversion {
        case "@", "s", "S":
            var text = argument.plainText
            if let precision = placeholder.precision {
                let limit = Int(precision) ?? 0
                if text.count > limit { text = String(text.prefix(limit)) }
            }
            return pad(text, placeholder)

        case "c", "C":
            let code: UInt64
            switch argument {
            case .integer(let value) where value >= 0: code = UInt64(value)
            case .unsignedInteger(let value): code = value
            case .integer:
                throw Problem(reason: .invalidValue, message: "needs a Unicode scalar value, got \(argument.diagnosticDescription)")
            default:
                throw Problem(reason: .typeMismatch, message: "needs an integer, got \(argument.diagnosticDescription)")
            }
            guard code <= UInt64(UInt32.max), let scalar = Unicode.Scalar(UInt32(code)) else {
                throw Problem(reason: .invalidValue, message: "needs a Unicode scalar value, got \(argument.diagnosticDescription)")
            }
            return pad(String(Character(scalar)), placeholder)

        case "d", "i":
            switch argument {
            case .integer(let value):
                return String(format: specifier(placeholder, allowedFlags: "-+ 0", conversion: "lld"), value)
            case .unsignedInteger(let value):
                if let signed = Int64(exactly: value) {
                    return String(format: specifier(placeholder, allowedFlags: "-+ 0", conversion: "lld"), signed)
                }
                return String(format: specifier(placeholder, allowedFlags: "-0", conversion: "llu"), value)
            default:
                throw Problem(reason: .typeMismatch, message: "needs an integer, got \(argument.diagnosticDescription)")
            }

        case "u", "o", "x", "X":
            let value: UInt64
            switch argument {
            case .integer(let signed) where signed >= 0: value = UInt64(signed)
            case .unsignedInteger(let unsigned): value = unsigned
            case .integer:
                throw Problem(reason: .invalidValue, message: "needs a non-negative integer, got \(argument.diagnosticDescription)")
            default:
                throw Problem(reason: .typeMismatch, message: "needs an integer, got \(argument.diagnosticDescription)")
            }
            let flags = placeholder.conversion == "u" ? "-0" : "-#0"
            return String(format: specifier(placeholder, allowedFlags: flags, conversion: "ll" + String(placeholder.conversion)), value)

        case "f", "F", "e", "E", "g", "G", "a", "A":
            let value: Double
            switch argument {
            case .double(let double): value = double
            case .integer(let integer): value = Double(integer)
            case .unsignedInteger(let integer): value = Double(integer)
            case .text:
                throw Problem(reason: .typeMismatch, message: "needs a number, got \(argument.diagnosticDescription)")
            }
            return String(format: specifier(placeholder, allowedFlags: "-+ #0", conversion: String(placeholder.conversion)), value)

        default:  // "p" is rejected before rendering; the scanner yields nothing else.
            throw Problem(reason: .unsupportedPlaceholder, message: "is not supported")
        }
    }

    /// A format specifier rebuilt from the placeholder's parts: never the template's own text.
    /// Only `allowedFlags` survive (each once), width and precision are digits checked against
    /// ``maximumWidth``, and the length and conversion are the ones the caller passes for the
    /// `CVarArg` it formats.
    private static func specifier(_ placeholder: PrintfPlaceholder, allowedFlags: String, conversion: String) -> String {
        var result = "%"
        for flag in allowedFlags where placeholder.flags.contains(flag) { result.append(flag) }
        if let width = placeholder.width, let value = Int(width) { result += String(value) }
        if let precision = placeholder.precision { result += "." + String(Int(precision) ?? 0) }
        return result + conversion
    }

    /// Pads `text` with spaces to the placeholder's width in characters: on the left, or on
    /// the right with the `-` flag.
    private static func pad(_ text: String, _ placeholder: PrintfPlaceholder) -> String {
        guard let digits = placeholder.width, let width = Int(digits) else { return text }
        let missing = width - text.count
        guard missing > 0 else { return text }
        let padding = String(repeating: " ", count: missing)
        return placeholder.flags.contains("-") ? text + padding : padding + text
    }
}
