import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `markupc lint DIR/<format>` for each format of a ``LintProject``, best of 3, and
/// prints the wall time, the CPU time (user + system, which shows both cores at work) and
/// lint's summary line.
func lintBench(markupc: String, project: String) throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-bench-lint-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let errors = scratch.appendingPathComponent("stderr").path
    print("format        wall (best of 3)   CPU (user+sys)   summary")
    for format in LintProject.formats {
        let directory = project + "/" + format
        guard FileManager.default.fileExists(atPath: directory) else { print("\(format): missing \(directory) (run lint-project)"); continue }
        var bestWall = Double.infinity, cpuOfBest = 0.0
        for _ in 0..<3 {
            let (wall, cpu) = try spawnTimed([markupc, "lint", directory], stdout: "/dev/null", stderr: errors)
            if wall < bestWall { (bestWall, cpuOfBest) = (wall, cpu) }
        }
        let summary = (try? String(contentsOfFile: errors, encoding: .utf8))?.split(separator: "\n").last.map(String.init) ?? "?"
        print(format.padding(toLength: 12, withPad: " ", startingAt: 0) + String(format: "  %8.3f s         %8.3f s       ", bestWall, cpuOfBest) + summary)
    }
}

/// Runs a program with standard output and error sent to files; returns its wall-clock time
/// and the CPU time of the child (user + system) in seconds.
func spawnTimed(_ argv: [String], stdout: String, stderr: String) throws -> (wall: Double, cpu: Double) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var cArgs = argv.map { strdup($0) }
    cArgs.append(nil)
    defer { for pointer in cArgs { free(pointer) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, argv[0], &actions, nil, cArgs, environ) == 0 else {
        throw NSError(domain: "markupc-bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "cannot run \(argv[0])"])
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let wall = now() - start
    let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return (wall, cpu)
}
