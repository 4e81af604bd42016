// Stand-in for SwiftUI's OpenURLAction and the environment that holds it. Not Apple's code.
import Foundation

/// https://developer.apple.com/documentation/swiftui/openurlaction
public struct OpenURLAction: Sendable {
    let handler: @MainActor (URL) -> Result

    /// https://developer.apple.com/documentation/swiftui/openurlaction/init(handler:)
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
    public struct Result: Equatable, Sendable {
        let kind: String
        let url: URL?
        /// https://developer.apple.com/documentation/swiftui/openurlaction/result/handled
        public static let handled = Result(kind: "handled", url: nil)
        /// https://developer.apple.com/documentation/swiftui/openurlaction/result/discarded
        public static let discarded = Result(kind: "discarded", url: nil)
        /// https://developer.apple.com/documentation/swiftui/openurlaction/result/systemaction
        public static let systemAction = Result(kind: "systemAction", url: nil)
        /// https://developer.apple.com/documentation/swiftui/openurlaction/result/systemaction(_:)
        public static func systemAction(_ url: URL) -> Result { Result(kind: "systemAction", url: url) }
    }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues: Sendable {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/openurl
    public var openURL: OpenURLAction = OpenURLAction.standInSystem

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
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        var values = EnvironmentValues()
        values[keyPath: keyPath] = value
        return StandInEnvironmentView(content: self, environment: values)
    }
}

extension StandInEnvironmentView: View {}
