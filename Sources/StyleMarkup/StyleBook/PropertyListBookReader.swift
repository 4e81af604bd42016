import Foundation

/// Reads an XML or binary property list into a ``BookValue`` tree (without positions: Foundation's
/// property list reader gives none).
///
/// Before Foundation sees an XML property list, ``PropertyListPrecheck`` rejects a DOCTYPE with
/// an internal subset and any entity declaration, with a position, so no entity is ever
/// resolved or expanded whatever the platform's parser would do. Binary lists are screened
/// first (``BinaryPropertyListScreen``): Foundation crashes on some. The converted tree is
/// limited to ``BookValue/maxDepth`` levels, like JSON books.
enum PropertyListBookReader {
    struct ReadError: Error {
        var message: String
        /// The byte offset of the problem, when known.
        var offset: Int?
    }

    static func read(_ data: Data, bytes: UnsafeBufferPointer<UInt8>) throws(ReadError) -> BookValue {
        if let problem = PropertyListPrecheck.check(bytes) {
            throw ReadError(message: problem.message, offset: problem.offset)
        }
        if let problem = BinaryPropertyListScreen.problem(in: UnsafeRawBufferPointer(bytes)) {
            throw ReadError(message: problem)
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            // Foundation's own explanation names the line; its localized description does not.
            let detail = (error as NSError).userInfo["NSDebugDescription"] as? String
            throw ReadError(message: "invalid property list: \(detail ?? (error as NSError).localizedDescription)",
                            offset: detail.flatMap { lineStart(named: $0, in: bytes) })
        }
        return try convert(object, depth: 0)
    }

    /// The offset of the line Foundation's message names ("… on line 3 …", "… at line 3"), if any.
    private static func lineStart(named detail: String, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let range = detail.range(of: "line ") else { return nil }
        guard let line = Int(detail[range.upperBound...].prefix { $0.isNumber }), line >= 1 else { return nil }
        var current = 1
        var offset = 0
        while current < line {
            guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            offset = newline + 1
            current += 1
        }
        return offset
    }

    private static func convert(_ object: Any, depth: Int) throws(ReadError) -> BookValue {
        guard depth <= BookValue.maxDepth else { throw ReadError(message: "nesting deeper than \(BookValue.maxDepth) levels") }
        switch object {
        case let string as String:
            return BookValue(kind: .string(string), offset: nil)
        case let flag as Bool where type(of: object) == Bool.self:
            return BookValue(kind: .bool(flag), offset: nil)
        case let number as NSNumber:
            // Foundation hands back `<true/>` as Bool and numbers as NSNumber; the number's
            // storage type tells an `<integer>` from a `<real>`.
            let type = String(cString: number.objCType)
            if type == "c" || type == "B" { return BookValue(kind: .bool(number.boolValue), offset: nil) }
            return BookValue(kind: .number(number.doubleValue, isInteger: type != "d" && type != "f"), offset: nil)
        case let array as [Any]:
            var items: [BookValue] = []
            for item in array { items.append(try convert(item, depth: depth + 1)) }
            return BookValue(kind: .array(items), offset: nil)
        case let dictionary as [String: Any]:
            var members: [BookMember] = []
            for key in dictionary.keys.sorted() {
                members.append(BookMember(key: key, keyOffset: nil, value: try convert(dictionary[key]!, depth: depth + 1)))
            }
            return BookValue(kind: .object(members), offset: nil)
        case let date as Date:
            return BookValue(kind: .string(ISO8601DateFormatter().string(from: date)), offset: nil)
        case let data as Data:
            return BookValue(kind: .string(data.base64EncodedString()), offset: nil)
        default:
            throw ReadError(message: "unsupported property list value \(type(of: object))")
        }
    }

}
