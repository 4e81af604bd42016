import Foundation

/// The paths lint prints and matches: joined without doubled slashes, and relative to the
/// current directory where they are inside it.
package enum LintPath {
    /// `dir/relative`, without a leading `./` and without doubling a trailing slash.
    package static func join(_ directory: String, _ relative: String) -> String {
        if directory == "." || directory == "./" { return relative }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// The path relative to the current directory when it is inside it, else as given;
    /// without a leading `./`.
    package static func relativeToCurrentDirectory(_ path: String) -> String {
        var result = path
        if result.hasPrefix("/") {
            let current = FileManager.default.currentDirectoryPath
            let prefix = current.hasSuffix("/") ? current : current + "/"
            if result.hasPrefix(prefix) { result = String(result.dropFirst(prefix.count)) }
        }
        while result.hasPrefix("./") { result = String(result.dropFirst(2)) }
        return result
    }
}
