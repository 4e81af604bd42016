import StyleMarkup

/// The first stage of a lint run: every string of the read files in one list, in file order,
/// cut into the contiguous ranges the threads of the later stages work on. Those stages
/// address a string by its index in the list or by its place (``LintPairing/Ref``).
struct LintStringList {
    /// Each string's file and index in it, in file order.
    let flat: [(file: Int, string: Int)]
    /// The flat index of each file's first string.
    let starts: [Int]
    /// The flat list cut into the contiguous ranges the threads work on; all but the last have
    /// the same length.
    let ranges: [Range<Int>]

    /// Lists the strings of `files`, in ranges for up to `workers` threads.
    init(files: [LocalizationFile], workers: Int) {
        var starts: [Int] = []
        var total = 0
        for file in files {
            starts.append(total)
            total += file.strings.count
        }
        var flat: [(file: Int, string: Int)] = []
        flat.reserveCapacity(total)
        for (fileIndex, file) in files.enumerated() { for index in file.strings.indices { flat.append((fileIndex, index)) } }
        self.flat = flat
        self.starts = starts
        ranges = ParallelWork.ranges(total, workers: workers)
    }

    /// The flat index of the string at `ref`.
    func flatIndex(_ ref: LintPairing.Ref) -> Int { starts[ref.file] + ref.string }
}
