import Foundation

/// One line break at the very end of a file is the end of the file, not text: editors save
/// every file with one, so `Welcome.markup` saved as `Welcome, <b>Ann</b>` and a newline reads
/// as `Welcome, Ann`, with no empty line under it in a label. Only one is dropped, LF or CRLF;
/// a second one (an empty last line the author typed) stays text, and so does a lone CR.
///
/// `markupc` drops it from every input file and from standard input unless
/// `--keep-final-newline` is given; a caller who reads markup from a file does the same with
/// ``split(_:)``.
///
/// ```swift
/// let (markup, lineBreak) = FinalLineBreak.split(try Data(contentsOf: url))
/// // markup: the file without its final "\n" or "\r\n"; lineBreak: those bytes ([] if none)
/// ```
public enum FinalLineBreak {
    /// `data` without one final LF or CRLF, and the bytes dropped (empty when it has none).
    public static func split(_ data: Data) -> (text: Data, lineBreak: [UInt8]) {
        guard data.last == 0x0A else { return (data, []) }
        let crlf = data.count >= 2 && data[data.index(data.endIndex, offsetBy: -2)] == 0x0D
        let length = crlf ? 2 : 1
        return (data.prefix(data.count - length), crlf ? [0x0D, 0x0A] : [0x0A])
    }
}
