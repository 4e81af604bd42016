import Foundation
import StyleMarkup

// What an app spends on styled labels: short strings compiled to `AttributedString` with a
// compiler made once (its style book loaded and warm), one string over and over, and a screen
// of 200 distinct strings (a table view's worth), beside the reimplementation of Atributika's
// approach (AtributikaStyleBaseline.swift) on the same strings. Docs/Performance.md, "Short
// strings to AttributedString".

/// The one short string: a label with two styled words and a link.
let oneShortString = "Tap <b>Continue</b> to accept the <terms>terms of service</terms> and <i>start</i> using the app"

/// A screen's strings: 200 short strings of the benchmark's corpus (its own seed).
let screenStrings = Corpus.shortStrings(count: 200, seed: 11).map { String(decoding: $0, as: UTF8.self) }

/// Times of the `AttributedString` rows, and of the baseline on the same strings.
struct AttributedTimings {
    /// Seconds for ``oneStringRepeats`` compiles of ``oneShortString``.
    var oneString: Double
    /// Seconds for ``screenRepeats`` screens.
    var screen: Double
    var baselineOneString: Double
    var baselineScreen: Double
    static let oneStringRepeats = 20_000
    static let screenRepeats = 100
    static var oneStringBytes: Int { oneShortString.utf8.count * oneStringRepeats }
    static var screenBytes: Int { screenStrings.reduce(0) { $0 + $1.utf8.count } * screenRepeats }
}

/// One compile of ``oneShortString`` to an `AttributedString`, `count` times.
func attributedOneString(_ count: Int) throws {
    var last = AttributedString()
    for _ in 0..<count { last = AttributedString(try compiler.compile(oneShortString)) }
    precondition(!last.characters.isEmpty)
}

/// The screen's 200 strings to `AttributedString`, `count` times.
func attributedScreen(_ count: Int) throws {
    var last = AttributedString()
    for _ in 0..<count { for s in screenStrings { last = AttributedString(try compiler.compile(s)) } }
    precondition(!last.characters.isEmpty)
}

/// The baseline: the same as ``attributedOneString(_:)`` and ``attributedScreen(_:)``, with the reimplementation.
func baselineOneString(_ count: Int) {
    var length = 0
    for _ in 0..<count { length = AtributikaStyleBaseline.attributedString(oneShortString).length }
    precondition(length > 0)
}

func baselineScreen(_ count: Int) {
    var length = 0
    for _ in 0..<count { for s in screenStrings { length = AtributikaStyleBaseline.attributedString(s).length } }
    precondition(length > 0)
}

/// Best of five of each row.
func attributedBench() throws -> AttributedTimings {
    AttributedTimings(oneString: try best(5) { try attributedOneString(AttributedTimings.oneStringRepeats) },
                      screen: try best(5) { try attributedScreen(AttributedTimings.screenRepeats) },
                      baselineOneString: best(5) { baselineOneString(AttributedTimings.oneStringRepeats) },
                      baselineScreen: best(5) { baselineScreen(AttributedTimings.screenRepeats) })
}

/// The rows as JSON values: MB/s of input, microseconds per string or per screen, and the
/// ratio of the baseline's time to ours.
func attributedReport(_ timings: AttributedTimings) -> [String: Any] {
    func rate(_ bytes: Int, _ seconds: Double) -> Double { (Double(bytes) / 1e6 / seconds * 10).rounded() / 10 }
    func micro(_ seconds: Double, per count: Int) -> Double { (seconds / Double(count) * 1e7).rounded() / 10 }
    let one = AttributedTimings.oneStringRepeats, screens = AttributedTimings.screenRepeats
    return [
        "one_string": ["mbps": rate(AttributedTimings.oneStringBytes, timings.oneString), "us_per_string": micro(timings.oneString, per: one)],
        "screen_200": ["mbps": rate(AttributedTimings.screenBytes, timings.screen), "us_per_screen": micro(timings.screen, per: screens)],
        "atributika_reimplementation": [
            "one_string": ["mbps": rate(AttributedTimings.oneStringBytes, timings.baselineOneString), "us_per_string": micro(timings.baselineOneString, per: one)],
            "screen_200": ["mbps": rate(AttributedTimings.screenBytes, timings.baselineScreen), "us_per_screen": micro(timings.baselineScreen, per: screens)],
        ],
        // How many times faster than the reimplementation, from the same run (steadier than MB/s on a shared machine).
        "times_atributika_reimplementation": ["one_string": (timings.baselineOneString / timings.oneString * 100).rounded() / 100,
                                              "screen_200": (timings.baselineScreen / timings.screen * 100).rounded() / 100],
    ]
}

/// Prints the rows as a table.
func attributedTable() throws {
    let timings = try attributedBench()
    print("short strings to attributed strings (input MB/s, best of 5):")
    print("  one string, AttributedString(compiled)          \(mbps(AttributedTimings.oneStringBytes, timings.oneString))   \(String(format: "%.2f", timings.oneString / Double(AttributedTimings.oneStringRepeats) * 1e6)) µs a string")
    print("  200-string screen, AttributedString(compiled)   \(mbps(AttributedTimings.screenBytes, timings.screen))   \(String(format: "%.0f", timings.screen / Double(AttributedTimings.screenRepeats) * 1e6)) µs a screen")
    print("  one string, Atributika's approach (reimpl.)     \(mbps(AttributedTimings.oneStringBytes, timings.baselineOneString))   \(String(format: "%.2f", timings.baselineOneString / Double(AttributedTimings.oneStringRepeats) * 1e6)) µs a string")
    print("  200-string screen, Atributika's approach (re.)  \(mbps(AttributedTimings.screenBytes, timings.baselineScreen))   \(String(format: "%.0f", timings.baselineScreen / Double(AttributedTimings.screenRepeats) * 1e6)) µs a screen")
}
