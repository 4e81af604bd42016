import Foundation
import StyleMarkup

/// Checks JSON emitter output: it parses, its text is the compiled text, and its runs cover
/// the text exactly in the offset unit it declares.
enum JSONOutputChecker {
    static func check(_ output: [UInt8], compiled: CompiledText, unit: OffsetUnit) {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: Data(output)) } catch { fatalError("fuzz invariant violated: JSON output does not parse: \(error)") }
        guard let document = object as? [String: Any] else { return require(false, "JSON output is not an object") }
        require(document["text"] as? String == compiled.makeText(), "JSON text differs from the compiled text")
        require(document["offsets"] as? String == unit.rawValue, "JSON offsets unit is not \(unit.rawValue)")
        guard let runs = document["runs"] as? [[String: Any]] else { return require(false, "JSON runs is not an array of objects") }
        let length: Int
        switch unit {
        case .utf8: length = compiled.utf8Text.count
        case .utf16: length = compiled.utf16Count
        case .scalars: length = compiled.makeText().unicodeScalars.count
        }
        var end = 0
        for (index, run) in runs.enumerated() {
            guard let start = run["start"] as? Int, let count = run["length"] as? Int else { return require(false, "JSON run #\(index) has no start/length") }
            require(start == end && count > 0, "JSON run #\(index) \(start)+\(count) does not continue from \(end)")
            end = start + count
        }
        require(end == length, "JSON runs end at \(end), the text at \(length) \(unit.rawValue) units")
    }
}
