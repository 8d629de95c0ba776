import Testing

/// A value that is hard to carry through a launch argument, named for test output.
struct AwkwardValue: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String

    var testDescription: String { name }

    static let all: [AwkwardValue] = [
        AwkwardValue(name: "plain", text: "testing"),
        AwkwardValue(name: "spaces", text: "hello brave new world"),
        AwkwardValue(name: "double quotes", text: #"say "cheese""#),
        AwkwardValue(name: "leading double quote", text: #""quoted" and more"#),
        AwkwardValue(name: "whole value quoted", text: #""quoted""#),
        AwkwardValue(name: "backslashes", text: #"C:\Users\me\n"#),
        AwkwardValue(name: "commas", text: "a, b,c"),
        AwkwardValue(name: "brackets", text: "f(x) { y } [z] <w>"),
        AwkwardValue(name: "leading parenthesis", text: "(unbalanced"),
        AwkwardValue(name: "leading brace", text: "{a = b;}"),
        AwkwardValue(name: "leading angle bracket", text: "<414243>"),
        AwkwardValue(name: "leading square bracket", text: "[1, 2]"),
        AwkwardValue(name: "looks like a list", text: "(5, 7)"),
        AwkwardValue(name: "new line", text: "line one\nline two"),
        AwkwardValue(name: "carriage return", text: "one\r\ntwo"),
        AwkwardValue(name: "tab", text: "a\tb"),
        AwkwardValue(name: "control character", text: "bell\u{07}"),
        AwkwardValue(name: "non-ASCII", text: "Zürich, Ελλάδα, 東京"),
        AwkwardValue(name: "emoji", text: "🙂 👩‍👩‍👧‍👦 🇬🇧"),
        AwkwardValue(name: "combining accent", text: "e\u{301}"),
        AwkwardValue(name: "leading and trailing spaces", text: "  padded  "),
        AwkwardValue(name: "leading new line", text: "\nafter"),
        AwkwardValue(name: "trailing non-breaking space", text: "nbsp\u{A0}"),
        AwkwardValue(name: "only spaces", text: "   "),
        AwkwardValue(name: "empty", text: ""),
        AwkwardValue(name: "leading dash", text: "-5"),
        AwkwardValue(name: "looks like a flag", text: "--uitesting"),
        AwkwardValue(name: "single dash", text: "-"),
        AwkwardValue(name: "comment markers", text: "// not a comment /* */"),
        AwkwardValue(name: "YES", text: "YES"),
        AwkwardValue(name: "NO", text: "NO"),
        AwkwardValue(name: "escape sequence text", text: #"\U0041 \n"#),
        AwkwardValue(name: "single quotes", text: "'single'"),
        AwkwardValue(name: "semicolon and equals", text: "a = b; c"),
    ]
}
