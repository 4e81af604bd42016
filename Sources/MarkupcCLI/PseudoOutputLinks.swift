import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StyleMarkupLint
import StyleMarkupPseudo

/// Refuses a run of `markupc pseudo` that would write a pseudo-locale file through a symbolic
/// link, before anything is written.
///
/// The paths pseudo derives from its sources (`values-en-rXA/strings.xml`, `en-XA.lproj/…`,
/// `po/en_XA.po`, and the folders it names for them) are its own: a link planted at one
/// (`values-en-rXA/strings.xml -> ~/.ssh/config`) would make the run replace a file it was
/// never given. So the file and every folder of its path that is not also a folder of its
/// source's path must not be a symbolic link. A catalog, which pseudo writes back to the file
/// it read (through a link, when it was given one), is not derived.
enum PseudoOutputLinks {
    /// The refusal for the first output written through a link, or `nil`.
    static func check(_ outputs: [PseudoOutput]) -> UsageError? {
        for output in outputs where !output.replacesSource {
            for path in derivedPaths(of: output.path, source: output.source) {
                var info = stat()
                guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { continue }
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                let what = path == output.path ? "file" : "folder"
                return UsageError(message: "the pseudo-locale \(what) '\(path)' is a symbolic link (to '\(target)'); "
                                  + "pseudo never writes through a link: remove it and run again; nothing was written",
                                  suggestsHelp: false)
            }
        }
        return nil
    }

    /// The output's path and each folder above it that is not above its source too: the
    /// parts of the path pseudo made (`res/values-en-rXA` and `res/values-en-rXA/strings.xml`
    /// for `res/values/strings.xml`), outermost first.
    static func derivedPaths(of path: String, source: String) -> [String] {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        let sourceFolders = source.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var shared = 0
        while shared < min(components.count - 1, sourceFolders.count), components[shared] == sourceFolders[shared] { shared += 1 }
        return (shared + 1...components.count).map { components.prefix($0).joined(separator: "/") }
    }
}
