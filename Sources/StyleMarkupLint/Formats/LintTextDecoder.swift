import Foundation
import StyleMarkup

/// Turns a localization file's bytes into UTF-8 text: UTF-8 (with or without a byte order
/// mark) or UTF-16 little- or big-endian (with a byte order mark, or recognised by the zero
/// bytes of ASCII text). The byte order mark is dropped, so columns count from the first
/// character an editor shows.
enum LintTextDecoder {
    /// Why a file is not text, with where the problem is.
    struct Failure: Error {
        var message: String
        var location: LintLocation
    }

    /// The file's encoding.
    enum Encoding: String {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
    }

    /// Decodes `data` into UTF-8 bytes.
    static func decode(_ data: Data) -> Result<(text: [UInt8], encoding: Encoding), Failure> {
        let bytes = [UInt8](data)
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            return transcodeUTF16(bytes, from: 2, bigEndian: false).map { ($0, .utf16LittleEndian) }
        }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            return transcodeUTF16(bytes, from: 2, bigEndian: true).map { ($0, .utf16BigEndian) }
        }
        if bytes.count >= 4, bytes.count % 2 == 0 {
            // No byte order mark: ASCII text in UTF-16 has a zero in every other byte.
            if bytes[0] != 0, bytes[1] == 0, bytes[2] != 0, bytes[3] == 0 {
                return transcodeUTF16(bytes, from: 0, bigEndian: false).map { ($0, .utf16LittleEndian) }
            }
            if bytes[0] == 0, bytes[1] != 0, bytes[2] == 0, bytes[3] != 0 {
                return transcodeUTF16(bytes, from: 0, bigEndian: true).map { ($0, .utf16BigEndian) }
            }
        }
        let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        let text = Array(bytes[start...])
        let problem = text.withUnsafeBufferPointer { UTF8Scanning.firstProblem(in: $0) }
        switch problem {
        case nil:
            return .success((text, .utf8))
        case .invalid(let offset)?:
            let byte = String(text[offset], radix: 16, uppercase: true)
            return .failure(Failure(message: "the file is not valid UTF-8 (byte 0x\(byte.count == 1 ? "0" + byte : byte) at byte offset \(offset + start)); save it as UTF-8 or UTF-16",
                                    location: locate(offset, in: text)))
        case .nul(let offset)?:
            return .failure(Failure(message: "the file contains a NUL byte at byte offset \(offset + start)",
                                    location: locate(offset, in: text)))
        }
    }

    private static func locate(_ offset: Int, in text: [UInt8]) -> LintLocation {
        LineTable(text: Array(text[..<offset])).location(ofByte: offset)
    }

    private static func transcodeUTF16(_ bytes: [UInt8], from start: Int, bigEndian: Bool) -> Result<[UInt8], Failure> {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count - start)
        func unit(at index: Int) -> UInt16 {
            bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]) : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index])
        }
        func fail(_ message: String) -> Result<[UInt8], Failure> {
            .failure(Failure(message: message, location: LineTable(text: output).location(ofByte: output.count)))
        }
        var index = start
        while index + 1 < bytes.count {
            let first = unit(at: index)
            var scalar: Unicode.Scalar?
            var width = 2
            if (0xD800...0xDBFF).contains(first) {
                if index + 3 < bytes.count {
                    let second = unit(at: index + 2)
                    if (0xDC00...0xDFFF).contains(second) {
                        scalar = Unicode.Scalar((UInt32(first) - 0xD800) << 10 + (UInt32(second) - 0xDC00) + 0x10000)
                        width = 4
                    }
                }
            } else if !(0xDC00...0xDFFF).contains(first) {
                scalar = Unicode.Scalar(UInt32(first))
            }
            guard let scalar else {
                return fail("the file is not valid UTF-16 (unpaired surrogate 0x\(String(first, radix: 16, uppercase: true)) at byte offset \(index))")
            }
            if scalar.value == 0 { return fail("the file contains a NUL character at byte offset \(index)") }
            output.append(contentsOf: UTF8.encode(scalar)!)
            index += width
        }
        if index < bytes.count {
            return fail("the file is UTF-16 but has an odd number of bytes")
        }
        return .success(output)
    }
}
