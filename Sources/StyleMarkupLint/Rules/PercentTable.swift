/// What one language's printf-like directives may hold, in the shape they share:
/// `%[argument][flags][width][.precision][length]conversion`. Read by ``PercentDirectives``.
struct PercentTable: Equatable, Sendable {
    /// How a directive names its argument, before the flags.
    enum Position: Equatable, Sendable {
        /// Only in order.
        case none
        /// `%2$s` (C, Python has none, Java, PHP, …).
        case dollar
        /// Go's `%[2]d` (also before the width, the precision and the verb).
        case bracket
        /// Pascal's `%1:s` and `%*:s`.
        case colon
    }

    /// How a directive names its argument by name.
    enum Names: Equatable, Sendable {
        /// Not at all.
        case none
        /// Python's `%(name)s`.
        case parenthesized
        /// Ruby's `%<name>d` (then a conversion) and `%{name}` (alone).
        case ruby
    }

    var position: Position = .dollar
    var names: Names = .none
    /// The flag characters.
    var flags: String = "-+ #0"
    /// The length modifiers, longest first.
    var lengths: [String] = []
    /// The conversions that take an argument, in groups of the same kind of value
    /// (`["di", "ouxX", "eEfFgGaA", …]`): two directives agree when their conversions share a group.
    var conversions: [String]
    /// The conversions that take no argument (Java's `%n`, gcc's `%<` and `%m`).
    var noArgument: String = ""
    /// A `*` width or precision takes an argument.
    var starWidth = true
    /// PHP's `'c` padding character among the flags.
    var paddingCharacter = false
    /// Perl's vector flag `v` (`%vd`, `%*vd`).
    var vectorFlag = false
    /// Java's `%tY`, `%TB`: `t` or `T` and a date letter.
    var dateConversions = false
    /// C's `%<PRId64>`, the `<inttypes.h>` macros as gettext writes them in a msgid.
    var inttypesMacros = false
    /// Java's `%<s`, the argument of the directive before.
    var previousArgument = false

    private static let cLengths = ["hh", "ll", "h", "l", "L", "q", "j", "z", "Z", "t"]
    private static let cConversions = ["di", "ouxX", "eEfFgGaA", "c", "C", "s", "S", "p", "n"]

    static let c = PercentTable(flags: "-+ #0'I", lengths: cLengths, conversions: cConversions, inttypesMacros: true)
    static let objc = PercentTable(flags: "-+ #0'I", lengths: cLengths, conversions: cConversions + ["@"], inttypesMacros: true)
    static let python = PercentTable(position: .none, names: .parenthesized, lengths: ["h", "l", "L"],
                                     conversions: ["diuoxX", "eEfFgG", "c", "rsa"])
    static let javaPrintf = PercentTable(flags: "-#+ 0,(", conversions: ["bB", "hH", "sS", "cC", "doxX", "eEfgGaA", "tT"],
                                         noArgument: "n", starWidth: false, dateConversions: true, previousArgument: true)
    static let javascript = PercentTable(conversions: ["bdoxX", "f", "c", "s", "j"])
    static let elisp = PercentTable(conversions: ["dioxX", "c", "eEfgG", "s", "S"])
    static let librep = PercentTable(flags: "-^0+ ", conversions: ["dioxX", "c", "eEfgG", "s", "S"])
    static let ruby = PercentTable(position: .dollar, names: .ruby, flags: "-+ #0", conversions: ["bBdiouxX", "eEfgGaA", "c", "ps"])
    static let shPrintf = PercentTable(flags: "-+ #0", conversions: ["diouxXc", "eEfFgGaA", "bqs"])
    static let awk = PercentTable(conversions: ["diouxXc", "eEfFgG", "s"])
    static let lua = PercentTable(position: .none, conversions: ["diouxXc", "aAeEfgG", "q", "s"])
    static let perl = PercentTable(lengths: ["hh", "ll", "h", "l", "q", "L", "V"], conversions: ["cdiouxXbBDUO", "eEfFgGaA", "s", "p", "n"],
                                   vectorFlag: true)
    static let php = PercentTable(flags: "-+ 0", conversions: ["bcdouxX", "eEfFgG", "s"], paddingCharacter: true)
    static let gccInternal = PercentTable(flags: "q+#", lengths: ["ll", "w", "l", "z", "t", "h"],
                                          conversions: ["cdiouxX", "s", "p", "DEFKTVrReEH"], noArgument: "<>'m{}")
    static let gfcInternal = PercentTable(flags: "", lengths: ["l"], conversions: ["di", "u", "c", "s", "L"], noArgument: "C", starWidth: false)
    static let tcl = PercentTable(lengths: ["ll", "h", "l"], conversions: ["cdiouxX", "eEfgG", "s"])
    static let pascal = PercentTable(position: .colon, flags: "-", conversions: ["dDuUxX", "eEfFgGmMnN", "sS", "pP"])
    static let go = PercentTable(position: .bracket, flags: "+-# 0", conversions: ["vT", "t", "bcdoOqxXU", "eEfFgG", "sp"])
    static let d = PercentTable(flags: "-+ #0,", conversions: ["dbouxX", "eEfFgGaA", "cs", "r"])
    static let modula2 = PercentTable(flags: "-0", conversions: ["dux", "c", "s", "f"])
    static let ocaml = PercentTable(position: .none, flags: "-0+ #", lengths: ["l", "n", "L"],
                                    conversions: ["diuxXoc", "eEfFgGhH", "sSB", "at"], noArgument: "!@,")

    /// The group of `conversion` (its first letter names it), or `nil` when it takes no argument.
    func group(of conversion: UInt8) -> String? {
        for group in conversions where group.utf8.contains(conversion) { return String(UnicodeScalar(group.utf8.first ?? conversion)) }
        return nil
    }

    /// Whether `byte` is a conversion of this language, with or without an argument.
    func isConversion(_ byte: UInt8) -> Bool {
        noArgument.utf8.contains(byte) || conversions.contains { $0.utf8.contains(byte) }
    }
}
