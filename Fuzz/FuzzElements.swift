import Foundation

/// The element-frame reader on fuzzed text, as test support reads an app's output.
enum FuzzElements {
    /// Reads the text as the JSON of an element frame's line, as a line of output itself, and as output of many
    /// lines.
    ///
    /// A frame that reads is written again as one line, with no line break whatever its labels hold, and reads
    /// back the same; every failure is a `malformedElementFrame` error with a message in the package's words.
    static func frames(_ text: String) {
        for line in [ElementSnapshot.linePrefix + text, text] {
            do {
                guard let frame = try ElementSnapshot.parse(line: Substring(line)) else { continue }
                precondition(!frame.line.contains("\n"), "an element frame's line holds a line break")
                let again = try ElementSnapshot.parse(line: Substring(frame.line))
                precondition(again == frame, "an element frame does not read back: \(frame.line)")
            } catch {
                expectMalformed(error)
            }
        }
        do {
            _ = try ElementSnapshot.frames(in: text)
        } catch {
            expectMalformed(error)
        }
    }

    /// The property of every failure of the reader.
    private static func expectMalformed(_ error: ScreenRouterError) {
        precondition(error.code == .malformedElementFrame && !error.message.isEmpty, "an element frame: \(error)")
        FuzzMessages.expectOurWords(error)
    }
}
