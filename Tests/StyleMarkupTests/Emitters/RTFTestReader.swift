import Foundation
import XCTest
@testable import StyleMarkup

/// A small, strict RTF reader for tests: decodes the visible text of an RTF document and lists
/// every control word, so tests can check that no input turned into RTF markup.
struct RTFReader {
    /// The visible text: `\par` is "\n", `\tab` "\t", `\line` U+2028, `\uN?` decoded; the font
    /// table, color table and field instructions are not part of it.
    var text = ""
    /// Every control word, in order, without its parameter.
    var words: [String] = []
    /// The text of each `\fldinst` destination (`HYPERLINK "…"`).
    var fieldInstructions: [String] = []
    /// The text of the font table (`{\f0\fswiss\fcharset0 Helvetica;}` entries without words).
    var fontTable = ""

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads `rtf`; fails unless it is one balanced group that starts with `{\rtf1` and ends
    /// at the last `}` (only a newline may follow).
    init(_ rtf: String) throws {
        let bytes = Array(rtf.utf8)
        guard bytes.starts(with: Array(#"{\rtf1"#.utf8)) else { throw Failure(description: "does not start with {\\rtf1") }
        enum Destination { case text, fontTable, colorTable, fieldInstruction, skipped }
        var stack: [Destination] = []
        var destination = Destination.text
        var units: [UInt16] = []
        var instruction: [UInt16] = []
        var font: [UInt16] = []
        var skipFallback = 0
        var index = 0
        func emit(_ units16: [UInt16]) {
            if skipFallback > 0 { skipFallback -= 1; return }
            switch destination {
            case .text: units.append(contentsOf: units16)
            case .fieldInstruction: instruction.append(contentsOf: units16)
            case .fontTable: font.append(contentsOf: units16)
            case .colorTable, .skipped: break
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                stack.append(destination)
                skipFallback = 0
                index += 1
            case UInt8(ascii: "}"):
                guard let outer = stack.popLast() else { throw Failure(description: "unbalanced } at byte \(index)") }
                if destination == .fieldInstruction && outer != .fieldInstruction {
                    fieldInstructions.append(String(decoding: instruction, as: UTF16.self))
                    instruction = []
                }
                destination = outer
                skipFallback = 0
                index += 1
                if stack.isEmpty {
                    guard bytes[index...].allSatisfy({ $0 == 0x0A }) else { throw Failure(description: "content after the document's last }") }
                    index = bytes.count
                }
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw Failure(description: "document ends with \\") }
                let next = bytes[index]
                func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
                if isLetter(next) {
                    var name = ""
                    while index < bytes.count, isLetter(bytes[index]) {
                        name.append(Character(Unicode.Scalar(bytes[index])))
                        index += 1
                    }
                    var digits = ""
                    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { digits = "-"; index += 1 }
                    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                        digits.append(Character(Unicode.Scalar(bytes[index])))
                        index += 1
                    }
                    if index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                    words.append(name)
                    switch name {
                    case "par": emit([0x0A])
                    case "tab": emit([0x09])
                    case "line": emit([0x2028])
                    case "u":
                        guard let value = Int16(digits) else { throw Failure(description: "bad \\u parameter \(digits)") }
                        emit([UInt16(bitPattern: value)])
                        skipFallback = 1
                    case "fonttbl": destination = .fontTable
                    case "colortbl": destination = .colorTable
                    case "fldinst": destination = .fieldInstruction
                    default: break
                    }
                } else if next == UInt8(ascii: "*") {
                    destination = destination == .fieldInstruction ? .fieldInstruction : .skipped
                    index += 1
                } else if next == UInt8(ascii: "\\") || next == UInt8(ascii: "{") || next == UInt8(ascii: "}") {
                    emit([UInt16(next)])
                    index += 1
                } else {
                    throw Failure(description: "unexpected control symbol \\\(Character(Unicode.Scalar(next))) at byte \(index)")
                }
            case 0x0A, 0x0D:
                index += 1
            default:
                guard byte < 0x80 else { throw Failure(description: "non-ASCII byte at \(index)") }
                emit([UInt16(byte)])
                index += 1
            }
        }
        guard stack.isEmpty else { throw Failure(description: "\(stack.count) group(s) left open") }
        text = String(decoding: units, as: UTF16.self)
        fontTable = String(decoding: font, as: UTF16.self)
    }

    /// The control words ``RTFEmitter`` writes; anything else came from input.
    static let emitterVocabulary: Set<String> = [
        "rtf", "ansi", "ansicpg", "deff", "uc", "fonttbl", "f", "fswiss", "fmodern", "fnil", "fcharset",
        "colortbl", "red", "green", "blue", "pard", "ql", "qc", "qr", "qj", "sl", "slmult", "slleading",
        "sa", "fi", "li", "par", "fs", "b", "i", "ul", "uldb", "ulth", "ulc", "strike", "striked",
        "strikec", "cf", "cb", "chcbpat", "expnd", "expndtw", "up", "dn", "field", "fldinst", "fldrslt",
        "u", "tab", "line",
    ]

    /// Asserts that `rtf` is well formed, shows `text`, and holds only the emitter's own words
    /// with `\rtf1` exactly once.
    static func assertSafe(_ rtf: String, shows text: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let reader = try RTFReader(rtf)
            XCTAssertEqual(reader.text, text, "visible text", file: file, line: line)
            XCTAssertEqual(reader.words.filter { $0 == "rtf" }.count, 1, "one \\rtf1 in \(rtf)", file: file, line: line)
            let foreign = Set(reader.words).subtracting(emitterVocabulary)
            XCTAssertTrue(foreign.isEmpty, "control words from input: \(foreign.sorted()) in \(rtf)", file: file, line: line)
        } catch {
            XCTFail("\(error) in \(rtf)", file: file, line: line)
        }
    }
}
