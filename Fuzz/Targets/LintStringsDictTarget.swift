/// `lint-stringsdict`: arbitrary bytes read as one Apple .stringsdict file (`fuzz/en.lproj/Localizable.stringsdict`) by `Linter`;
/// every position of a finding, a key and each byte of each value must lie inside the file.
enum LintStringsDictTarget {
    static func run(_ input: [UInt8]) {
        LintFuzzing.run(input, path: "fuzz/en.lproj/Localizable.stringsdict")
    }
}
