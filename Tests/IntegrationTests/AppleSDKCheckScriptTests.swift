import Foundation
import MarkupcTestSupport
import XCTest

/// `scripts/check-apple-sdks`, with stand-ins for the shared checkers `check` and `check-macos`
/// that record how they are called: which SDK each check gets, the settings the iOS 17.0 check
/// needs, what it says and its exit status when an SDK is missing or a check fails.
final class AppleSDKCheckScriptTests: XCTestCase {
    static let root = MarkupcRunner.packageRoot

    struct Bench {
        let folder: URL
        let tools: URL
        var log: URL { folder.appendingPathComponent("calls.log") }
        func calls() throws -> [String] {
            guard FileManager.default.fileExists(atPath: log.path) else { return [] }
            return try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        }
    }

    /// A folder of stand-in checkers exiting with `status` (`check`) and `macStatus` (`check-macos`).
    func bench(status: Int = 0, macStatus: Int = 0) throws -> Bench {
        let folder = try MarkupcRunner.temporaryDirectory(self)
        let tools = folder.appendingPathComponent("apple-sdk")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("calls.log").path
        for (name, exit) in [("check", status), ("check-macos", macStatus)] {
            let body = "#!/usr/bin/env bash\necho \"\(name) $* PREBUILD_SWIFTUI=${PREBUILD_SWIFTUI:-} MARKUPC_SDK_CACHE=${MARKUPC_SDK_CACHE:-}\" >> '\(log)'\nexit \(exit)\n"
            let file = tools.appendingPathComponent(name)
            try body.write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        return Bench(folder: folder, tools: tools)
    }

    func run(_ arguments: [String], _ environment: [String: String]) throws -> (status: Int32, output: String) {
        var clean = environment
        for key in ["MARKUPC_APPLE_SDKS", "MARKUPC_IOS16_SDK", "MARKUPC_IOS17_SDK", "MARKUPC_MACOS_SDK"] where clean[key] == nil { clean[key] = "" }
        return try AppleWorkflowTests.run(["scripts/check-apple-sdks"] + arguments, environment: clean)
    }

    /// Three SDK folders (the iOS 17.0 one with the duplicated libxml headers of a git copy).
    func sdks(in bench: Bench) throws -> [String: String] {
        var result: [String: String] = [:]
        for (key, name) in [("MARKUPC_IOS16_SDK", "iPhoneOS16.5.sdk"), ("MARKUPC_IOS17_SDK", "iPhoneOS17.0.sdk"), ("MARKUPC_MACOS_SDK", "MacOSX14.0.sdk")] {
            let sdk = bench.folder.appendingPathComponent(name)
            for folder in ["usr/include/libxml", "usr/include/libxml2/libxml"] {
                try FileManager.default.createDirectory(at: sdk.appendingPathComponent(folder), withIntermediateDirectories: true)
                try "/* tree */".write(to: sdk.appendingPathComponent(folder).appendingPathComponent("tree.h"), atomically: true, encoding: .utf8)
            }
            result[key] = sdk.path
        }
        return result
    }

    func testEachSDKGoesToItsCheckAndAllCleanIsStatusZero() throws {
        let bench = try bench()
        var environment = try sdks(in: bench)
        let cache = bench.folder.appendingPathComponent("cache17").path
        environment["MARKUPC_APPLE_SDK_TOOLS"] = bench.tools.path
        environment["MARKUPC_SDK_CACHE_17"] = cache
        let result = try run([], environment)
        XCTAssertEqual(result.status, 0, result.output)
        let root = Self.root.path
        XCTAssertEqual(try bench.calls(), [
            "check \(environment["MARKUPC_IOS16_SDK"]!) \(root) PREBUILD_SWIFTUI= MARKUPC_SDK_CACHE=",
            "check \(environment["MARKUPC_IOS17_SDK"]!) \(root) PREBUILD_SWIFTUI=1 MARKUPC_SDK_CACHE=\(cache)",
            "check-macos \(environment["MARKUPC_MACOS_SDK"]!) \(root) PREBUILD_SWIFTUI= MARKUPC_SDK_CACHE=",
        ])
        XCTAssertTrue(result.output.hasSuffix("""
            check-apple-sdks:
              ok       iOS 16.5 SDK
              ok       iOS 17.0 SDK
              ok       macOS 14.0 SDK (macOS and Mac Catalyst)

            """), result.output)
        // The iOS 17.0 SDK's second copy of the libxml headers became a link (Clang reads one module map).
        let libxml = environment["MARKUPC_IOS17_SDK"]! + "/usr/include/libxml"
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: libxml), "libxml2/libxml")
    }

    func testAFailedCheckIsStatusOneAndACheckThatCouldNotRunIsStatusTwo() throws {
        for (status, macStatus, expected, line) in [(1, 0, Int32(1), "FAILED   iOS 16.5 SDK"), (0, 2, 2, "ERROR    macOS 14.0 SDK (macOS and Mac Catalyst) (the check could not run)")] {
            let bench = try bench(status: status, macStatus: macStatus)
            var environment = try sdks(in: bench)
            environment["MARKUPC_APPLE_SDK_TOOLS"] = bench.tools.path
            environment["MARKUPC_SDK_CACHE_17"] = bench.folder.appendingPathComponent("cache17").path
            let result = try run([], environment)
            XCTAssertEqual(result.status, expected, result.output)
            XCTAssertTrue(result.output.contains("\n  \(line)\n"), result.output)
            XCTAssertEqual(try bench.calls().count, 3, "every check runs, also after one failed")
        }
    }

    func testWithoutSDKsItSaysHowToGetThemAndRequireMakesThatAnError() throws {
        let bench = try bench()
        let environment = ["MARKUPC_APPLE_SDK_TOOLS": bench.tools.path]
        let result = try run([], environment)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(try bench.calls(), [])
        for line in ["check-apple-sdks: skipped iOS 16.5: no SDK given", "  skipped  iOS 17.0 SDK", "  skipped  macOS 14.0 SDK (macOS and Mac Catalyst)",
                     "  git clone --bare --depth 1 https://github.com/itsnebulalol/sdks.git ~/apple-sdks.git"] {
            XCTAssertTrue(result.output.contains(line + "\n"), "\(line)\n\(result.output)")
        }
        XCTAssertEqual(try run(["--require"], environment).status, 2)
        let usage = try run(["--bogus"], environment)
        XCTAssertEqual(usage.status, 2)
        XCTAssertEqual(usage.output, "usage: scripts/check-apple-sdks [--require] [SDKS]\n")
    }

    func testWithoutTheCheckersItSaysWhereItLooked() throws {
        let missing = try MarkupcRunner.temporaryDirectory(self).appendingPathComponent("nowhere").path
        let result = try run([], ["MARKUPC_APPLE_SDK_TOOLS": missing])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "check-apple-sdks: no checkers in \(missing) (the project's shared apple-sdk folder beside this repository; set MARKUPC_APPLE_SDK_TOOLS)\n")
        XCTAssertEqual(try run(["--require"], ["MARKUPC_APPLE_SDK_TOOLS": missing]).status, 2)
    }
}
