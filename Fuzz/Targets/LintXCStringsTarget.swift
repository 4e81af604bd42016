/// `lint-xcstrings`: arbitrary bytes read as one Xcode String Catalog file (`fuzz/Localizable.xcstrings`) by `Linter`;
/// every position of a finding, a key and each byte of each value must lie inside the file.
enum LintXCStringsTarget {
    static func run(_ input: [UInt8]) {
        LintFuzzing.run(input, path: "fuzz/Localizable.xcstrings")
    }
}
