import Foundation
import StyleMarkupUI

/// Reads the `#if` conditions of a Swift source file and evaluates them for an Apple platform, as
/// the compiler would with that platform's SDK: which declarations an app built for it gets. Only
/// the conditions the adapters use are known (`os`, `targetEnvironment`, `canImport`, `!`, `&&`,
/// `||`, parentheses); any other is an error, so a new kind of condition is noticed, not guessed.
struct CompilationConditions {
    /// The platform, and whether its SDK is one of Xcode 15 and later (those that declare the
    /// text item API and ship SwiftData).
    let platform: LinkGesturePlatform
    let sdkHasTextItems: Bool

    struct UnknownCondition: Error, CustomStringConvertible {
        let text: String
        var description: String { "unknown compilation condition: \(text)" }
    }

    /// Whether the line of `source` (0-based) that contains `marker` is compiled; `nil` when no
    /// line contains it.
    func isCompiled(_ marker: String, in source: String) throws -> Bool? {
        // Each open #if: whether the branch taken so far is active, and whether any earlier branch was.
        var stack: [(active: Bool, taken: Bool)] = []
        for line in source.components(separatedBy: "\n") {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("#if ") {
                let value = try evaluate(String(code.dropFirst(4)))
                stack.append((value, value))
            } else if code.hasPrefix("#elseif "), let last = stack.popLast() {
                let value = try !last.taken && evaluate(String(code.dropFirst(8)))
                stack.append((value, last.taken || value))
            } else if code == "#else", let last = stack.popLast() {
                stack.append((!last.taken, true))
            } else if code == "#endif" {
                _ = stack.popLast()
            } else if code.contains(marker) {
                return stack.allSatisfy(\.active)
            }
        }
        return nil
    }

    /// The value of one condition, e.g. `(canImport(SwiftData) || os(Linux)) && !os(tvOS)`.
    func evaluate(_ condition: String) throws -> Bool {
        var tokens = Self.tokens(of: condition)[...]
        let value = try disjunction(&tokens)
        guard tokens.isEmpty else { throw UnknownCondition(text: condition) }
        return value
    }

    private static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        var characters = text[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                word.append(character)
                continue
            }
            if !word.isEmpty { tokens.append(word); word = "" }
            if character == "&" || character == "|", characters.first == character {
                characters = characters.dropFirst()
                tokens.append(String([character, character]))
            } else if !character.isWhitespace {
                tokens.append(String(character))
            }
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }

    private func disjunction(_ tokens: inout ArraySlice<String>) throws -> Bool {
        var value = try conjunction(&tokens)
        while tokens.first == "||" {
            tokens = tokens.dropFirst()
            value = try conjunction(&tokens) || value
        }
        return value
    }

    private func conjunction(_ tokens: inout ArraySlice<String>) throws -> Bool {
        var value = try term(&tokens)
        while tokens.first == "&&" {
            tokens = tokens.dropFirst()
            value = try term(&tokens) && value
        }
        return value
    }

    private func term(_ tokens: inout ArraySlice<String>) throws -> Bool {
        guard let first = tokens.popFirst() else { throw UnknownCondition(text: "(end)") }
        if first == "!" { return !(try term(&tokens)) }
        if first == "(" {
            let value = try disjunction(&tokens)
            guard tokens.popFirst() == ")" else { throw UnknownCondition(text: "unbalanced parentheses") }
            return value
        }
        guard tokens.popFirst() == "(", let argument = tokens.popFirst(), tokens.popFirst() == ")" else {
            throw UnknownCondition(text: first)
        }
        switch (first, argument) {
        case ("os", "iOS"): return platform == .iOS || platform == .macCatalyst
        case ("os", "macOS"): return platform == .macOS
        case ("os", "tvOS"): return platform == .tvOS
        case ("os", "visionOS"): return platform == .visionOS
        case ("os", "watchOS"): return platform == .watchOS
        case ("os", "Linux"), ("os", "Windows"): return false
        case ("targetEnvironment", "macCatalyst"): return platform == .macCatalyst
        case ("canImport", "UIKit"): return platform != .macOS
        // Mac Catalyst can import AppKit's module too; the adapters exclude it by name.
        case ("canImport", "AppKit"): return platform == .macOS || platform == .macCatalyst
        case ("canImport", "SwiftUI"), ("canImport", "Darwin"), ("canImport", "Foundation"): return true
        case ("canImport", "SwiftData"): return sdkHasTextItems
        default: throw UnknownCondition(text: "\(first)(\(argument))")
        }
    }
}
