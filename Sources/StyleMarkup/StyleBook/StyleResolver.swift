/// Resolves a style book's references and arrays into one flat ``StyleAttributes`` per style.
///
/// Each style is first flattened into a list of parts (attribute sets and references, in the
/// order they apply). References are then resolved depth-first with an explicit stack, so a
/// chain of 100,000 references is resolved without deep recursion, and a cycle is reported
/// with its path (`a → b → a`).
struct StyleResolver {
    enum Part {
        case attributes(StyleAttributes)
        case reference(name: String, path: String, offset: Int?)
    }

    /// The parts of every style, by name.
    var parts: [String: [Part]]
    /// The styles in file order, for deterministic error order.
    var order: [String]
    /// How many styles one chain of references may pass through (``StyleBookLimits/maxReferenceDepth``).
    var maxDepth: Int = StyleBookLimits.default.maxReferenceDepth

    func resolve(_ diagnostics: inout StyleDiagnostics) -> [String: StyleAttributes] {
        var resolved: [String: StyleAttributes] = [:]
        var failed: Set<String> = []
        // Reported once: every style in a long chain would otherwise report it again.
        var reportedDepth = false
        struct Frame {
            var name: String
            var nextPart: Int
            var value: StyleAttributes
        }
        for root in order where resolved[root] == nil && !failed.contains(root) {
            var stack = [Frame(name: root, nextPart: 0, value: StyleAttributes())]
            var onStack: Set<String> = [root]
            while !stack.isEmpty {
                let top = stack.count - 1
                let name = stack[top].name
                let styleParts = parts[name] ?? []
                if stack[top].nextPart == styleParts.count {
                    resolved[name] = stack[top].value
                    onStack.remove(name)
                    stack.removeLast()
                    continue
                }
                let part = styleParts[stack[top].nextPart]
                switch part {
                case .attributes(let attributes):
                    stack[top].value.merge(attributes)
                    stack[top].nextPart += 1
                case .reference(let target, let path, let offset):
                    if let value = resolved[target] {
                        stack[top].value.merge(value)
                        stack[top].nextPart += 1
                    } else if failed.contains(target) {
                        stack[top].nextPart += 1
                    } else if onStack.contains(target) {
                        let start = stack.firstIndex { $0.name == target }!
                        let cycle = stack[start...].map(\.name) + [target]
                        diagnostics.report(path, "reference cycle \(cycle.joined(separator: " → "))", at: offset)
                        // Mark every style on the cycle as failed so each cycle is reported once.
                        for frame in stack[start...] { failed.insert(frame.name) }
                        for frame in stack { onStack.remove(frame.name) }
                        stack.removeAll()
                    } else if parts[target] == nil {
                        let hint = Suggestions.hint(for: target, in: order)
                        diagnostics.report(path, "reference to unknown style \"\(target)\"\(hint)", at: offset)
                        stack[top].nextPart += 1
                    } else if stack.count >= maxDepth {
                        let names = stack.map(\.name) + [target]
                        let chain = names.count > 5 ? names[..<2].joined(separator: " → ") + " → … → " + names[(names.count - 2)...].joined(separator: " → ")
                                                    : names.joined(separator: " → ")
                        if !reportedDepth {
                            diagnostics.report(path, "style references nest deeper than the limit of \(maxDepth) (\(chain))", at: offset)
                            reportedDepth = true
                        }
                        for frame in stack { failed.insert(frame.name); onStack.remove(frame.name) }
                        stack.removeAll()
                    } else {
                        stack.append(Frame(name: target, nextPart: 0, value: StyleAttributes()))
                        onStack.insert(target)
                    }
                }
            }
        }
        return resolved
    }
}
