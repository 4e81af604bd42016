import Foundation

/// Actions as the cases of an enum whose raw values are the style book's action names, such as
/// the `MarkupAction` enum `markupc generate` writes, so that a tap handler is an exhaustive
/// `switch` and removing an action from the style book breaks the build where it is still handled.
///
/// ```swift
/// enum MarkupAction: String { case openHelp = "open-help" }
/// switch ActionLinks()!.action(MarkupAction.self, for: tappedURL) {
/// case .openHelp?: showHelp()
/// case nil: break   // a real link, or an action the enum does not name
/// }
/// ```
extension ActionLinks {
    /// The action a link carries, as a case of `Action`; `nil` for a real link and for an action
    /// name `Action` has no case for.
    public func action<Action: RawRepresentable>(_ type: Action.Type, for url: URL) -> Action? where Action.RawValue == String {
        action(for: url).flatMap(Action.init(rawValue:))
    }
}

extension CompiledText {
    /// The action at a UTF-16 offset as a case of `Action`; `nil` where no action is, or for an
    /// action name `Action` has no case for.
    public func action<Action: RawRepresentable>(_ type: Action.Type, atUTF16Offset offset: Int) -> Action? where Action.RawValue == String {
        action(atUTF16Offset: offset).flatMap(Action.init(rawValue:))
    }
}

extension StyledString {
    /// The action at a UTF-16 offset as a case of `Action`; `nil` where no action is, or for an
    /// action name `Action` has no case for.
    public func action<Action: RawRepresentable>(_ type: Action.Type, atUTF16Offset offset: Int) -> Action? where Action.RawValue == String {
        compiled.action(type, atUTF16Offset: offset)
    }
}
