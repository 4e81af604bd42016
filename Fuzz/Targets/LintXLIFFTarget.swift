/// `lint-xliff`: arbitrary bytes read as one XLIFF 1.2 file (`fuzz/fr.xliff`) by `Linter`;
/// every position of a finding, a key and each byte of each value must lie inside the file.
enum LintXLIFFTarget {
    static func run(_ input: [UInt8]) {
        LintFuzzing.run(input, path: "fuzz/fr.xliff")
    }
}
