import Foundation
import XCTest
@testable import StyleMarkupLint
@testable import StyleMarkupPreview

/// The hash the pages' Content-Security-Policy is made of, and how Chromium is started.
final class PageSecurityPolicyTests: XCTestCase {
    func testSHA256MatchesTheStandardsTestVectors() {
        func hex(_ text: String) -> String { SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        XCTAssertEqual(hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(hex(String(repeating: "a", count: 1_000)), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    func testThePolicyAllowsOnlyTheWritersOwnScriptsAndStyles() {
        let page = Array("<div style=\"width: 16px; height: 16px\"></div><span style=\"a &amp; b\"></span><div style=\"width: 16px; height: 16px\"></div>".utf8)
        let meta = PageSecurityPolicy.meta(trusted: ["<style>p { }</style>", "<script>go()</script>"], page: page)
        // Each hash by coreutils: printf '%s' 'go()' | sha256sum | cut -c1-64 | xxd -r -p | base64.
        XCTAssertEqual(meta, "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
            + "script-src 'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='; "
            + "style-src 'sha256-2H5CUCvyo5cSkj1YhUngR72ks13QrmBjgN+zz/lp2DY=' 'unsafe-hashes' "
            + "'sha256-/IrGPd8hxravd3BPb6AYBKx03R/RfVUCcwoRmgqSmUs=' 'sha256-y8ZEogiTpUm5wdBCEz8zVq22f/pOpaFpBx0JllMndD8='; "
            + "base-uri 'none'; form-action 'none'\">\n")
    }

    func testChromiumIsSandboxedUnlessRunAsRoot() {
        XCTAssertEqual(PreviewLayoutCheck.sandboxArguments(effectiveUserID: 0), ["--no-sandbox"])
        XCTAssertEqual(PreviewLayoutCheck.sandboxArguments(effectiveUserID: 1000), [])
        XCTAssertEqual(PreviewLayoutCheck.sandboxArguments(effectiveUserID: 501), [])
    }
}
