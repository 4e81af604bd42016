import XCTest
import StyleMarkup

/// `print(run)` is short: the UTF-16 range and the attributes that are set, as JSON writes them.
final class RunDescriptionTests: XCTestCase {
    func testRunsPrintTheirRangeAndSetAttributes() throws {
        let book = try StyleBook(json: ##"{"link": {"color": "orange"}, "help": {"action": "help"}, "b": {"font": {"weight": "bold"}}}"##)
        let compiled = try MarkupCompiler(styleBook: book).compile("Tap <help>here</help> 😀<b>x</b>")
        XCTAssertEqual(compiled.runs.map(String.init(describing:)), [
            "0..<4 {}",
            ##"4..<8 {"action": "help", "color": "#ffa500"}"##,
            "8..<11 {}",
            #"11..<12 {"font": {"weight": 700}}"#,
        ])
        XCTAssertEqual("\(StyleAttributes())", "{}")
    }
}
