import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Headless Chromium for the tests that load pages in a real browser (the HTML emitter's pages,
/// lint's HTML report, previews). A missing browser is the same failure on every platform,
/// naming the script that installs it; it is never a silent skip.
public enum Chromium {
    /// The browser is not installed.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String
    }

    /// The browser ran but failed, or did not finish in time.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Where macOS keeps the browsers that take Chromium's headless options (Safari has no
    /// such mode).
    public static let macOSBrowsers = ["/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
                                       "/Applications/Chromium.app/Contents/MacOS/Chromium"]

    /// How long one run may take before it is stopped and fails.
    public static let timeout: TimeInterval = 120

    /// The browser: `chromium` or `chromium-browser` on PATH, or on macOS Google Chrome or
    /// Chromium in /Applications.
    public static func path() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser"] {
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        if let browser = macOSBrowsers.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return browser }
        throw Missing(description: "MISSING TOOL: headless Chromium (chromium or chromium-browser on PATH, or Google Chrome on macOS) is needed by this test and is not installed: run scripts/install-chromium")
    }

    /// Runs headless Chromium with `arguments` in `directory` (its profile and output files go
    /// there) and returns what it printed; fails instead of hanging past ``timeout``.
    public static func run(_ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path())
        // Sandboxed, as markupc runs it, except as root, where Chromium's sandbox cannot start.
        process.arguments = ["--headless"] + (geteuid() == 0 ? ["--no-sandbox"] : []) + ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                             "--hide-scrollbars", "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
                             "--virtual-time-budget=1000"] + arguments
        let stdout = directory.appendingPathComponent("chromium.out")
        let stderr = directory.appendingPathComponent("chromium.err")
        try Data().write(to: stdout)
        try Data().write(to: stderr)
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            if finished.wait(timeout: .now() + 5) == .timedOut { kill(process.processIdentifier, SIGKILL) }
            throw Failure(description: "chromium did not finish within \(Int(timeout)) s: \(arguments)")
        }
        let errors = (try? String(contentsOf: stderr, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            throw Failure(description: "chromium exited with status \(process.terminationStatus): \(errors)")
        }
        return try String(contentsOf: stdout, encoding: .utf8)
    }
}
