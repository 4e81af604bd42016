import Foundation
#if canImport(Glibc)
import Glibc
#endif

// `markupc-bench memory-cli PATH/TO/markupc [MB] [DIR]`: peak resident memory of whole markupc
// commands on large inputs, as a multiple of the input's size (Docs/Performance.md, "Peak
// memory of the commands"), and the CPU time of linting a million strings of real size.
//
// Every input is written first under DIR (by default a scratch folder, removed afterwards):
//   dense/dense.markup               MB of dense markup (a tag every ~12 characters)
//   strings/{en,fr}.lproj/…strings   two tables of about MB each (lint, preview)
//   pseudo/en.lproj/…strings         the English table alone (pseudo)
//   million/{5 languages}.lproj      200,000 keys in five languages: 1,000,000 strings
// Each command then runs once under wait4(2), which gives the child's peak RSS and CPU time;
// peak RSS does not depend on the load, so these figures hold on a shared machine.

/// One command of the table: its argument vector after the markupc path, the bytes it reads,
/// and the exit statuses it may end with (lint ends with 1 when it finds errors).
struct MeasuredCommand {
    var name: String
    var arguments: [String]
    var inputBytes: Int
    var statuses: Set<Int32> = [0]
}

/// The resources a finished child used.
struct ChildUsage {
    var status: Int32
    var peakBytes: Int
    var userSeconds: Double
    var systemSeconds: Double
}

/// Runs `argv` with standard output and error sent to files and returns its exit status,
/// peak resident memory and CPU time.
func spawnMeasured(_ argv: [String], stdout: String, stderr: String) throws -> ChildUsage {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var cArgs = argv.map { strdup($0) }
    cArgs.append(nil)
    defer { for pointer in cArgs { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, argv[0], &actions, nil, cArgs, environ) == 0 else {
        throw NSError(domain: "markupc-bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "cannot run \(argv[0])"])
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    // ru_maxrss is in kilobytes on Linux.
    return ChildUsage(status: (status >> 8) & 0xFF, peakBytes: usage.ru_maxrss * 1024,
                      userSeconds: seconds(usage.ru_utime), systemSeconds: seconds(usage.ru_stime))
}

/// Writes the inputs under `directory` and returns the commands measured on them.
func writeMemoryInputs(megabytes: Int, in directory: URL) throws -> [MeasuredCommand] {
    let path = { (name: String) in directory.appendingPathComponent(name).path }
    // Inputs written by an earlier run into the same DIR are used again.
    let written = directory.appendingPathComponent("inputs-\(megabytes)mb")
    if !FileManager.default.fileExists(atPath: written.path) {
        try writeInputs(megabytes: megabytes, in: directory)
        try Data().write(to: written)
    }
    let tablesBytes = try folderBytes(path("strings"))
    let englishBytes = try folderBytes(path("pseudo"))
    let strings = try String(contentsOfFile: path("strings/en.lproj/Localizable.strings"), encoding: .utf8).split(separator: "\n").count * 2
    let denseBytes = try folderBytes(path("dense"))
    return [
        MeasuredCommand(name: "compile \(megabytes) MB dense markup --format json",
                        arguments: [path("dense/dense.markup"), "--format", "json", "-o", path("dense.json")], inputBytes: denseBytes),
        MeasuredCommand(name: "lint 2 tables (\(strings) strings)", arguments: ["lint", path("strings")], inputBytes: tablesBytes, statuses: [0, 1]),
        MeasuredCommand(name: "lint 2 tables --reporter html", arguments: ["lint", path("strings"), "--reporter", "html", "-o", path("report.html")],
                        inputBytes: tablesBytes, statuses: [0, 1]),
        MeasuredCommand(name: "pseudo 1 table --locale en-XA", arguments: ["pseudo", path("pseudo"), "--locale", "en-XA"], inputBytes: englishBytes),
        MeasuredCommand(name: "preview 2 tables --only-findings",
                        arguments: ["preview", path("strings"), "--stylebook", path("book.json"), "--only-findings", "-o", path("preview.html")],
                        inputBytes: tablesBytes, statuses: [0, 1]),
    ]
}

/// Writes the inputs of ``writeMemoryInputs(megabytes:in:)``.
private func writeInputs(megabytes: Int, in directory: URL) throws {
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("dense"), withIntermediateDirectories: true)
    try Data(Corpus.dense(bytes: megabytes * 1_000_000)).write(to: directory.appendingPathComponent("dense/dense.markup"))
    // The style book preview compiles with: the tags the tables use.
    try Data(#"{"b": {"font": {"weight": "bold"}}, "i": {"font": {"italic": true}}, "a": {}}"#.utf8).write(to: directory.appendingPathComponent("book.json"))

    // Two tables of about `megabytes` MB: as many keys as make the English one that size.
    let sample = LintProject(keys: 2_000, languages: 2)
    let sampleBytes = sample.entries().reduce(0) { $0 + $1.key.utf8.count + $1.source.utf8.count + 8 }
    let tables = LintProject(keys: megabytes * 1_000_000 * 2_000 / sampleBytes, languages: 2)
    let entries = tables.entries()
    try tables.writeStrings(entries, to: directory.appendingPathComponent("strings"))
    try tables.writeStrings(entries, to: directory.appendingPathComponent("pseudo"))
    try? FileManager.default.removeItem(at: directory.appendingPathComponent("pseudo/fr.lproj"))
    let million = LintProject(keys: 200_000, languages: 5)
    try million.writeStrings(million.entries(), to: directory.appendingPathComponent("million"))
}

/// The bytes of every regular file under `path`.
func folderBytes(_ path: String) throws -> Int {
    guard let names = FileManager.default.enumerator(atPath: path) else { return 0 }
    var total = 0
    for case let name as String in names {
        let attributes = try FileManager.default.attributesOfItem(atPath: path + "/" + name)
        if attributes[.type] as? FileAttributeType == .typeRegular { total += (attributes[.size] as? Int) ?? 0 }
    }
    return total
}

/// Prints each command's peak RSS as a multiple of its input, then the CPU time of linting a
/// million strings (best of three, user and system apart).
func memoryCLIBench(markupc: String, megabytes: Int, directory: String?) throws {
    let root = directory.map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("markupc-bench-memory-\(getpid())")
    defer { if directory == nil { try? FileManager.default.removeItem(at: root) } }
    let commands = try writeMemoryInputs(megabytes: megabytes, in: root)
    let out = root.appendingPathComponent("stdout").path, errors = root.appendingPathComponent("stderr").path
    print("command                                           input MB   peak RSS MB   x input   CPU s (user+sys)")
    for command in commands {
        try? FileManager.default.removeItem(at: root.appendingPathComponent("pseudo/en-XA.lproj"))
        let usage = try spawnMeasured([markupc] + command.arguments, stdout: out, stderr: errors)
        guard command.statuses.contains(usage.status) else {
            let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            print("\(command.name): exit status \(usage.status)\n\(message.suffix(2_000))"); exit(2)
        }
        print(command.name.padding(toLength: 48, withPad: " ", startingAt: 0)
              + String(format: "  %8.1f   %11.0f   %7.2f   %6.2f", Double(command.inputBytes) / 1e6, Double(usage.peakBytes) / 1e6,
                       Double(usage.peakBytes) / Double(command.inputBytes), usage.userSeconds + usage.systemSeconds))
    }
    let million = root.appendingPathComponent("million").path
    var bestUser = Double.infinity, systemOfBest = 0.0, peak = 0
    for _ in 0..<3 {
        let usage = try spawnMeasured([markupc, "lint", million], stdout: out, stderr: errors)
        guard usage.status <= 1 else { print("lint of a million strings: exit status \(usage.status)"); exit(2) }
        if usage.userSeconds < bestUser { (bestUser, systemOfBest, peak) = (usage.userSeconds, usage.systemSeconds, usage.peakBytes) }
    }
    let summary = (try? String(contentsOfFile: errors, encoding: .utf8))?.split(separator: "\n").last.map(String.init) ?? "?"
    print(String(format: "lint 1,000,000 strings (5 languages, %.0f MB): user %.2f s, system %.2f s (best of 3 by user time), peak RSS %.0f MB",
                 Double(try folderBytes(million)) / 1e6, bestUser, systemOfBest, Double(peak) / 1e6))
    print("  " + summary)
}
