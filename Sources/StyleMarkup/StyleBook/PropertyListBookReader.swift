import Foundation

/// Reads an XML or binary property list into a ``BookValue`` tree (without positions: Foundation's
/// property list reader gives none).
///
/// Binary lists are screened first (``BinaryPropertyListScreen``): Foundation crashes on some.
/// Foundation's reader does not resolve external entities. The converted tree is limited to
/// ``BookValue/maxDepth`` levels, like JSON books.
enum PropertyListBookReader {
    struct ReadError: Error {
        var message: String
    }

    static func read(_ data: Data) throws(ReadError) -> BookValue {
        if let problem = data.withUnsafeBytes({ BinaryPropertyListScreen.problem(in: $0) }) {
            throw ReadError(message: problem)
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ReadError(message: "invalid property list: \((error as NSError).localizedDescription)")
        }
        return try convert(object, depth: 0)
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
