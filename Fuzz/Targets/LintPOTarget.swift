/// `lint-po`: arbitrary bytes read as one gettext .po file (`fuzz/fr.po`) by `Linter`;
/// every position of a finding, a key and each byte of each value must lie inside the file.
enum LintPOTarget {
    static func run(_ input: [UInt8]) {
        LintFuzzing.run(input, path: "fuzz/fr.po")
    }
}
