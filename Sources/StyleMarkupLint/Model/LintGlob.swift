import StyleMarkup

/// A glob pattern: `*` matches any run of characters except `/`, `**` any run including `/`
/// (`**/` also matches no directory at all), `?` one character other than `/`.
///
/// For keys, which have no directories, ``matches(_:pathAware:)`` with `pathAware: false` lets `*` match
/// `/` too. Matching is iterative (no recursion) and costs at most pattern × text steps.
public struct LintGlob: Hashable, Sendable, CustomStringConvertible {
    private enum Token: Hashable, Sendable {
        case literal(Character)
        case any          // ?
        case star         // *
        case globstar     // **
    }

    /// The pattern as written.
    public let pattern: String
    private let tokens: [Token]

    /// Parses a pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        var tokens: [Token] = []
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "*" {
                if index + 1 < characters.count, characters[index + 1] == "*" {
                    index += 2
                    // `**/` matches zero or more whole directories.
                    if index < characters.count, characters[index] == "/" { index += 1 }
                    if tokens.last != .globstar { tokens.append(.globstar) }
                    continue
                }
                tokens.append(.star)
            } else if character == "?" {
                tokens.append(.any)
            } else {
                tokens.append(.literal(character))
            }
            index += 1
        }
        self.tokens = tokens
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// Whether the whole of `text` matches. With `pathAware`, `*` and `?` stop at `/`.
    public func matches(_ text: String, pathAware: Bool = true) -> Bool {
        let characters = Array(text)
        // reachable[i]: the tokens so far can match the first i characters.
        var reachable = [Bool](repeating: false, count: characters.count + 1)
        reachable[0] = true
        for token in tokens {
            var next = [Bool](repeating: false, count: characters.count + 1)
            switch token {
            case .literal(let expected):
                for i in 0..<characters.count where reachable[i] && characters[i] == expected { next[i + 1] = true }
            case .any:
                for i in 0..<characters.count where reachable[i] && !(pathAware && characters[i] == "/") { next[i + 1] = true }
            case .star, .globstar:
                let crossesSlash = token == .globstar || !pathAware
                var open = false
                for i in 0...characters.count {
                    if reachable[i] { open = true }
                    next[i] = open
                    if i < characters.count, characters[i] == "/", !crossesSlash { open = false }
                }
            }
            reachable = next
        }
        return reachable[characters.count]
    }
}
