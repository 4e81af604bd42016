/// Turns style attributes into CSS declarations for the HTML emitter, and names CSS classes
/// after styles.
///
/// Nothing from a style book reaches the CSS as written: colors are rebuilt from their
/// channels (`#rrggbb` or `rgba(…)`), numbers are formatted here (fixed point, no exponent),
/// font families are quoted strings holding only letters, digits, spaces, `-` and `_`, and
/// class names hold only ASCII letters, digits, `-` and `_`. So a declaration can never end
/// early, open a new rule, or close a `<style>` element. See `Docs/HTML.md` for the mapping.
enum CSSWriter {
    /// The declarations for `attributes`, in a fixed order. `block` adds the paragraph
    /// declarations, which only mean something on the block wrapper (the `body` style).
    static func declarations(_ attributes: StyleAttributes, block: Bool) -> [String] {
        var result: [String] = []
        if let font = attributes.font {
            if let family = font.family.map(sanitizedFamily), !family.isEmpty {
                result.append("font-family: \"\(family)\", \(font.monospace == true ? "monospace" : "sans-serif")")
            } else if font.monospace == true {
                result.append("font-family: monospace")
            }
            if let size = font.size.flatMap(number) { result.append("font-size: \(size)px") }
            if let weight = font.weight { result.append("font-weight: \(min(max(weight, 1), 1000))") }
            if let italic = font.italic { result.append("font-style: \(italic ? "italic" : "normal")") }
        }
        if let color = attributes.color { result.append("color: \(css(color))") }
        if let background = attributes.background { result.append("background-color: \(css(background))") }
        result.append(contentsOf: decorations(underline: attributes.underline, strikethrough: attributes.strikethrough))
        if let kern = attributes.kern.flatMap(number) { result.append("letter-spacing: \(kern)px") }
        if let offset = attributes.baselineOffset.flatMap(number) { result.append("vertical-align: \(offset)px") }
        if block, let paragraph = attributes.paragraph {
            if let alignment = paragraph.alignment {
                let value: String
                switch alignment {
                case .left: value = "left"
                case .center: value = "center"
                case .right: value = "right"
                case .justified: value = "justify"
                case .natural: value = "start"
                }
                result.append("text-align: \(value)")
            }
            if let multiple = paragraph.lineHeightMultiple.flatMap(number) { result.append("line-height: \(multiple)") }
            let head = paragraph.headIndent ?? 0
            if let indent = paragraph.headIndent.flatMap(number) { result.append("padding-inline-start: \(indent)px") }
            if let first = paragraph.firstLineHeadIndent, let indent = number(first - head) { result.append("text-indent: \(indent)px") }
        }
        return result
    }

    /// `text-decoration-*` declarations for an underline and a strikethrough. CSS has one
    /// line style and color per element; the underline's win when both are set.
    static func decorations(underline: LineStyle?, strikethrough: LineStyle?) -> [String] {
        guard underline != nil || strikethrough != nil else { return [] }
        var lines: [String] = []
        if let pattern = underline?.pattern, pattern != .none { lines.append("underline") }
        if let pattern = strikethrough?.pattern, pattern != .none { lines.append("line-through") }
        var result = ["text-decoration-line: \(lines.isEmpty ? "none" : lines.joined(separator: " "))"]
        let drawn = [underline, strikethrough].compactMap { $0 }.filter { $0.pattern != .none }
        if let line = drawn.first {
            if line.pattern == .double { result.append("text-decoration-style: double") }
            if line.pattern == .thick { result.append("text-decoration-thickness: 0.125em") }
            if let color = line.color { result.append("text-decoration-color: \(css(color))") }
        }
        return result
    }

    /// `#rrggbb` for an opaque color, else `rgba(r, g, b, a)` with `a` from 0 to 1.
    static func css(_ color: Color) -> String {
        if color.alpha == 255 { return color.hexString }
        let alpha = number(Double(color.alpha) / 255) ?? "0"
        return "rgba(\(color.red), \(color.green), \(color.blue), \(alpha))"
    }

    /// A number in fixed-point notation with at most three decimals and no exponent
    /// (`18`, `1.2`, `-0.5`), clamped to ±100000; `nil` when it is not finite.
    static func number(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        let thousandths = Int64((min(max(value, -100_000), 100_000) * 1000).rounded())
        let magnitude = thousandths.magnitude
        var text = (thousandths < 0 ? "-" : "") + String(magnitude / 1000)
        let fraction = magnitude % 1000
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text == "-0" ? "0" : text
    }

    /// A font family with everything but letters, digits, spaces, `-` and `_` removed, runs
    /// of spaces collapsed, trimmed. Safe inside a double-quoted CSS string.
    static func sanitizedFamily(_ family: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in family.unicodeScalars {
            if scalar == " " {
                pendingSpace = !result.isEmpty
                continue
            }
            guard isFamilyScalar(scalar) else { continue }
            if pendingSpace { result.unicodeScalars.append(" ") }
            pendingSpace = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    private static func isFamilyScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber: return true
        default: return false
        }
    }

    /// `m-` and the style name with every character other than an ASCII letter, digit, `-` or
    /// `_` replaced by `-` (before collisions are resolved by ``classNames(for:)``).
    static func baseClassName(_ style: String) -> String {
        var result = "m-"
        for scalar in style.unicodeScalars {
            let keep = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
            result.unicodeScalars.append(keep ? scalar : "-")
        }
        return result
    }

    /// A distinct class name for every style name. Names that need no replacement keep
    /// their ``baseClassName(_:)``; then, in sorted order, every other name gets its base
    /// name, or when that is taken the first free one of `-2`, `-3`, ….
    static func classNames(for styles: some Sequence<String>) -> [String: String] {
        var result: [String: String] = [:]
        var taken: Set<String> = []
        let sorted = styles.sorted()
        let clean = sorted.filter { baseClassName($0) == "m-" + $0 }
        for style in clean {
            result[style] = "m-" + style
            taken.insert("m-" + style)
        }
        for style in sorted where result[style] == nil {
            let base = baseClassName(style)
            var name = base
            var suffix = 2
            while taken.contains(name) {
                name = "\(base)-\(suffix)"
                suffix += 1
            }
            taken.insert(name)
            result[style] = name
        }
        return result
    }

    /// The class-mode stylesheet: the wrapper and link rules, then one rule per style that
    /// CSS can show — `link` first, so a tag's own style wins over it on the same element.
    static func stylesheet(book: StyleBook, classNames: [String: String]) -> String {
        var text = ".markupc { white-space: pre-wrap; }\n"
        text += ":where(.markupc) a { color: inherit; text-decoration: inherit; }\n"
        let names = book.styles.keys.sorted { ($0 == "link" ? 0 : 1, $0) < ($1 == "link" ? 0 : 1, $1) }
        for name in names {
            guard let style = book.style(named: name), let className = classNames[name] else { continue }
            let declarations = declarations(style, block: name == "body")
            guard !declarations.isEmpty else { continue }
            text += ".\(className) { \(declarations.joined(separator: "; ")); }\n"
        }
        // Defence in depth: nothing above can produce `<`, so `</style>` cannot appear.
        var safe = String.UnicodeScalarView()
        safe.append(contentsOf: text.unicodeScalars.lazy.filter { $0 != "<" })
        return String(safe)
    }
}
