/// An XLIFF inline element standing for something the app fills in or keeps (`<x
/// id="INTERPOLATION"/>`, `<ph id="1">`): a translation must keep the source's.
struct InlineElement: Hashable, Sendable {
    /// The element written as `<x id="INTERPOLATION"/>` (its name and id).
    var text: String
    /// Where it is in the file.
    var location: LintLocation
    /// Where it sits in the decoded text: the UTF-8 offset of the text that follows it.
    var offset: Int
}
