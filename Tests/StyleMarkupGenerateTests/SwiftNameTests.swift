import StyleMarkup
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

final class SwiftNameTests: XCTestCase {
    func testKeysBecomeLowerCamelCase() {
        XCTAssertEqual(SwiftName.member("settings.title"), "settingsTitle")
        XCTAssertEqual(SwiftName.member("files_count"), "filesCount")
        XCTAssertEqual(SwiftName.member("sign-up.button"), "signUpButton")
        XCTAssertEqual(SwiftName.member("welcomeBack"), "welcomeBack")
        XCTAssertEqual(SwiftName.member("WelcomeBack"), "welcomeBack")
        XCTAssertEqual(SwiftName.member("URL.title"), "urlTitle")
        XCTAssertEqual(SwiftName.member("iPhone only"), "iPhoneOnly")
    }

    func testPlaceholdersAreDroppedFromTextKeys() {
        XCTAssertEqual(SwiftName.member("Hello %@, welcome back!"), "helloWelcomeBack")
        XCTAssertEqual(SwiftName.member("%lld files in %2$@"), "filesIn")
        XCTAssertEqual(SwiftName.member("%#@files@ selected"), "selected")
        XCTAssertEqual(SwiftName.member("100%% done"), "_100Done")
    }

    func testDigitsAndKeyswordsAndFallbacks() {
        XCTAssertEqual(SwiftName.member("1st.place"), "_1stPlace")
        XCTAssertEqual(SwiftName.declared("default"), "`default`")
        XCTAssertEqual(SwiftName.declared("self"), "`self`")
        XCTAssertEqual(SwiftName.declared("title"), "title")
        XCTAssertEqual(SwiftName.member("こんにちは"), "key3053_3093_306B_3061_306F")
        XCTAssertEqual(SwiftName.member("日本 2"), "_2")
        XCTAssertEqual(SwiftName.member("café au lait"), "cafAuLait")
    }

    func testTypeNames() {
        XCTAssertEqual(SwiftName.type("InfoPlist"), "InfoPlist")
        XCTAssertEqual(SwiftName.type("settings-screen"), "SettingsScreen")
        XCTAssertEqual(SwiftName.type("open-help"), "OpenHelp")
    }
}
