import Foundation
import StyleMarkup
#if canImport(Glibc)
import Glibc
#endif

// `markupc-bench throughput --json [--markupc PATH]`: the throughput table (Docs/Performance.md, "Current numbers") as one JSON object,
// every row measured in the same run as a `memchr` scan of the same prose, so ratios hold on a
// loaded machine. MB/s of input, best of five.

/// MB/s of `memchr` finding every `<` and `&` in `bytes`: two scans kept side by side, each
/// restarted past the hit it found, as a tokenizer that only looked for markup would.
func memchrScan(_ bytes: [UInt8]) -> (seconds: Double, hits: Int) {
    var hits = 0
    let seconds = best(5) {
        hits = bytes.withUnsafeBufferPointer { buffer -> Int in
            let base = buffer.baseAddress!
            let end = base + buffer.count
            func next(_ byte: UInt8, from start: UnsafePointer<UInt8>) -> UnsafePointer<UInt8> {
                guard start < end, let hit = memchr(start, Int32(byte), end - start) else { return end }
                return UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
            }
            var angle = next(UInt8(ascii: "<"), from: base)
            var ampersand = next(UInt8(ascii: "&"), from: base)
            var count = 0
            while angle < end || ampersand < end {
                count += 1
                if angle < ampersand { angle = next(UInt8(ascii: "<"), from: angle + 1) }
                else { ampersand = next(UInt8(ascii: "&"), from: ampersand + 1) }
            }
            return count
        }
    }
    return (seconds, hits)
}

/// Seconds for `markupc FILE --format json -o OUT` on 20 MB of dense markup, whole process
/// (spawn to exit), best of five; and the input and output sizes.
func processJSON(markupc: String) throws -> (seconds: Double, inputBytes: Int, outputBytes: Int) {
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-bench-dense-20mb.txt")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-bench-dense-20mb.json")
    let bytes = Corpus.dense(bytes: 20_000_000)
    try Data(bytes).write(to: input)
    let argv = [markupc, input.path, "--format", "json", "-o", output.path]
    let seconds = best(5) {
        var cArgs = argv.map { strdup($0) }
        cArgs.append(nil)
        var pid: pid_t = 0
        guard posix_spawn(&pid, markupc, nil, nil, cArgs, environ) == 0 else { print("cannot run \(markupc)"); exit(2) }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        for pointer in cArgs { free(pointer) }
        guard status == 0 else { print("\(markupc) failed with status \(status)"); exit(2) }
    }
    let outputBytes = (try FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? 0
    try? FileManager.default.removeItem(at: input)
    try? FileManager.default.removeItem(at: output)
    return (seconds, bytes.count, outputBytes)
}

/// Prints the throughput report as JSON (MB/s; ratios to the `memchr` scan of the same run).
func throughputJSON(markupc: String?) throws {
    func rate(_ bytes: Int, _ seconds: Double) -> Double { (Double(bytes) / 1e6 / seconds * 10).rounded() / 10 }
    let proseBytes = Corpus.prose(bytes: 10_000_000)
    let scan = memchrScan(proseBytes)
    let prose = try proseBench(megabytes: 10, repeats: 5)
    let short = try shortBench(count: 100_000, repeats: 5)
    let memchrRate = rate(proseBytes.count, scan.seconds)

    // One short string at a time to an AttributedString, with a compiler made once (its style
    // book loaded and warm), as an app compiling a label at run time.
    let strings = Corpus.shortStrings(count: 100_000).map { String(decoding: $0, as: UTF8.self) }
    let shortBytes = strings.reduce(0) { $0 + $1.utf8.count }
    var last = AttributedString()
    let attributed = try best(5) {
        for s in strings { last = AttributedString(try compiler.compile(s)) }
    }
    precondition(!last.characters.isEmpty)

    var report: [String: Any] = [
        "prose": ["tokenize": rate(prose.bytes, prose.tokenize), "tokenize_tags": rate(prose.bytes, prose.tokenizeTags),
                  "compile_json": rate(prose.bytes, prose.compile)],
        "short": ["tokenize": rate(short.bytes, short.tokenize), "tokenize_tags": rate(short.bytes, short.tokenizeTags),
                  "compile_json": rate(short.bytes, short.compile),
                  "compile_attributed_string": rate(shortBytes, attributed)],
        "attributed_string": attributedReport(try attributedBench()),
        "memchr": memchrRate,
        "ratio_to_memchr": ["prose_tokenize": (rate(prose.bytes, prose.tokenize) / memchrRate * 1000).rounded() / 1000,
                            "short_tokenize": (rate(short.bytes, short.tokenize) / memchrRate * 1000).rounded() / 1000],
        "loadavg": ProcessInfo.processInfo.loadAverage,
    ]
    if let markupc {
        let run = try processJSON(markupc: markupc)
        report["process_json_20mb"] = ["mbps": rate(run.inputBytes, run.seconds), "seconds": (run.seconds * 1000).rounded() / 1000,
                                       "output_to_input": (Double(run.outputBytes) / Double(run.inputBytes) * 100).rounded() / 100]
    }
    let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}

extension ProcessInfo {
    /// The 1-minute load average, to read the numbers of a run on a shared machine.
    var loadAverage: Double {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) > 0 ? (loads[0] * 100).rounded() / 100 : -1
    }
}
