import StyleMarkup

/// What a translation has where a placeholder went missing, for the message: a percent sign
/// that starts no placeholder of the file's dialect (`%1`, a transliterated `%ld` in a Java
/// file, `%,d` in an Apple one), or the Arabic or full-width percent sign a translator's
/// keyboard wrote instead of `%` (`٪ d`, `٪@`, `％d`). Looked for only when a finding is made.
enum BrokenPlaceholder {
    /// `; the translation has "٪ d", which is no placeholder`, or `""` when nothing looks like one.
    /// In a Java file, a `%` that starts no placeholder makes the formatter throw, and the note
    /// says so.
    static func note(in value: String, dialect: PrintfDialect) -> String {
        guard let found = first(in: value, dialect: dialect) else { return "" }
        if dialect == .java, found.hasPrefix("%") {
            return "; the translation has \"\(found)\", which is no placeholder: Java's formatter throws on it (the app crashes)"
        }
        return "; the translation has \"\(found)\", which is no placeholder"
    }

    /// The first sequence of `value` that looks like a broken placeholder.
    static func first(in value: String, dialect: PrintfDialect) -> String? {
        let scalars = Array(value.unicodeScalars)
        let real = PrintfScanner.scan(value, dialect: dialect).map(\.range.lowerBound)
        var utf8Offset = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            defer {
                utf8Offset += String(scalar).utf8.count
                index += 1
            }
            let isASCII = scalar == "%"
            guard isASCII || scalar == "\u{066A}" || scalar == "\u{FF05}" || scalar == "\u{FE6A}" else { continue }
            if isASCII, index + 1 < scalars.count, scalars[index + 1] == "%" {
                // `%%`, a literal percent sign.
                utf8Offset += 1
                index += 1
                continue
            }
            if isASCII, real.contains(utf8Offset) { continue }
            // What follows: one space for the non-ASCII signs, then up to six characters a
            // placeholder is made of.
            var at = index + 1
            if !isASCII, at < scalars.count, scalars[at] == " " { at += 1 }
            var tail = ""
            while at < scalars.count, tail.unicodeScalars.count < 6,
                  scalars[at].isASCII, scalars[at].properties.isAlphabetic || ("0"..."9").contains(scalars[at])
                    || "$@.,(#-+'".unicodeScalars.contains(scalars[at]) {
                tail.unicodeScalars.append(scalars[at])
                at += 1
            }
            // A letter or a digit must follow, so "100%" and "% des" stay text.
            guard let head = tail.unicodeScalars.first, ("0"..."9").contains(head) || "@$,(#-+'".unicodeScalars.contains(head)
                    || (tail.unicodeScalars.count <= 3 && head.properties.isAlphabetic) || !isASCII else { continue }
            var text = String(scalar)
            if at > index + 1 { text.unicodeScalars.append(contentsOf: scalars[(index + 1)..<at]) }
            return text
        }
        return nil
    }
}
