/// Turns compiled text into an output document. Each output format is one small type.
///
/// ```swift
/// let bytes = JSONEmitter(offsets: .utf16).emit(compiled)
/// ```
public protocol Emitter: Sendable {
    /// The file extension for this format's documents, without a dot (`json`).
    var fileExtension: String { get }
    /// The whole output document as bytes (UTF-8 for text formats).
    func emit(_ compiled: CompiledText) -> [UInt8]
}

extension Emitter {
    /// The whole output document as a string.
    public func emitString(_ compiled: CompiledText) -> String {
        String(decoding: emit(compiled), as: UTF8.self)
    }
}
