import Foundation

/// Lets a test's probe script run in a page whose Content-Security-Policy allows only the
/// page's own scripts: the probe's hash, computed by coreutils' `sha256sum` (not by the code
/// under test), is added to the policy's `script-src`.
public enum PolicyProbe {
    /// The test could not hash its probe.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `page` with `probe` (a `<script>…</script>` element) inserted before `marker` and
    /// allowed by the page's policy.
    public static func insert(_ probe: String, before marker: String, in page: String) throws -> String {
        guard let open = probe.range(of: "<script>"), let close = probe.range(of: "</script>", range: open.upperBound..<probe.endIndex) else {
            throw Failure(description: "the probe is not a <script> element")
        }
        let hash = try sha256Base64(String(probe[open.upperBound..<close.lowerBound]))
        guard page.contains("script-src ") else { throw Failure(description: "the page has no script-src policy") }
        return page.replacingOccurrences(of: "script-src ", with: "script-src 'sha256-\(hash)' ")
            .replacingOccurrences(of: marker, with: probe + marker)
    }

    /// The base64 SHA-256 of `text`'s UTF-8, by `sha256sum`.
    public static func sha256Base64(_ text: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let hex = String(decoding: data, as: UTF8.self).prefix(64)
        guard process.terminationStatus == 0, hex.count == 64 else { throw Failure(description: "sha256sum failed: \(hex)") }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { throw Failure(description: "sha256sum printed \(hex)") }
            bytes.append(byte)
            index = next
        }
        return Data(bytes).base64EncodedString()
    }
}
