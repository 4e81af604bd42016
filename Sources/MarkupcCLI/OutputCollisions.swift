import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Refuses a run in which an output would overwrite a file the run reads (an input, the
/// style book, a lint configuration) or another output of the same run, before anything is
/// written.
///
/// Two paths are the same file when:
/// - both exist and have the same device and inode (so a symbolic link, a hard link, `..`,
///   and on a case-insensitive file system a name in other letter case, all lead to the
///   file they name);
/// - neither exists yet and they name the same entry of the same directory (the directory
///   with its symbolic links and `..` resolved), or, in a directory that ignores letter case,
///   names that differ only in case. macOS says whether a directory ignores case
///   (`pathconf(_PC_CASE_SENSITIVE)`); Linux has no such call (ext4 and tmpfs `casefold`
///   directories, vfat and exfat ignore case), so there markupc creates and removes a probe
///   file `.markupc-case-PID-N` in that directory, and only when two new outputs differ in
///   letter case alone.
///
/// Targets written in place (devices such as `/dev/null` or `/dev/stdout`, FIFOs) are never
/// replaced, so they are not compared; nor is standard input (`-`).
struct OutputCollisions {
    /// A path with what it is to the run, for the message: `the input 'a.txt'`.
    struct Role {
        var path: String
        var description: String
    }

    /// Where a path leads.
    private enum Identity: Hashable {
        /// An existing file.
        case file(device: UInt64, inode: UInt64)
        /// A path that does not exist yet: its resolved directory and its name.
        case new(directory: String, name: String)
    }

    /// Throws a usage error naming both paths when an output is a read file or an earlier output.
    static func check(outputs: [Role], reads: [Role]) throws(UsageError) {
        var known: [Identity: Role] = [:]
        for read in reads where read.path != "-" {
            if let identity = identity(of: read.path), known[identity] == nil { known[identity] = read }
        }
        // New outputs by directory and case-folded name, to find case twins.
        var folded: [String: Role] = [:]
        for output in outputs {
            guard let identity = identity(of: output.path) else { continue }
            if let other = known[identity] {
                throw collision(output, other)
            }
            known[identity] = output
            if case .new(let directory, let name) = identity {
                let key = directory + "/" + foldCase(name)
                if let other = folded[key], ignoresCase(directory) {
                    throw collision(output, other)
                }
                folded[key] = output
            }
        }
    }

    private static func collision(_ output: Role, _ other: Role) -> UsageError {
        let same = output.path == other.path ? "" : " (the same file)"
        return UsageError(message: "\(output.description) would overwrite \(other.description)\(same); nothing was written")
    }

    /// The identity of `path`, or `nil` when it is written in place (not a regular file).
    private static func identity(of path: String) -> Identity? {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            return .file(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        }
        if OutputFile.isWrittenInPlace(path) { return nil }
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        let parent = url.deletingLastPathComponent().path
        let directory: String
        if let resolved = realpath(parent, nil) {
            directory = String(cString: resolved)
            free(resolved)
        } else {
            directory = url.deletingLastPathComponent().standardizedFileURL.path
        }
        return .new(directory: directory, name: name)
    }

    private static func foldCase(_ name: String) -> String {
        name.decomposedStringWithCanonicalMapping.lowercased()
    }

    /// Whether `directory` treats names differing only in letter case as one.
    private static func ignoresCase(_ directory: String) -> Bool {
        #if canImport(Darwin)
        return pathconf(directory, _PC_CASE_SENSITIVE) == 0
        #else
        let suffix = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let probe = directory + "/.markupc-case-" + suffix
        TemporaryFiles.register(probe)
        defer { TemporaryFiles.unregister(probe) }
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        close(fd)
        defer { unlink(probe) }
        var info = stat()
        return stat(directory + "/.MARKUPC-CASE-" + suffix, &info) == 0
        #endif
    }
}
