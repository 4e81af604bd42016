/// `lint-android`: arbitrary bytes read as one Android string resource file (`fuzz/res/values/strings.xml`) by `Linter`;
/// every position of a finding, a key and each byte of each value must lie inside the file.
enum LintAndroidTarget {
    static func run(_ input: [UInt8]) {
        LintFuzzing.run(input, path: "fuzz/res/values/strings.xml")
    }
}
