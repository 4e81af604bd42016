import Foundation
import StyleMarkup

/// Finds the localization files to read: a file argument is read whatever its directory; a
/// directory is searched recursively (hidden files and directories skipped) for `.strings`,
/// `.stringsdict`, `.xcstrings`, `.po`, `.xliff`, `.xlf`, and `.xml` files in `values` or `values-*` directories.
package struct LintFileDiscovery {
    struct Found {
        var path: String
        var format: LocalizationFormat
    }

    var files: [Found] = []
    /// Paths that could not be read, with the reason.
    var unreadable: [(path: String, reason: String)] = []

    init(paths: [String], configuration: LintConfiguration) {
        let manager = FileManager.default
        var seen = Set<String>()
        func add(_ path: String, explicit: Bool) {
            guard let format = LocalizationFormat.detect(path: path, namedExplicitly: explicit) else {
                if explicit { unreadable.append((path, "not a file markupc lint reads (.strings, .stringsdict, .xcstrings, .po, .xliff, .xlf, Android .xml)")) }
                return
            }
            guard seen.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted else { return }
            files.append(Found(path: path, format: format))
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                unreadable.append((path, FileReadError(path: path, reason: .missing).reasonText))
                continue
            }
            guard isDirectory.boolValue else {
                add(path, explicit: true)
                continue
            }
            guard let enumerator = manager.enumerator(at: URL(fileURLWithPath: path), includingPropertiesForKeys: [.isDirectoryKey],
                                                      options: [.skipsHiddenFiles]) else {
                unreadable.append((path, "cannot list the directory"))
                continue
            }
            let base = URL(fileURLWithPath: path).standardizedFileURL.path
            var found: [String] = []
            for case let url as URL in enumerator {
                let full = url.standardizedFileURL.path
                guard full.hasPrefix(base + "/") else { continue }
                let relative = String(full.dropFirst(base.count + 1))
                let shown = LintPath.join(path, relative)
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if configuration.ignores(path: LintPath.relativeToCurrentDirectory(shown) + "/") { enumerator.skipDescendants() }
                    continue
                }
                if configuration.ignores(path: LintPath.relativeToCurrentDirectory(shown)) { continue }
                found.append(shown)
            }
            for file in found.sorted() { add(file, explicit: false) }
        }
    }
}
