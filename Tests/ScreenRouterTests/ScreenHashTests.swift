import Foundation
import ScreenRouter
import ScreenRouterCore
import Testing

/// The screen hash: SHA-256 of a snapshot file's bytes, written in the package, checked against FIPS 180-4's
/// examples and against the lengths where its padding takes one block or two.
struct ScreenHashTests {
    @Test(
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrs"
                    + "mnopqrstnopqrstu",
                "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
            ),
            ("Ünïcødé ✓ 🚀", "af8d6b59ee4809c9dad7c34bc3f760fc7f44a19ce745ba3980b2eaffbec9ec2e"),
        ]
    )
    func digestsTheStandardsExamples(_ message: String, _ digest: String) {
        #expect(SHA256.hex(of: message.utf8) == digest)
    }

    /// Messages of 55 bytes (the padding fits the block), 56 and 63 (it takes a second one), 64, 65, 119 and 120.
    @Test(
        arguments: [
            (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
            (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
            (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
            (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
            (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
            (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
            (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
            (1_000_000, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
        ]
    )
    func digestsEveryPaddingLength(_ count: Int, _ digest: String) {
        #expect(SHA256.hex(of: [UInt8](repeating: UInt8(ascii: "a"), count: count)) == digest)
    }

    /// The hash is the snapshot file's: the same screen whatever its route number, another for a changed label,
    /// value, kind or frame.
    @Test func theSameScreenHasTheSameHashAndAChangeAnother() {
        let element = ElementSnapshot.Element(identifier: "title", label: "Settings", frame: [0, 1, 24, 1])
        let first = ElementSnapshot(route: 0, screen: "settings", elements: [element], unit: .cell)
        let later = ElementSnapshot(route: 41, screen: "settings", elements: [element], unit: .cell)
        #expect(SnapshotFile(first).hash == SnapshotFile(later).hash)
        #expect(SnapshotFile(first).hash == SHA256.hex(of: SnapshotFile(first).data))
        var changes: [ElementSnapshot.Element] = []
        for change in 0..<4 {
            var changed = element
            switch change {
            case 0: changed.label = "Réglages"
            case 1: changed.value = "on"
            case 2: changed.kind = .button
            default: changed.frame = [0, 2, 24, 1]
            }
            changes.append(changed)
        }
        let hashes = changes.map {
            SnapshotFile(ElementSnapshot(route: 0, screen: "settings", elements: [$0], unit: .cell)).hash
        }
        #expect(Set(hashes + [SnapshotFile(first).hash]).count == 5)
    }
}
