// Linux only: the tests' listener on 127.0.0.1 uses the C library's sockets, which the Apple check's stand-ins
// for Darwin do not declare.
#if os(Linux)
import Foundation
import Glibc

/// A server on 127.0.0.1 that counts the connections it accepts.
///
/// It is what an app's request reaches when it escapes its fixture. It answers each request with the JSON
/// `["from the network"]`, so a screen that loaded from it says so.
final class LocalListener: @unchecked Sendable {
    /// The body of every answer.
    static let answer = #"["from the network"]"#

    /// The listener's address, `http://127.0.0.1:<port>`.
    let url: String

    private let socketDescriptor: Int32
    private let lock = NSLock()
    private var accepted = 0
    private let stopped = DispatchSemaphore(value: 0)

    /// Opens the listener on a free port and starts accepting.
    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ListenerError(step: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && listen(descriptor, 16) == 0
                    && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            _ = close(descriptor)
            throw ListenerError(step: "bind", code: code)
        }
        socketDescriptor = descriptor
        url = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))"
        let thread = Thread { [self] in acceptConnections() }
        thread.start()
    }

    /// The connections accepted so far.
    var connections: Int {
        lock.lock()
        defer { lock.unlock() }
        return accepted
    }

    /// Stops accepting, and waits for the accepting thread to end.
    func stop() {
        _ = shutdown(socketDescriptor, Int32(SHUT_RDWR))
        stopped.wait()
        _ = close(socketDescriptor)
    }

    private func acceptConnections() {
        defer { stopped.signal() }
        while true {
            let client = accept(socketDescriptor, nil, nil)
            guard client >= 0 else {
                if errno == EINTR { continue }
                return
            }
            lock.lock()
            accepted += 1
            lock.unlock()
            answer(client)
            _ = close(client)
        }
    }

    /// No `SIGPIPE` for a client that went away before its answer: the write fails instead.
    private static let sendFlags = Int32(MSG_NOSIGNAL)

    /// Reads the request's head and answers it.
    private func answer(_ client: Int32) {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.range(of: Data("\r\n\r\n".utf8)) == nil, received.count < 65_536 {
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
        }
        let body = Data(Self.answer.utf8)
        let head =
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n"
            + "Connection: close\r\n\r\n"
        let response = Data(head.utf8) + body
        response.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let count = send(client, bytes.baseAddress! + sent, bytes.count - sent, Self.sendFlags)
                guard count > 0 else { return }
                sent += count
            }
        }
    }
}

struct ListenerError: Error, CustomStringConvertible {
    var step: String
    var code: Int32
    var description: String { "the listener's \(step) failed with errno \(code)" }
}
#endif
