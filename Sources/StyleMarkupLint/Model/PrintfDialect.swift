import StyleMarkup

/// The printf syntax a localization file's platform formats its strings with. Every dialect
/// shares one shape, `%[n$][flags][width][.precision][length]conversion` (`%%` is a literal
/// percent sign); they differ in the flags, length modifiers and conversions they accept:
///
/// | dialect | files | flags | lengths | conversions |
/// | --- | --- | --- | --- | --- |
/// | ``apple`` | `.strings`, `.stringsdict`, `.xcstrings`, XLIFF, PO `objc-format` | `- + # 0 '` space | `hh h l ll q z t j L` | `@ d D i u U o O x X f F e E g G a A c C s S p` |
/// | ``java`` | Android (`java.util.Formatter`) | `- # + 0 , (` space | none | `b B h H s S c C d o x X e E f g G a A`, `t`/`T` and a date letter; `%n` is a line break |
/// | ``c`` | PO `c-format` (glibc) | `- + # 0 ' I` space | `hh h l ll q z t j L` | `d i u o x X f F e E g G a A c C s S p` |
///
/// So Java's `%,d`, `%1$,d` and `%(d` are placeholders in Android files, and Android's `%1$s`
/// and Apple's `%1$@` both take argument 1. A sequence another dialect would read (`%@` in an
/// Android file, `%,d` in a `.strings` file) is text, as its platform shows it.
package enum PrintfDialect: Sendable {
    /// Apple's `String(format:)` and `NSString`.
    case apple
    /// Java's `java.util.Formatter`, which Android's `getString(id, args…)` uses.
    case java
    /// C's printf as glibc reads it (gettext's `c-format`).
    case c

    /// The dialect of a file format; a PO entry's flag may choose another (``LocalizedString/printfDialect``).
    static func of(_ format: LocalizationFormat) -> PrintfDialect {
        switch format {
        case .appleStrings, .stringsdict, .xcstrings, .xliff: return .apple
        case .androidXML: return .java
        case .gettext: return .c
        }
    }

    /// Whether `byte` is a flag in this dialect.
    func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"): return true
        case UInt8(ascii: "'"): return self != .java
        case UInt8(ascii: "I"): return self == .c
        case UInt8(ascii: ","), UInt8(ascii: "("): return self == .java
        default: return false
        }
    }

    /// Whether the dialect has length modifiers (Java has none: `%ld` is an error there).
    var hasLengthModifiers: Bool { self != .java }

    /// Whether `byte` is a conversion that takes an argument in this dialect.
    func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "d"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "f"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"),
             UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"):
            return true
        case UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "F"), UInt8(ascii: "p"):
            return self != .java
        case UInt8(ascii: "@"), UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"):
            return self == .apple
        case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "h"), UInt8(ascii: "H"), UInt8(ascii: "t"), UInt8(ascii: "T"):
            return self == .java
        default:
            return false
        }
    }

    /// The letters that may follow Java's `%t` and `%T` (the date and time conversions).
    static func isJavaDateSuffix(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "H"), UInt8(ascii: "I"), UInt8(ascii: "k"), UInt8(ascii: "l"), UInt8(ascii: "M"), UInt8(ascii: "S"),
             UInt8(ascii: "L"), UInt8(ascii: "N"), UInt8(ascii: "p"), UInt8(ascii: "z"), UInt8(ascii: "Z"), UInt8(ascii: "s"),
             UInt8(ascii: "Q"), UInt8(ascii: "B"), UInt8(ascii: "b"), UInt8(ascii: "h"), UInt8(ascii: "A"), UInt8(ascii: "a"),
             UInt8(ascii: "C"), UInt8(ascii: "Y"), UInt8(ascii: "y"), UInt8(ascii: "j"), UInt8(ascii: "m"), UInt8(ascii: "d"),
             UInt8(ascii: "e"), UInt8(ascii: "R"), UInt8(ascii: "T"), UInt8(ascii: "r"), UInt8(ascii: "D"), UInt8(ascii: "F"),
             UInt8(ascii: "c"):
            return true
        default:
            return false
        }
    }
}
