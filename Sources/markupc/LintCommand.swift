/// `markupc lint PATH...`: checks the markup of localized strings (see Docs/Lint.md).
struct LintCommand {
    var arguments: [String]

    func run() -> ExitStatus {
        Diagnostics.error("'markupc lint' is not available in this version yet")
        return .failure
    }
}
