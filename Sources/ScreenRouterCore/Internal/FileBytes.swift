import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files written with the C library, without the `fsync` that Foundation's `Data.write(to:)` makes after every
/// write: the package's files (snapshots, cell times, a launch's model file) are read again soon, by the same machine,
/// and a folder of 12,000 snapshot files took most of a second of processor time a file to record that way.
package enum FileBytes {
    /// A file that could not be written: what was done and the system's reason.
    package struct Failure: Error, CustomStringConvertible, LocalizedError {
        package let description: String
        package var errorDescription: String? { description }

        init(_ action: String, _ path: String, code: Int32) {
            description = "\(action) `\(path)` failed: \(String(cString: strerror(code)))"
        }
    }

    /// Writes bytes to a file, created or emptied first.
    ///
    /// - Parameters:
    ///   - data: The bytes.
    ///   - url: The file.
    /// - Throws: ``Failure`` when the file cannot be opened or written.
    package static func create(_ data: Data, at url: URL) throws(Failure) {
        let path = url.path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure("opening", path, code: errno) }
        let code = data.withUnsafeBytes { buffer -> Int32 in
            var offset = 0
            while offset < buffer.count, let start = buffer.baseAddress {
                let written = systemWrite(descriptor, start + offset, buffer.count - offset)
                if written < 0 {
                    guard errno == EINTR else { return errno }
                    continue
                }
                offset += written
            }
            return 0
        }
        guard close(descriptor) == 0 || code != 0 else { throw Failure("closing", path, code: errno) }
        guard code == 0 else { throw Failure("writing", path, code: code) }
    }

    /// Replaces a file's bytes whole: writes them to a new file in the same folder, then renames it over the file, so
    /// that a reader (or a run that stops half-way) finds the old bytes or the new ones, never a part.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - data: Its new bytes.
    /// - Throws: ``Failure`` when the new file cannot be written or renamed.
    package static func replace(_ url: URL, with data: Data) throws(Failure) {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try create(data, at: temporary)
        } catch {
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw Failure("renaming to", url.path, code: code)
        }
    }

    /// The C library's `write`, which this type's own names would hide.
    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }
}
