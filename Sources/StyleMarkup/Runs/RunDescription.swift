/// Short descriptions for `print`, the debugger and test failures: a run is its UTF-16
/// range and the attributes it sets, written as `--format json` writes them (keys that are
/// not set left out), not a struct dump of a dozen `nil`s.
///
/// ```swift
/// print(compiled.runs[1])  // 4..<8 {"action": "help", "color": "#ffa500"}
/// print(compiled.runs[0])  // 0..<4 {}
/// ```
extension Run: CustomStringConvertible {
    /// `4..<8 {"action": "help", "color": "#ffa500"}`: the UTF-16 range, then the attributes.
    public var description: String { "\(range) \(attributes)" }
}

extension StyleAttributes: CustomStringConvertible {
    /// The attributes that are set, as the JSON run list writes them:
    /// `{"color": "#ffa500", "font": {"weight": 700}}`, or `{}`.
    public var description: String {
        var writer = JSONWriter()
        writer.write(self)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
