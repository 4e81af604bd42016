// Stand-in for SwiftUI's OpenURLAction and the environment that holds it, with the availability
// and isolation each page gives. Not Apple's code.
import Foundation

/// https://developer.apple.com/documentation/swiftui/openurlaction
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct OpenURLAction: Sendable {
    let handler: @MainActor (URL) -> Result

    /// https://developer.apple.com/documentation/swiftui/openurlaction/init(handler:)
    @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @MainActor @preconcurrency
    public init(handler: @escaping (URL) -> OpenURLAction.Result) {
        // The SDK's handler is a main-actor closure; it is only ever called on the main actor.
        nonisolated(unsafe) let handler = handler
        self.handler = { handler($0) }
    }

    /// Not an Apple API: runs the handler as a tap on a link in a Text would, and returns its result
    /// (SwiftUI's own `callAsFunction(_:)` returns nothing).
    @MainActor
    public func standInOpen(_ url: URL) -> Result {
        handler(url)
    }

    /// https://developer.apple.com/documentation/swiftui/openurlaction/result
    @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct Result: Equatable, Sendable {
        let kind: String
        let url: URL?
        /// https://developer.apple.com/documentation/swiftui/openurlaction/result/handled
        // availability: no Apple page found
        public static let handled = Result(kind: "handled", url: nil)
        /// https://developer.apple.com/documentation/swiftui/openurlaction/result/discarded
        @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public static let discarded = Result(kind: "discarded", url: nil)
        /// https://developer.apple.com/documentation/swiftui/openurlaction/result/systemaction
        @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public static let systemAction = Result(kind: "systemAction", url: nil)
        /// https://developer.apple.com/documentation/swiftui/openurlaction/result/systemaction(_:)
        @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public static func systemAction(_ url: URL) -> Result { Result(kind: "systemAction", url: url) }
    }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues: Sendable {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/openurl
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @MainActor @preconcurrency
    public var openURL: OpenURLAction {
        get { standInOpenURL ?? .standInSystem }
        set { standInOpenURL = newValue }
    }

    /// Not an Apple API: the action written into these values, if any.
    var standInOpenURL: OpenURLAction?

    public init() {}
}

extension OpenURLAction {
    /// The environment's default: the system opens every URL.
    static let standInSystem = OpenURLAction(standIn: { _ in .systemAction })

    init(standIn handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }
}

/// Not an Apple API: a view with environment values written into it (what `environment(_:_:)` returns).
public struct StandInEnvironmentView<Content: View> {
    public let content: Content
    public let environment: EnvironmentValues
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        var values = EnvironmentValues()
        values[keyPath: keyPath] = value
        return StandInEnvironmentView(content: self, environment: values)
    }
}

extension StandInEnvironmentView: View {}
