/// `pseudo-strings`: arbitrary bytes as an Apple .strings table (`en.lproj/Localizable.strings`); when the reader accepts it, every pseudo-locale
/// `pseudo` writes for it is accepted by the same reader and lint finds nothing between the
/// source and the pseudo-locale that it does not find in the source alone (same tags, links,
/// placeholders of every dialect, plural forms).
enum PseudoStringsTarget {
    static func run(_ input: [UInt8]) {
        PseudoFuzzing.run(input, relativePath: "en.lproj/Localizable.strings")
    }
}
