import XCTest
@testable import StyleMarkup

/// The device variations' names and the current device.
final class DeviceClassTests: XCTestCase {
    func testRawValuesAreTheCatalogSpellings() {
        XCTAssertEqual(DeviceClass.allCases.map(\.rawValue), ["iphone", "ipad", "mac", "applewatch", "appletv", "applevision", "other"])
        XCTAssertEqual(PluralCategory.allCases.map(\.rawValue), ["zero", "one", "two", "few", "many", "other"])
    }

    func testCurrentDevice() {
        #if os(Linux) || os(Windows)
        XCTAssertEqual(DeviceClass.current, .other)
        #elseif os(macOS)
        XCTAssertEqual(DeviceClass.current, .mac)
        #endif
    }

    func testIOSModelIdentifiers() {
        XCTAssertEqual(DeviceClass.iOSDevice(modelIdentifier: "iPad13,1"), .ipad)
        XCTAssertEqual(DeviceClass.iOSDevice(modelIdentifier: "iPhone15,2"), .iphone)
        XCTAssertEqual(DeviceClass.iOSDevice(modelIdentifier: "iPod9,1"), .iphone)
        XCTAssertEqual(DeviceClass.iOSDevice(modelIdentifier: "arm64"), .iphone)
    }
}
