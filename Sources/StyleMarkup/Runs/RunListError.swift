/// A JSON run list that ``CompiledText/init(jsonRunList:fileName:linkSchemes:)`` cannot read:
/// every problem found, each with its JSON path and its line and column in the document.
public struct RunListError: DocumentProblemList, Hashable, Sendable {
    /// One problem.
    public typealias Problem = DocumentProblem

    /// The name of the document, as given to the reader (`run list` unless told).
    public var file: String
    /// Every problem, in document order.
    public var problems: [Problem]

    /// Creates an error.
    public init(file: String, problems: [Problem]) {
        self.file = file
        self.problems = problems
    }
}

