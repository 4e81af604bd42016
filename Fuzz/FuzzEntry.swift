import Foundation

/// The fuzz targets, by the name `scripts/fuzz` and `MARKUPC_FUZZ_TARGET` use.
let fuzzTargets: [(name: String, run: ([UInt8]) -> Void)] = [
    ("tokenizer", TokenizerTarget.run),
    ("stylebook", StyleBookTarget.run),
    ("emit", EmitTarget.run),
    ("lint-strings", LintStringsTarget.run),
    ("lint-xcstrings", LintXCStringsTarget.run),
    ("lint-stringsdict", LintStringsDictTarget.run),
    ("lint-xliff", LintXLIFFTarget.run),
    ("lint-android", LintAndroidTarget.run),
    ("lint-po", LintPOTarget.run),
    ("lint-config", LintConfigTarget.run),
    ("markupc-json", MarkupcJSONTarget.run),
    ("pseudo-strings", PseudoStringsTarget.run),
    ("pseudo-stringsdict", PseudoStringsDictTarget.run),
    ("pseudo-xcstrings", PseudoXCStringsTarget.run),
    ("pseudo-xliff", PseudoXLIFFTarget.run),
    ("pseudo-android", PseudoAndroidTarget.run),
    ("pseudo-po", PseudoPOTarget.run),
    ("preview", PreviewTarget.run),
    ("generate", GenerateTarget.run),
]

/// The target this process runs, chosen once by the `MARKUPC_FUZZ_TARGET` environment variable.
let selectedTarget: ([UInt8]) -> Void = {
    let name = ProcessInfo.processInfo.environment["MARKUPC_FUZZ_TARGET"] ?? ""
    guard let target = fuzzTargets.first(where: { $0.name == name }) else {
        let names = fuzzTargets.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("set MARKUPC_FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(2)
    }
    return target.run
}()

/// libFuzzer's entry point: one input, handed to the selected target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    selectedTarget(input)
    return 0
}
