import Foundation
import StyleMarkup
#if canImport(Glibc)
import Glibc
#endif

// markupc-bench: throughput of tokenizing and compiling to JSON on deterministic corpora,
// scaling (1x vs 10x), peak memory, and CLI start-up time. See Docs/Performance.md.
//
//   swift run -c release --package-path Benchmarks markupc-bench            # everything
//   swift run -c release --package-path Benchmarks markupc-bench memory 100  # peak RSS, 100 MB input
//   swift run -c release --package-path Benchmarks markupc-bench startup PATH/TO/markupc

let book = try StyleBook(json: """
{"link": {"color": "#0a66c2", "underline": "single"}, "b": {"font": {"weight": "bold"}}, "i": {"font": {"italic": true}},
 "u": {"underline": "single"}, "em": "i", "strong": "b", "code": {"font": {"monospace": true}}, "red": {"color": "red"},
 "blue": {"color": "blue"}, "terms": {"link": "https://example.com/terms"}, "privacy": {"link": "https://example.com/privacy"},
 "help": {"action": "help"}}
""")

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

func peakRSSMegabytes() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// The best of `repeats` timings of `body`, in seconds.
func best(_ repeats: Int, _ body: () throws -> Void) rethrows -> Double {
    var result = Double.infinity
    for _ in 0..<repeats {
        let start = now()
        try body()
        result = min(result, now() - start)
    }
    return result
}

func mbps(_ bytes: Int, _ seconds: Double) -> String {
    String(format: "%8.1f MB/s", Double(bytes) / 1e6 / seconds)
}

let compiler = MarkupCompiler(styleBook: book, limits: MarkupLimits(maxNestingDepth: 200_000))
let emitter = JSONEmitter()

/// Seconds for tokenizing with one reused `MarkupTokenizer`, for tokenizing and making the
/// tags `Tag` values (`makeTags()`), and for compiling to JSON; and the input's size.
struct Timings {
    var tokenize: Double
    var tokenizeTags: Double
    var compile: Double
    var bytes: Int
}

func makeTokenizer() -> MarkupTokenizer { MarkupTokenizer(limits: MarkupLimits(maxNestingDepth: 200_000)) }

func proseBench(megabytes: Int, repeats: Int) throws -> Timings {
    let data = Data(Corpus.prose(bytes: megabytes * 1_000_000))
    var tags = 0
    let tokenizer = makeTokenizer()
    let tokenize = try best(repeats) { try tokenizer.tokenize(data) }
    let withTags = try best(repeats) { try tokenizer.tokenize(data); tags = tokenizer.makeTags().count }
    let compile = try best(repeats) { _ = emitter.emit(try compiler.compile(data)) }
    precondition(tags > 0 && tokenizer.tags.count == tags)
    return Timings(tokenize: tokenize, tokenizeTags: withTags, compile: compile, bytes: data.count)
}

func shortBench(count: Int, repeats: Int) throws -> Timings {
    let strings = Corpus.shortStrings(count: count).map { String(decoding: $0, as: UTF8.self) }
    let bytes = strings.reduce(0) { $0 + $1.utf8.count }
    let tokenizer = makeTokenizer()
    let tokenize = try best(repeats) { for s in strings { try tokenizer.tokenize(s) } }
    let withTags = try best(repeats) { for s in strings { try tokenizer.tokenize(s); _ = tokenizer.makeTags() } }
    // Many short strings, one after another: the compiled text and document are reused (``shortJSON``).
    var compiled = CompiledText()
    var document: [UInt8] = []
    let compile = try best(repeats) { for s in strings { try shortJSON(s, compiled: &compiled, document: &document) } }
    return Timings(tokenize: tokenize, tokenizeTags: withTags, compile: compile, bytes: bytes)
}

/// Compiles a short string into `compiled` and writes its JSON document into `document`, as an
/// application compiling many strings one after another would: both keep their storage from
/// string to string (`MarkupCompiler.compile(_:into:)`, `JSONEmitter.emit(_:appendingTo:)`).
@inline(__always)
func shortJSON(_ string: String, compiled: inout CompiledText, document: inout [UInt8]) throws {
    try compiler.compile(string, into: &compiled)
    document.removeAll(keepingCapacity: true)
    emitter.emit(compiled, appendingTo: &document)
}

func nestingBench(depth: Int) -> Double {
    let input = String(repeating: "<b>", count: depth) + "x"
    let deep = MarkupTokenizer(limits: MarkupLimits(maxNestingDepth: depth + 1))
    return best(3) { _ = try? deep.tokenize(input) }
}

/// Emitters beyond the core ones.
func extraEmitters(_ book: StyleBook) -> [(String, any Emitter)] {
    [("rtf", RTFEmitter()),
     ("html, inline styles", HTMLEmitter(styleBook: book)),
     ("html, classes, page", HTMLEmitter(styleBook: book, options: .init(document: true, styles: .classes)))]
}

/// Each emitter on the compiled 10 MB prose corpus.
func emitterBench() throws {
    print("emitters on the 10 MB prose corpus (input MB/s; compiling not included):")
    let proseData = Data(Corpus.prose(bytes: 10_000_000))
    let compiledProse = try compiler.compile(proseData)
    let emitters: [(String, any Emitter)] = [
        ("json", JSONEmitter()),
        ("text", TextEmitter()),
        ("ansi, truecolor, no wrap", ANSIEmitter(styled: true, colorDepth: .trueColor)),
        ("ansi, 256 colors, wrap 80", ANSIEmitter(styled: true, colorDepth: .ansi256, width: 80)),
    ] + extraEmitters(book)
    for (name, emitter) in emitters {
        var bytes = 0
        let time = best(3) { bytes = emitter.emit(compiledProse).count }
        print("  \(name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(mbps(proseData.count, time))   (\(bytes / 1_000_000) MB out, \(String(format: "%.1f", Double(bytes - compiledProse.utf8Text.count) / Double(compiledProse.runs.count))) bytes of markup per run)")
    }
}

/// Prints tokenize and compile+JSON throughput for both corpora, best of 5 runs.
/// (tokenize: one reused MarkupTokenizer; + tags: tokenize, then `makeTags()`.)
func throughputTable() throws -> (prose: Timings, short: Timings) {
    print("corpus                          tokenize       tokenize + Tags     compile+JSON")
    let prose = try proseBench(megabytes: 10, repeats: 5)
    print("prose 10 MB, tag every ~40 ch  \(mbps(prose.bytes, prose.tokenize))   \(mbps(prose.bytes, prose.tokenizeTags))       \(mbps(prose.bytes, prose.compile))")
    let short = try shortBench(count: 100_000, repeats: 5)
    print("100,000 short strings (\(short.bytes / 1_000_000) MB)  \(mbps(short.bytes, short.tokenize))   \(mbps(short.bytes, short.tokenizeTags))       \(mbps(short.bytes, short.compile))")
    return (prose, short)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "memory":
    // Peak resident memory while compiling one large prose input to runs (and JSON to a file).
    let megabytes = Int(arguments.dropFirst().first ?? "100") ?? 100
    let data = Data(Corpus.prose(bytes: megabytes * 1_000_000))
    let before = peakRSSMegabytes()
    let compiled = try compiler.compile(data)
    let afterCompile = peakRSSMegabytes()
    print(String(format: "input %d MB: %d runs, %d tags; peak RSS %.0f MB before compiling (input held), %.0f MB after compiling (%.2fx input)",
                 megabytes, compiled.runs.count, compiled.makeTags().count, before, afterCompile, afterCompile / Double(megabytes)))
case "memory-cli":
    // Peak RSS of whole markupc commands on MB-sized inputs: markupc-bench memory-cli PATH/TO/markupc [MB [DIR]]
    let rest = Array(arguments.dropFirst())
    guard let markupc = rest.first else { print("usage: markupc-bench memory-cli PATH/TO/markupc [MB [DIR]]"); exit(2) }
    try memoryCLIBench(markupc: markupc, megabytes: rest.count > 1 ? Int(rest[1]) ?? 50 : 50, directory: rest.count > 2 ? rest[2] : nil)
case "profile":
    // A short, fixed workload for profilers (valgrind --tool=callgrind): tokenize (`tokenizer`, the
    // default) or compile 2 MB of prose, or tokenize or compile 20,000 short strings (`short-tokenizer`
    // with one reused MarkupTokenizer, `short-tags` the same and `makeTags()`, `short`); or make
    // `AttributedString`s: `short-attributed` (the 20,000), `one-attributed` (one string 20,000
    // times), `screen-attributed` (a 200-string screen 100 times), and `atributika-one`,
    // `atributika-screen` (the same with the reimplementation of Atributika's approach).
    // MARKUPC_PROFILE_MB picks the size (default 2), e.g. to compare instruction counts at 1x and 10x.
    let megabytes = Int(ProcessInfo.processInfo.environment["MARKUPC_PROFILE_MB"] ?? "2") ?? 2
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-bench-prose-\(megabytes)mb.txt")
    if !FileManager.default.fileExists(atPath: path.path) { try Data(Corpus.prose(bytes: megabytes * 1_000_000)).write(to: path) }
    let data = try Data(contentsOf: path)
    let strings = Corpus.shortStrings(count: 20_000).map { String(decoding: $0, as: UTF8.self) }
    let tokenizer = makeTokenizer()
    try tokenizer.tokenize("&hellip;")  // build the entity table outside the profile's focus
    // MARKUPC_PROFILE_REPEAT repeats the workload, for sampling profilers (perf record).
    for _ in 0..<(Int(ProcessInfo.processInfo.environment["MARKUPC_PROFILE_REPEAT"] ?? "1") ?? 1) {
        switch arguments.dropFirst().first {
        case "ansi":
            _ = ANSIEmitter(styled: true, colorDepth: .ansi256, width: 80).emit(try compiler.compile(data))
        case "short":
            var compiled = CompiledText()
            var document: [UInt8] = []
            for s in strings { try shortJSON(s, compiled: &compiled, document: &document) }
        case "short-tags":
            for s in strings { try tokenizer.tokenize(s); _ = tokenizer.makeTags() }
        case "short-tokenizer":
            for s in strings { try tokenizer.tokenize(s) }
        case "short-compile":
            for s in strings { _ = try compiler.compile(s) }
        case "short-emit":
            for compiled in try strings.map({ try compiler.compile($0) }) { _ = emitter.emit(compiled) }
        case "short-attributed":
            for s in strings { _ = AttributedString(try compiler.compile(s)) }
        case "one-attributed":
            try attributedOneString(AttributedTimings.oneStringRepeats)
        case "screen-attributed":
            try attributedScreen(AttributedTimings.screenRepeats)
        case "atributika-one":
            baselineOneString(AttributedTimings.oneStringRepeats)
        case "atributika-screen":
            baselineScreen(AttributedTimings.screenRepeats)
        case "setup":
            break  // only the set-up, to subtract from the others' instruction counts
        case "compile":
            _ = emitter.emit(try compiler.compile(data))
        default:
            try tokenizer.tokenize(data)
        }
    }
case "corpus":
    // Writes the prose corpus to a file, for measuring the CLI: markupc-bench corpus FILE MB [dense]
    // (`dense`: the whole-process row's markup, a tag every ~12 characters).
    let arguments = Array(arguments.dropFirst())
    guard arguments.count == 2 || arguments.count == 3 && arguments[2] == "dense", let megabytes = Int(arguments[1]) else {
        print("usage: markupc-bench corpus FILE MB [dense]"); exit(2)
    }
    let bytes = arguments.count == 3 ? Corpus.dense(bytes: megabytes * 1_000_000) : Corpus.prose(bytes: megabytes * 1_000_000)
    try Data(bytes).write(to: URL(fileURLWithPath: arguments[0]))
case "emitters":
    try emitterBench()
case "attributed":
    try attributedTable()
case "lint-project":
    // Writes the lint benchmark project: markupc-bench lint-project DIR [KEYS [LANGUAGES]]
    let rest = Array(arguments.dropFirst())
    guard let directory = rest.first else { print("usage: markupc-bench lint-project DIR [KEYS [LANGUAGES]]"); exit(2) }
    let project = LintProject(keys: rest.count > 1 ? Int(rest[1]) ?? 5_000 : 5_000, languages: rest.count > 2 ? Int(rest[2]) ?? 40 : 40)
    try project.write(to: URL(fileURLWithPath: directory))
    print("wrote \(project.keys) keys in \(project.languages) languages in each of \(LintProject.formats.joined(separator: ", ")) under \(directory)")
case "lint":
    // Times `markupc lint` on each format of the project: markupc-bench lint PATH/TO/markupc DIR
    let rest = Array(arguments.dropFirst())
    guard rest.count == 2 else { print("usage: markupc-bench lint PATH/TO/markupc DIR (write DIR with lint-project)"); exit(2) }
    try lintBench(markupc: rest[0], project: rest[1])
case "startup":
    guard let path = arguments.dropFirst().first else { print("usage: markupc-bench startup PATH/TO/markupc"); exit(2) }
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-bench-oneline.txt")
    try Data("Tap <b>here</b> to continue".utf8).write(to: input)
    // posix_spawn + waitpid, as a shell runs it (Foundation's Process adds tens of ms of its own).
    var times: [Double] = []
    let argv: [String] = [path, input.path, "--format", "json", "-o", "/dev/null"]
    for _ in 0..<50 {
        var cArgs = argv.map { strdup($0) }
        cArgs.append(nil)
        var pid: pid_t = 0
        let start = now()
        guard posix_spawn(&pid, path, nil, nil, cArgs, environ) == 0 else { print("cannot run \(path)"); exit(2) }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        times.append(now() - start)
        for pointer in cArgs { free(pointer) }
    }
    times.sort()
    print(String(format: "markupc on a one-line input: median %.1f ms, min %.1f ms (50 runs)", times[25] * 1000, times[0] * 1000))
case "throughput":
    // Only the throughput table (the first lines of the full run): quicker while optimizing.
    // `--json` prints the throughput table as JSON with a memchr scan of the same corpus, and with
    // `--markupc PATH` the whole-process run on 20 MB of dense markup.
    let rest = Array(arguments.dropFirst())
    if rest.contains("--json") {
        let markupc = rest.firstIndex(of: "--markupc").flatMap { $0 + 1 < rest.count ? rest[$0 + 1] : nil }
        try throughputJSON(markupc: markupc)
    } else {
        _ = try throughputTable()
    }
default:
    let (prose, short) = try throughputTable()
    print("")
    try attributedTable()
    print("")
    try emitterBench()
    print("")
    print("scaling (time for 10x the input / time for 1x; linear is 10):")
    let prose100 = try proseBench(megabytes: 100, repeats: 5)  // best of 5, as for 1x
    print(String(format: "  prose 10 MB -> 100 MB:        tokenize %.1fx, + tags %.1fx, compile %.1fx", prose100.tokenize / prose.tokenize, prose100.tokenizeTags / prose.tokenizeTags, prose100.compile / prose.compile))
    let short1m = try shortBench(count: 1_000_000, repeats: 5)
    print(String(format: "  short 100k -> 1M strings:     tokenize %.1fx, + tags %.1fx, compile %.1fx", short1m.tokenize / short.tokenize, short1m.tokenizeTags / short.tokenizeTags, short1m.compile / short.compile))
    let n10k = nestingBench(depth: 10_000), n100k = nestingBench(depth: 100_000)
    print(String(format: "  nesting error 10k -> 100k:    %.1fx (%.2f ms -> %.2f ms)", n100k / n10k, n10k * 1000, n100k * 1000))
    print(String(format: "\npeak RSS of this process: %.0f MB", peakRSSMegabytes()))
}
