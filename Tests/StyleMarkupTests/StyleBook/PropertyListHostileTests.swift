import Foundation
import XCTest
import StyleMarkup

/// Property list style books are read by Foundation; before that, markupc rejects a DOCTYPE
/// with an internal subset and any entity declaration with a position, so no entity is ever
/// resolved (no file is read) or expanded (no "billion laughs").
final class PropertyListHostileTests: XCTestCase {
    static let secret = "SECRET-7f3a9c-DO-NOT-LEAK"

    private func description(_ text: String, fileName: String = "styles.plist") -> String {
        do {
            let book = try StyleBook(data: Data(text.utf8), fileName: fileName)
            return "loaded: \(book.styles)"
        } catch {
            return error.description
        }
    }

    static func billionLaughs(root: String) -> String {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE \(root) [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        return text + "]>\n"
    }

    func testExternalEntityIsRejectedWithItsPositionAndNothingIsRead() throws {
        let directory = try MarkupTemporaryDirectory.make(self)
        let secretFile = directory.appendingPathComponent("secret.txt")
        try Data(Self.secret.utf8).write(to: secretFile)
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist [<!ENTITY xxe SYSTEM "file://\(secretFile.path)">]>
        <plist version="1.0"><dict><key>b</key><dict><key>action</key><string>&xxe;</string></dict></dict></plist>
        """
        let message = description(plist)
        XCTAssertEqual(message, "styles.plist:2:17: error: the DOCTYPE has an internal subset ([…]); markupc never reads DTDs or expands entities in a style book: remove the [ … ] part")
        XCTAssertFalse(message.contains(Self.secret))
    }

    func testBillionLaughsIsRejectedAtOnce() {
        let plist = Self.billionLaughs(root: "plist") + "<plist version=\"1.0\"><dict><key>b</key><dict><key>action</key><string>&lol9;</string></dict></dict></plist>"
        // Refused before any entity is read (expanding would need 10⁹ copies and never finish);
        // no clock, which would flake on a loaded machine.
        let message = description(plist)
        XCTAssertEqual(message, "styles.plist:2:17: error: the DOCTYPE has an internal subset ([…]); markupc never reads DTDs or expands entities in a style book: remove the [ … ] part")
    }

    func testAnEntityDeclarationOutsideADoctypeIsRejected() {
        let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n  <!ENTITY e \"x\"><dict/></plist>"
        XCTAssertEqual(description(plist),
                       "styles.plist:3:3: error: a property list style book may not declare entities (<!ENTITY); markupc never expands them, write the text itself")
    }

    func testCommentsAndTheUsualDoctypeAreFine() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- an <!ENTITY in a comment, and a [ bracket --> 
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>b</key><dict><key>action</key><string>a [b] &amp; c</string></dict></dict></plist>
        """
        let book = try StyleBook(data: Data(plist.utf8), fileName: "styles.plist")
        XCTAssertEqual(book.style(named: "b")?.action, "a [b] & c")
    }

    func testAnExternalDTDIsNeverFetched() throws {
        // A DOCTYPE naming a local file as its DTD: the file is not read, so its text (which
        // would declare an entity) changes nothing, and the undeclared entity is an error.
        let directory = try MarkupTemporaryDirectory.make(self)
        let dtd = directory.appendingPathComponent("evil.dtd")
        try Data("<!ENTITY leak \"\(Self.secret)\">".utf8).write(to: dtd)
        let plist = """
        <?xml version="1.0"?>
        <!DOCTYPE plist SYSTEM "file://\(dtd.path)">
        <plist version="1.0"><dict><key>b</key><dict><key>action</key><string>&leak;</string></dict></dict></plist>
        """
        let message = description(plist)
        XCTAssertFalse(message.contains(Self.secret), message)
        XCTAssertTrue(message.hasPrefix("styles.plist"), message)
        XCTAssertTrue(message.contains("error: invalid property list"), message)
    }

    func testFoundationErrorsNameTheirLine() {
        let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict><key>b</key><string>x</dict></plist>"
        let message = description(plist)
        XCTAssertTrue(message.hasPrefix("styles.plist:3:1: error: invalid property list: "), message)
    }

    func testDeepNestingFailsCleanly() {
        let depth = 100_000
        let plist = "<plist version=\"1.0\">" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
        let message = description(plist)
        XCTAssertTrue(message.hasPrefix("styles.plist"), message)
        XCTAssertTrue(message.contains("error: "), message)
    }
}
