import ScreenRouter
import Testing

/// The walk that turns a UIKit or SwiftUI screen's accessibility hierarchy, read as plain values, into the elements
/// of its element frame: what XCUITest would query, in the hierarchy's order.
struct AccessibilityNodeTests {
    typealias Node = AccessibilityNode

    @Test func elementsAreTheAccessibilityElementsAndTheNamedContainersInTheHierarchysOrder() {
        let screen = Node(
            identifier: "home.mainView",
            children: [
                Node(identifier: "home.title", label: "Home", traits: .header, isElement: true),
                Node(children: [
                    Node(identifier: "home.imageView_image:minion", label: "Minion", traits: .image, isElement: true),
                    Node(label: "Unnamed text", traits: .staticText, isElement: true),
                ]),
                Node(identifier: "home.go", label: "Go", traits: .button, isElement: true),
            ]
        )
        #expect(
            screen.elements == [
                .init(identifier: "home.mainView", label: "", kind: .other),
                .init(identifier: "home.title", label: "Home", kind: .text),
                .init(identifier: "home.imageView_image:minion", label: "Minion", kind: .image),
                .init(identifier: "", label: "Unnamed text", kind: .text),
                .init(identifier: "home.go", label: "Go", kind: .button),
            ]
        )
    }

    @Test func anElementHidesWhatIsInsideItButACellDoesNot() {
        let screen = Node(children: [
            Node(
                identifier: "switchRow",
                label: "Wi-Fi",
                isElement: true,
                children: [
                    Node(identifier: "switchRow.inner", label: "inner", isElement: true)
                ]
            ),
            Node(
                identifier: "cell_0",
                label: "Ada",
                traits: .cell,
                isElement: true,
                children: [
                    Node(identifier: "cell_0.name", label: "Ada", traits: .staticText, isElement: true)
                ]
            ),
        ])
        #expect(screen.elements.map(\.identifier) == ["switchRow", "cell_0", "cell_0.name"])
    }

    @Test func hiddenNodesAndNamelessOnesAreLeftOut() {
        let screen = Node(children: [
            Node(identifier: "spinner", label: "Loading", isElement: true, isHidden: true),
            Node(isHidden: true, children: [Node(identifier: "inside", label: "x", isElement: true)]),
            Node(traits: .button, isElement: true),
            Node(identifier: "name", label: "Ada", value: "", traits: .staticText, isElement: true),
        ])
        #expect(screen.elements == [.init(identifier: "name", label: "Ada", value: nil, kind: .text)])
    }

    static let kinds: [(Node.Traits, ElementSnapshot.Kind)] = [
        ([.cell, .button], .cell), (.editableText, .field), ([.searchField, .button], .field), (.button, .button),
        (.link, .button), (.keyboardKey, .button), ([.image, .staticText], .image), (.staticText, .text),
        (.header, .text), ([], .other),
    ]

    @Test(arguments: kinds)
    func traitsDecideTheKind(_ traits: Node.Traits, _ kind: ElementSnapshot.Kind) {
        let node = Node(identifier: "x", label: "x", value: "on", traits: traits, isElement: true)
        #expect(node.elements == [.init(identifier: "x", label: "x", value: "on", kind: kind)])
    }

    @Test func labelsOfEveryShapeGoIntoTheFrameAsTheyAre() throws {
        let labels = ["two\nlines", "[userName] Ada", "مرحبا", String(repeating: "x", count: 1 << 20)]
        let screen = Node(children: labels.map { Node(identifier: "same", label: $0, isElement: true) })
        let frame = ElementSnapshot(route: 1, screen: "users", elements: screen.elements)
        #expect(try ElementSnapshot.parse(line: Substring(frame.line))?.elements.map(\.label) == labels)
    }

    @Test func aVeryDeepHierarchyIsWalkedWithoutRunningOutOfStack() {
        var node = Node(identifier: "leaf", label: "Leaf", isElement: true)
        for _ in 0..<256 {
            node = Node(children: [node])
        }
        #expect(node.elements.map(\.identifier) == ["leaf"])
    }
}
