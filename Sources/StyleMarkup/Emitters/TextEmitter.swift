/// The plain text, byte for byte (`--format text`).
public struct TextEmitter: Emitter {
    /// Creates the emitter.
    public init() {}

    /// `txt`.
    public var fileExtension: String { OutputFormat.text.fileExtension }

    /// The text's UTF-8 bytes.
    public func emit(_ compiled: CompiledText) -> [UInt8] {
        compiled.utf8Text
    }
}
