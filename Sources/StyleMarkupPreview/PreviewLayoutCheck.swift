import Foundation
import StyleMarkup
import StyleMarkupLint

/// Lays a preview page out in headless Chromium: which budgeted strings overflow their box,
/// and a screenshot.
///
/// Chromium is `chromium` or `chromium-browser` on `PATH`, else (macOS) Google Chrome or
/// Chromium in /Applications. The page is measured from a copy in a temporary folder with a
/// probe script added, which after load compares each budget box's scroll size with its
/// box (a string wider than its width, or taller than its lines, overflows) and writes the
/// overflowing forms' numbers into the DOM that `--dump-dom` prints. Chromium runs in its
/// sandbox unless the process runs as root (``sandboxArguments(effectiveUserID:)``).
enum PreviewLayoutCheck {
    /// Why the page could not be laid out.
    struct Failure: Error, Hashable, Sendable {
        /// Chromium is not installed, or it failed.
        var message: String
    }

    /// How long Chromium may take for one page.
    static let timeout: TimeInterval = 300

    /// macOS browsers that take Chromium's headless options.
    static let macOSBrowsers = ["/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
                                "/Applications/Chromium.app/Contents/MacOS/Chromium"]

    /// The browser's path, or `nil` when none is installed.
    static func findChromium(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser"] {
            for directory in path.split(separator: ":") where !directory.isEmpty {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        #if os(macOS)
        return macOSBrowsers.first { FileManager.default.isExecutableFile(atPath: $0) }
        #else
        return nil
        #endif
    }

    /// The probe: marks the page as being measured (rows are laid out even off screen), then
    /// lists the `data-ref` of every budget box whose content overflows it.
    static let probe = """
    <script>
    window.addEventListener("load", function () {
      document.body.classList.add("measuring");
      var over = [];
      var boxes = document.querySelectorAll(".budget[data-ref]");
      for (var i = 0; i < boxes.length; i++) {
        var box = boxes[i];
        if (box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1) over.push(Number(box.getAttribute("data-ref")));
      }
      var out = document.createElement("pre");
      out.id = "markupc-overflow";
      out.textContent = "[" + over.join(",") + "]";
      document.body.appendChild(out);
    });
    </script>
    <style>.measuring .row { content-visibility: visible; }</style>

    """

    /// The `data-ref` numbers of the budget boxes that overflow in `page` (written with
    /// ``probe``).
    static func overflowing(_ page: [UInt8], chromium: String) throws(Failure) -> Set<Int> {
        let output = try withDirectory { directory throws(Failure) in
            let file = directory.appendingPathComponent("preview.html")
            do { try Data(page).write(to: file) } catch { throw Failure(message: "cannot write the page to measure: \(error.localizedDescription)") }
            return try run(chromium, ["--dump-dom", "--window-size=1600,1200", file.absoluteString], in: directory)
        }
        guard let start = output.range(of: "<pre id=\"markupc-overflow\">"),
              let end = output.range(of: "</pre>", range: start.upperBound..<output.endIndex) else {
            throw Failure(message: "Chromium laid the page out but the measurement did not run")
        }
        let list = output[start.upperBound..<end.lowerBound].dropFirst().dropLast()
        return Set(list.split(separator: ",").compactMap { Int($0) })
    }

    /// A PNG screenshot of `page`, `width` pixels wide.
    static func screenshot(_ page: [UInt8], chromium: String, width: Int = 1400, height: Int = 900) throws(Failure) -> Data {
        try withDirectory { directory throws(Failure) in
            let file = directory.appendingPathComponent("preview.html")
            let png = directory.appendingPathComponent("preview.png")
            do { try Data(page).write(to: file) } catch { throw Failure(message: "cannot write the page: \(error.localizedDescription)") }
            _ = try run(chromium, ["--screenshot=\(png.path)", "--window-size=\(width),\(height)", file.absoluteString], in: directory)
            guard let data = try? Data(contentsOf: png), !data.isEmpty else {
                throw Failure(message: "Chromium wrote no screenshot")
            }
            return data
        }
    }

    private static func withDirectory<T>(_ body: (URL) throws(Failure) -> T) throws(Failure) -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-preview-\(UUID().uuidString)")
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw Failure(message: "cannot make a temporary folder for Chromium: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    /// Chromium runs in its sandbox, except as root (user 0), where the sandbox cannot start
    /// (`--no-sandbox`, which Chromium requires there).
    static func sandboxArguments(effectiveUserID: uid_t) -> [String] {
        effectiveUserID == 0 ? ["--no-sandbox"] : []
    }

    /// Runs headless Chromium; its standard output, or a failure past the time limit.
    private static func run(_ chromium: String, _ arguments: [String], in directory: URL) throws(Failure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless"] + sandboxArguments(effectiveUserID: geteuid())
            + ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
               "--hide-scrollbars", "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
               "--virtual-time-budget=2000"] + arguments
        let stdout = directory.appendingPathComponent("chromium.out")
        let stderr = directory.appendingPathComponent("chromium.err")
        guard FileManager.default.createFile(atPath: stdout.path, contents: nil),
              FileManager.default.createFile(atPath: stderr.path, contents: nil) else {
            throw Failure(message: "cannot make files for Chromium's output in \(directory.path)")
        }
        let finished = DispatchSemaphore(value: 0)
        do {
            process.standardOutput = try FileHandle(forWritingTo: stdout)
            process.standardError = try FileHandle(forWritingTo: stderr)
            process.standardInput = FileHandle.nullDevice
            process.terminationHandler = { _ in finished.signal() }
            try process.run()
        } catch {
            throw Failure(message: "cannot run \(chromium): \(error.localizedDescription)")
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            if finished.wait(timeout: .now() + 5) == .timedOut { kill(process.processIdentifier, SIGKILL) }
            throw Failure(message: "Chromium did not finish within \(Int(timeout)) s")
        }
        guard process.terminationStatus == 0 else {
            let errors = (try? String(contentsOf: stderr, encoding: .utf8)) ?? ""
            throw Failure(message: "Chromium exited with status \(process.terminationStatus): \(errors.suffix(500))")
        }
        return (try? String(contentsOf: stdout, encoding: .utf8)) ?? ""
    }
}
