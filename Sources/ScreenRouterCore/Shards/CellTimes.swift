import Foundation

/// How long each every-screen cell took, as the last runs recorded it: the file `cell-times.txt` beside the cells'
/// snapshot files, by which the next run balances its shards (``ShardSplit``).
///
/// The file is text, a comment line and then a line per cell, `<cell> <milliseconds>`, sorted by the cell's name:
///
/// ```
/// # ScreenRouter cell times: <cell> <milliseconds>, one line per cell. Shards are balanced by them.
/// profile.loaded.default 4.7
/// settings.default.dark 1.2
/// userDetail.long name.default 0.95
/// ```
///
/// It changes by a line where a cell's time changed, and noise does not rewrite it:
///
/// - A time is written in milliseconds with two significant digits (`0.95`, `4.7`, `12`, `120`, `1200`), at least
///   `0.001`.
/// - A cell keeps its time until a run takes less than two thirds of it or more than one and a half times it.
/// - A cell that a run did not open keeps its line (a test file may hold several every-screen tests, each with cells
///   of its own); delete a line, or the file, to forget a time.
/// - Branches merge without conflicts with `merge=union` in `.gitattributes`
///   (`**/__Snapshots__/**/cell-times.txt merge=union`): a cell both changed keeps both lines, the larger time is
///   read, and the next run writes one line again.
///
/// A cell's name is everything before its line's last space; in it a backslash, a line break and a carriage return
/// are written `\\`, `\n` and `\r`, and a `#` it begins with `\#`. Empty lines and lines that begin with `#` are
/// comments.
package struct CellTimes: Equatable, Sendable {
    /// The name of the file in a snapshot folder: `cell-times.txt`.
    package static let fileName = "cell-times.txt"

    /// The first line of the file, which says what the lines are.
    package static let header =
        "# ScreenRouter cell times: <cell> <milliseconds>, one line per cell. Shards are balanced by them."

    /// Each cell's time in microseconds, by name.
    package private(set) var microseconds: [String: Int]

    /// Times in microseconds, by cell name.
    package init(microseconds: [String: Int] = [:]) {
        self.microseconds = microseconds
    }

    /// The file of the times in a snapshot folder.
    ///
    /// - Parameter directory: The folder of the snapshot files, `__Snapshots__/<test file>`.
    /// - Returns: `<directory>/cell-times.txt`.
    package static func file(in directory: URL) -> URL {
        directory.appendingPathComponent(fileName)
    }

    /// A cell's time in microseconds, or `nil` when none is recorded.
    package subscript(cell: String) -> Int? {
        microseconds[cell]
    }

    /// Records the time a run took for a cell: rounded to two significant digits, and only when it is less than two
    /// thirds or more than one and a half times the time recorded, so that noise leaves the file as it was.
    ///
    /// - Parameters:
    ///   - seconds: The time the cell took, in seconds.
    ///   - cell: The cell's name.
    package mutating func record(_ seconds: Double, forCell cell: String) {
        let measured = Self.rounded(Int((min(max(seconds, 0), 1e6) * 1e6).rounded()))
        if let recorded = microseconds[cell], measured * 3 >= recorded * 2, measured * 2 <= recorded * 3 {
            return
        }
        microseconds[cell] = measured
    }

    /// A time in microseconds with two significant digits, at least 1.
    ///
    /// - Parameter value: The time.
    /// - Returns: `950` for `947`, `4_700` for `4_721`, `120_000` for `123_456`.
    package static func rounded(_ value: Int) -> Int {
        var scale = 1
        while value / scale >= 100 { scale *= 10 }
        return max(1, (value + scale / 2) / scale * scale)
    }

    // MARK: The file

    /// The file's text: the comment line, then a line per cell sorted by the bytes of the line.
    package var text: String {
        let lines = microseconds.map { Self.escaped($0.key) + " " + Self.milliseconds($0.value) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return ([Self.header] + lines).joined(separator: "\n") + "\n"
    }

    /// Reads the times of a file, or none when there is no file.
    ///
    /// - Parameter url: The file.
    /// - Returns: The times.
    /// - Throws: ``ScreenRouterError`` when the file exists and cannot be read, or a line is not a cell and a time.
    package static func read(from url: URL) throws(ScreenRouterError) -> CellTimes {
        guard FileManager.default.fileExists(atPath: url.path) else { return CellTimes() }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableCellTimes(url.path, reason: error.localizedDescription)
        }
        return try read(data, path: url.path)
    }

    /// Reads the times of a file's bytes; a cell named twice takes the larger time.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path, for messages.
    /// - Returns: The times.
    /// - Throws: ``ScreenRouterError`` naming the first line that is not a cell and a time.
    package static func read(_ data: Data, path: String) throws(ScreenRouterError) -> CellTimes {
        let bytes = [UInt8](data)
        var times: [String: Int] = [:]
        var start = 0
        var number = 0
        while start < bytes.count {
            number += 1
            let newline = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let end = newline > start && bytes[newline - 1] == 0x0D ? newline - 1 : newline
            let line = bytes[start..<end]
            start = newline + 1
            guard let first = line.first, first != UInt8(ascii: "#") else { continue }
            guard let space = line.lastIndex(of: 0x20), space > line.startIndex,
                let name = unescaped(line[line.startIndex..<space]), let time = microseconds(line[(space + 1)...])
            else {
                throw .malformedCellTimes(path, line: number, text: String(decoding: line, as: UTF8.self))
            }
            times[name] = max(times[name] ?? 0, time)
        }
        return CellTimes(microseconds: times)
    }

    /// Writes the file, creating its folder, unless it holds these times in these bytes already.
    ///
    /// - Parameter url: The file.
    /// - Throws: ``ScreenRouterError`` when the file cannot be written.
    package func write(to url: URL) throws(ScreenRouterError) {
        let data = Data(text.utf8)
        guard (try? Data(contentsOf: url)) != data else { return }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try FileBytes.replace(url, with: data)
        } catch {
            throw .unwritableCellTimes(url.path, reason: error.localizedDescription)
        }
    }

    /// Microseconds as milliseconds, without trailing zeros: `0.95`, `4.7`, `12`.
    private static func milliseconds(_ value: Int) -> String {
        let fraction = value % 1000
        guard fraction != 0 else { return "\(value / 1000)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(value / 1000).\(digits)"
    }

    /// Milliseconds as the file writes them, `12` or `0.95` (at most 3 decimals, at most 9 whole digits), in
    /// microseconds; `nil` for anything else.
    private static func microseconds(_ text: ArraySlice<UInt8>) -> Int? {
        var value = 0
        var whole = 0
        var decimals: Int?
        for byte in text {
            if byte == UInt8(ascii: "."), decimals == nil, whole > 0 {
                decimals = 0
                continue
            }
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
            if let count = decimals { decimals = count + 1 } else { whole += 1 }
        }
        guard (1...9).contains(whole), decimals.map({ (1...3).contains($0) }) ?? true else { return nil }
        for _ in (decimals ?? 0)..<3 { value *= 10 }
        return value
    }

    /// A cell's name as the file writes it.
    private static func escaped(_ name: String) -> String {
        var text = name
        if text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == 0x0A || $0 == 0x0D }) {
            text = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
                .replacingOccurrences(of: "\r", with: "\\r")
        }
        return text.hasPrefix("#") ? "\\" + text : text
    }

    /// A cell's name as the file writes it, read back; `nil` for a backslash before anything but `\`, `n`, `r` or
    /// `#` (a `#` only at the start), or bytes that are not UTF-8.
    private static func unescaped(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.contains(UInt8(ascii: "\\")) else { return utf8(bytes) }
        var result: [UInt8] = []
        var escaping = false
        for byte in bytes {
            if escaping {
                switch byte {
                case UInt8(ascii: "\\"): result.append(byte)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "#") where result.isEmpty: result.append(byte)
                default: return nil
                }
                escaping = false
            } else if byte == UInt8(ascii: "\\") {
                escaping = true
            } else {
                result.append(byte)
            }
        }
        return escaping ? nil : utf8(result[...])
    }

    /// The text of bytes that are UTF-8, or `nil`.
    private static func utf8(_ bytes: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }
}
