import Foundation

/// Turns a style book file's bytes into resolved styles: detects the format, reads the
/// settings (`$…` keys), reads every style value, then resolves references.
struct StyleBookLoader {
    let file: String
    var limits: StyleBookLimits = .default

    static func tooLargeMessage(_ size: Int, _ limits: StyleBookLimits) -> String {
        "the style book is \(size) bytes, more than the limit of \(limits.maxFileBytes)"
    }

    static let settingKeys = ["$schema", "$version", "$linkSchemes"]

    func load(_ data: Data) throws(StyleBookError) -> StyleBook {
        let result = data.withUnsafeBytes { raw -> Result<StyleBook, StyleBookError> in
            let bytes = raw.bindMemory(to: UInt8.self)
            return Result { () throws(StyleBookError) in try load(bytes: bytes, data: data) }
        }
        return try result.get()
    }

    private func fail(_ message: String, at offset: Int? = nil, source: UnsafeBufferPointer<UInt8>? = nil) -> StyleBookError {
        var diagnostics = StyleDiagnostics()
        diagnostics.report("", message, at: offset)
        return diagnostics.error(file: file, source: source)
    }

    private func load(bytes: UnsafeBufferPointer<UInt8>, data: Data) throws(StyleBookError) -> StyleBook {
        if bytes.count > limits.maxFileBytes {
            throw fail(Self.tooLargeMessage(bytes.count, limits), at: 0, source: bytes)
        }
        let root: BookValue
        var source: UnsafeBufferPointer<UInt8>? = bytes
        switch StyleBookFormat.detect(bytes) {
        case .json:
            var reader = JSONBookReader(bytes: bytes)
            do {
                root = try reader.read()
            } catch {
                throw fail("invalid JSON: \(error.message)", at: error.byteOffset, source: bytes)
            }
        case .propertyList:
            do {
                root = try PropertyListBookReader.read(data, bytes: bytes)
            } catch {
                throw fail(error.message, at: error.offset, source: bytes)
            }
            // Foundation gives no positions inside a property list.
            source = nil
        case .unknown:
            throw fail(bytes.allSatisfy(UTF8Scanning.isSpace) ? "the file is empty; a style book is a JSON object or a property list dictionary"
                                     : "not a style book: expected a JSON object or a property list (XML or binary)", at: 0, source: bytes)
        }
        guard case .object(let members) = root.kind else {
            throw fail("a style book must be an object of styles, found \(root.typeName)", at: root.offset, source: source)
        }
        var diagnostics = StyleDiagnostics()
        let policy = readSettings(members, &diagnostics)
        let attributeReader = AttributeReader(linkPolicy: policy)
        var parts: [String: [StyleResolver.Part]] = [:]
        var order: [String] = []
        for member in members where !member.key.hasPrefix("$") {
            if member.key.isEmpty {
                diagnostics.report("", "a style needs a non-empty name", at: member.keyOffset)
                continue
            }
            order.append(member.key)
            parts[member.key] = readStyleValue(member.value, path: member.key, reader: attributeReader, &diagnostics)
        }
        let styles = StyleResolver(parts: parts, order: order, maxDepth: limits.maxReferenceDepth).resolve(&diagnostics)
        guard diagnostics.isEmpty else { throw diagnostics.error(file: file, source: source) }
        var book = StyleBook(styles: styles, linkPolicy: policy)
        book.fileName = file
        return book
    }

    private func readSettings(_ members: [BookMember], _ diagnostics: inout StyleDiagnostics) -> LinkPolicy {
        var policy = LinkPolicy()
        for member in members where member.key.hasPrefix("$") {
            let value = member.value
            switch member.key {
            case "$schema":
                if case .string = value.kind {} else { diagnostics.report(member.key, "expected a string, found \(value.typeName)", at: value.offset) }
            case "$version":
                guard case .number(let number, _) = value.kind, number == 1 else {
                    diagnostics.report(member.key, "unsupported version; this markupc reads style book version 1", at: value.offset)
                    continue
                }
            case "$linkSchemes":
                guard case .array(let items) = value.kind else {
                    diagnostics.report(member.key, "expected an array of URL schemes, found \(value.typeName)", at: value.offset)
                    continue
                }
                var schemes: [String] = []
                for (index, item) in items.enumerated() {
                    guard case .string(let scheme) = item.kind, scheme == LinkPolicy.schemeRelative || LinkPolicy.scheme(of: scheme + ":") != nil else {
                        diagnostics.report(joinPath(member.key, index), #"expected a URL scheme such as "https", or "//" to allow scheme-relative links"#, at: item.offset)
                        continue
                    }
                    if LinkPolicy.neverAllowedSchemes.contains(scheme.lowercased()) {
                        diagnostics.report(joinPath(member.key, index), "the scheme \"\(scheme)\" is never allowed in links: "
                                           + "javascript and vbscript links run code and data links carry a whole document; remove it", at: item.offset)
                        continue
                    }
                    schemes.append(scheme.lowercased())
                }
                policy = LinkPolicy(allowedSchemes: schemes)
            default:
                diagnostics.report(member.key, "unknown setting\(Suggestions.hint(for: member.key, in: Self.settingKeys)); settings are \(Self.settingKeys.joined(separator: ", "))", at: member.keyOffset)
            }
        }
        return policy
    }

    /// Flattens a style value (string, array or object) into parts, left to right.
    /// Book values are depth-limited, so this recursion is bounded.
    private func readStyleValue(_ value: BookValue, path: String, reader: AttributeReader, _ diagnostics: inout StyleDiagnostics) -> [StyleResolver.Part] {
        switch value.kind {
        case .string(let name):
            return [.reference(name: name, path: path, offset: value.offset)]
        case .array(let items):
            return items.enumerated().flatMap { index, item in
                readStyleValue(item, path: joinPath(path, index), reader: reader, &diagnostics)
            }
        case .object(let members):
            return [.attributes(reader.read(members, path: path, into: &diagnostics))]
        default:
            diagnostics.report(path, "a style must be a style name, an array of styles or an object of attributes, found \(value.typeName)", at: value.offset)
            return []
        }
    }
}

/// The file formats a style book may be written in.
enum StyleBookFormat {
    case json
    case propertyList
    case unknown

    static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> StyleBookFormat {
        var index = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        if bytes.count >= 6, Array(bytes[0..<6]) == Array("bplist".utf8) { return .propertyList }
        while index < bytes.count, UTF8Scanning.isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return .unknown }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""): return .json
        case UInt8(ascii: "<"): return .propertyList
        default: return .unknown
        }
    }
}
