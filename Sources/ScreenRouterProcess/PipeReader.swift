#if os(Linux) || os(macOS)
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one pipe as data arrives, without blocking.
package struct PipeReader {
    let fileDescriptor: Int32
    var data = Data()
    var isAtEnd = false

    package init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Waits up to `milliseconds` for any of the readers to have data or reach the end, for the input pipe
    /// (`writing`, when there is input to write) to take more, or for a byte on the wake pipe, and reads what it can.
    ///
    /// - Returns: Whether the input pipe takes more input now.
    package static func poll(
        _ readers: inout [PipeReader],
        indices: [Int],
        writing: Int32?,
        wake: Int32?,
        milliseconds: Int32
    ) -> Bool {
        var descriptors = indices.map { pollfd(fd: readers[$0].fileDescriptor, events: Int16(POLLIN), revents: 0) }
        if let wake {
            descriptors.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0))
        }
        if let writing {
            descriptors.append(pollfd(fd: writing, events: Int16(POLLOUT), revents: 0))
        }
        let ready = descriptors.withUnsafeMutableBufferPointer { buffer in
            #if canImport(Glibc)
            Glibc.poll(buffer.baseAddress, nfds_t(buffer.count), milliseconds)
            #else
            Darwin.poll(buffer.baseAddress, nfds_t(buffer.count), milliseconds)
            #endif
        }
        guard ready > 0 else { return false }
        for (position, index) in indices.enumerated() where descriptors[position].revents != 0 {
            readers[index].readAvailable()
        }
        if let wake, descriptors[indices.count].revents != 0 {
            var bytes = [UInt8](repeating: 0, count: 64)
            _ = bytes.withUnsafeMutableBytes { read(wake, $0.baseAddress, $0.count) }
        }
        return writing != nil && descriptors.last?.revents != 0
    }

    /// Reads until the pipe has nothing more to give at once, or ends, or 4 MiB were read (a process that
    /// writes without pause does not hold the reading of the other pipe up).
    mutating func readAllAvailable() {
        for _ in 0..<64 where !isAtEnd {
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = withUnsafeMutablePointer(to: &descriptor) { pointer in
                #if canImport(Glibc)
                Glibc.poll(pointer, 1, 0)
                #else
                Darwin.poll(pointer, 1, 0)
                #endif
            }
            guard ready > 0, descriptor.revents != 0 else { return }
            readAvailable()
        }
    }

    /// Reads what one `read` returns; an empty read or an error is the end of the pipe.
    private mutating func readAvailable() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            data.append(contentsOf: buffer[0..<count])
        } else if count == 0 || errno != EINTR {
            isAtEnd = true
        }
    }
}
#endif
