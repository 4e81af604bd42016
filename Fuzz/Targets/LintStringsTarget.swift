/// `lint-strings`: arbitrary bytes read as one Apple .strings file (`fuzz/en.lproj/Localizable.strings`) by `Linter`;
/// every position of a finding, a key and each byte of each value must lie inside the file.
enum LintStringsTarget {
    static func run(_ input: [UInt8]) {
        LintFuzzing.run(input, path: "fuzz/en.lproj/Localizable.strings")
    }
}
