import Foundation

/// The device variations of String Catalogs, spelled as catalogs spell them (`"iphone"`,
/// `"ipad"`, `"mac"`, `"applewatch"`, `"appletv"`, `"applevision"`, `"other"`).
///
/// ``LocalizedFormat/device(forms:)`` picks the form for ``current`` and falls back to
/// ``other``.
public enum DeviceClass: String, Sendable, Hashable, CaseIterable {
    /// iPhone and iPod touch.
    case iphone
    /// iPad.
    case ipad
    /// Mac, including Mac Catalyst apps.
    case mac
    /// Apple Watch.
    case applewatch
    /// Apple TV.
    case appletv
    /// Apple Vision Pro.
    case applevision
    /// Any other device, and the fallback form of a device variation.
    case other

    /// The device this code runs on, decided at compile time by `#if os(...)`: macOS → ``mac``,
    /// watchOS → ``applewatch``, tvOS → ``appletv``, visionOS → ``applevision``, Linux and others
    /// → ``other``. On iOS it is ``ipad`` when the hardware model (or, in the Simulator, the
    /// simulated model) is an iPad, ``mac`` for a Mac Catalyst app, else ``iphone``.
    public static var current: DeviceClass {
        #if os(macOS)
        return .mac
        #elseif os(watchOS)
        return .applewatch
        #elseif os(tvOS)
        return .appletv
        #elseif os(visionOS)
        return .applevision
        #elseif os(iOS)
        return iOSDevice
        #else
        return .other
        #endif
    }

    /// The class of an iOS device's model identifier (`"iPad13,1"`, `"iPhone15,2"`): ``ipad``
    /// for iPads, ``iphone`` for anything else.
    static func iOSDevice(modelIdentifier: String) -> DeviceClass {
        modelIdentifier.hasPrefix("iPad") ? .ipad : .iphone
    }

    #if os(iOS)
    /// Decided once: an iOS process does not change device.
    private static let iOSDevice: DeviceClass = {
        #if targetEnvironment(macCatalyst)
        return .mac
        #else
        // The Simulator names the simulated model in its environment; a device in uname(3).
        if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] {
            return iOSDevice(modelIdentifier: simulated)
        }
        var info = utsname()
        guard uname(&info) == 0 else { return .iphone }
        let machine = withUnsafeBytes(of: &info.machine) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return iOSDevice(modelIdentifier: machine)
        #endif
    }()
    #endif
}
