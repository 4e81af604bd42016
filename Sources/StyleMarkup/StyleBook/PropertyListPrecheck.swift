/// Rejects the parts of an XML property list that could make an XML parser read another file
/// or expand text: a DOCTYPE with an internal subset (`<!DOCTYPE plist [ … ]>`) and any
/// `<!ENTITY` declaration. The usual `<!DOCTYPE plist PUBLIC "…" "….dtd">` line is fine: it is
/// never fetched.
///
/// One linear pass over the bytes; comments are skipped, so `<!-- <!ENTITY -->` is allowed.
/// Binary property lists have no entities and are not scanned.
enum PropertyListPrecheck {
    struct Problem {
        var message: String
        var offset: Int
    }

    static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        if bytes.count >= 6, bytes.starts(with: "bplist".utf8) { return nil }
        var index = 0
        while index < bytes.count {
            guard let angle = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
            if has("<!--", at: angle, in: bytes) {
                guard let close = find("-->", from: angle + 4, in: bytes) else { return nil }
                index = close + 3
            } else if has("<!DOCTYPE", at: angle, in: bytes) {
                if let problem = checkDoctype(at: angle, in: bytes) { return problem }
                index = angle + 9
            } else if has("<!ENTITY", at: angle, in: bytes) {
                return Problem(message: entityMessage, offset: angle)
            } else {
                index = angle + 1
            }
        }
        return nil
    }

    static let entityMessage = "a property list style book may not declare entities (<!ENTITY); markupc never expands them, write the text itself"

    /// Looks for `[` before the DOCTYPE's closing `>`, outside quoted strings.
    private static func checkDoctype(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        var index = start + 9
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                return Problem(message: "the DOCTYPE has an internal subset ([…]); markupc never reads DTDs or expands entities in a style book: remove the [ … ] part", offset: index)
            } else if byte == UInt8(ascii: ">") {
                return nil
            }
            index += 1
        }
        return nil
    }

    private static func has(_ literal: StaticString, at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for k in 0..<count where bytes[index + k] != pointer[k] { return false }
        return true
    }

    private static func find(_ literal: StaticString, from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = start
        while index < bytes.count {
            guard let candidate = bytes[index...].firstIndex(of: literal.utf8Start[0]) else { return nil }
            if has(literal, at: candidate, in: bytes) { return candidate }
            index = candidate + 1
        }
        return nil
    }
}
