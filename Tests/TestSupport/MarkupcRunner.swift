import Foundation
import XCTest

/// Runs the built `markupc` binary and captures what it prints.
public struct MarkupcRunner {
    /// What a run printed, and its exit status.
    public struct Result {
        public var status: Int32
        public var stdout: Data
        public var stderr: String
        public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// The directory with the built products (the test bundle sits beside `markupc`).
    public static let productsDirectory: URL = {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }()

    public static let executable = productsDirectory.appendingPathComponent("markupc")

    /// The package root, found from this file's path.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `markupc` with `arguments`; `environment` adds or replaces variables, `unsetting`
    /// removes them. Standard input is `stdin` (in a scratch file), or the file `stdinFile`.
    public static func run(_ arguments: [String], stdin: Data? = nil, stdinFile: URL? = nil, environment: [String: String] = [:],
                    unsetting: [String] = [], directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for key in ["NO_COLOR", "FORCE_COLOR", "COLORTERM", "TERM"] + unsetting { env.removeValue(forKey: key) }
        env.merge(environment) { _, new in new }
        process.environment = env
        process.currentDirectoryURL = directory ?? packageRoot
        // Standard output and error go to files, so a large output cannot fill a pipe and block.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let output = try FileHandle(forWritingTo: outURL)
        let errors = try FileHandle(forWritingTo: errURL)
        // Standard input comes from a file too: a pipe written after markupc exited early (a
        // usage error) would raise SIGPIPE and end the whole test process.
        let inURL = stdinFile ?? scratch.appendingPathComponent("stdin")
        if stdinFile == nil { try (stdin ?? Data()).write(to: inURL) }
        let input = try FileHandle(forReadingFrom: inURL)
        defer { try? input.close() }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return Result(status: process.terminationStatus, stdout: try Data(contentsOf: outURL),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Runs any program (not necessarily `markupc`) with no standard input; returns its exit
    /// status and its standard output and error together, captured in a file so a large
    /// output cannot fill a pipe and block.
    /// Runs a program found on `PATH`, in the package root; returns its status and output
    /// (standard output and error together).
    public static func runOnPath(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try runProgram(URL(fileURLWithPath: "/usr/bin/env"), [program] + arguments)
    }

    public static func runProgram(_ executable: URL, _ arguments: [String], directory: URL? = nil) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-program-\(UUID().uuidString).log")
        try Data().write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    /// Lint's report with positions taken out (the files pseudo changes grow, so findings in
    /// them move down), one finding a line.
    public static func withoutPositions(_ report: String) throws -> String {
        let position = try NSRegularExpression(pattern: #":[0-9]+:[0-9]+:"#)
        return position.stringByReplacingMatches(in: report, range: NSRange(report.startIndex..., in: report), withTemplate: ":")
    }

    /// A fresh temporary directory, removed when the test ends.
    public static func temporaryDirectory(_ testCase: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}
