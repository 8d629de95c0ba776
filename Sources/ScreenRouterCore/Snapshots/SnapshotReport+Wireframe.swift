import Foundation

extension SnapshotReport {
    /// How an element is marked on a wireframe: changed (on both sides), added (on the run's) or removed (on the
    /// recorded one).
    enum Mark: String {
        case changed, added, removed
    }

    /// One element's box on a wireframe, in the drawing's pixels.
    private struct Box {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        /// Whether the box is the element's frame, or a row of the stack of elements without one.
        var framed: Bool
    }

    /// The drawing's pixels a unit of the file's frames takes: a point is a pixel; a character cell is 8 by 16, the
    /// cell of a 13-pixel monospaced font.
    private static func scale(of unit: ElementSnapshot.Unit) -> (x: Double, y: Double) {
        unit == .cell ? (8, 16) : (1, 1)
    }

    /// A cell's side drawn as SVG: a box for each element at its frame, labelled with its identifier and label; the
    /// elements without a frame stacked below the others, one row each, so that every element is a box.
    ///
    /// - Parameters:
    ///   - side: The side, whose snapshot reads.
    ///   - snapshot: Its snapshot.
    ///   - marks: The marks of the elements that differ, by index.
    ///   - screenshot: Whether to draw the side's screenshot under the boxes (then without their text).
    /// - Returns: The `<svg>` element.
    static func wireframe(
        of side: Side,
        snapshot: SnapshotFile,
        marks: [Int: Mark],
        overScreenshot screenshot: Screenshot? = nil
    ) -> String {
        let unit = side.unit
        let (scaleX, scaleY) = scale(of: unit)
        var boxes: [Box] = []
        boxes.reserveCapacity(snapshot.elements.count)
        var minX = 0.0
        var minY = 0.0
        var maxX = 0.0
        var maxY = 0.0
        for element in snapshot.elements {
            guard let frame = element.frame, frame.count == 4 else {
                boxes.append(Box(x: 0, y: 0, width: 0, height: 0, framed: false))
                continue
            }
            var box = Box(
                x: frame[0] * scaleX,
                y: frame[1] * scaleY,
                width: frame[2] * scaleX,
                height: frame[3] * scaleY,
                framed: true
            )
            if box.width < 0 { (box.x, box.width) = (box.x + box.width, -box.width) }
            if box.height < 0 { (box.y, box.height) = (box.y + box.height, -box.height) }
            box.width = max(box.width, 2)
            box.height = max(box.height, 2)
            minX = min(minX, box.x)
            minY = min(minY, box.y)
            maxX = max(maxX, box.x + box.width)
            maxY = max(maxY, box.y + box.height)
            boxes.append(box)
        }
        if let screenshot {
            maxX = max(maxX, Double(screenshot.pixelWidth) / Double(screenshot.scale))
            maxY = max(maxY, Double(screenshot.pixelHeight) / Double(screenshot.scale))
        }
        // The stack of elements without a frame: one row each, below the framed ones, as wide as the drawing (or as
        // their text, when nothing else gives the drawing a width).
        let unframed = boxes.indices.filter { !boxes[$0].framed }
        if !unframed.isEmpty {
            let rowHeight = unit == .cell ? 16.0 : 22.0
            let advance = unit == .cell ? 8.0 : 6.6
            let longest =
                unframed.map { index in
                    Double(snapshot.elements[index].identifier.count + snapshot.elements[index].label.count + 2)
                }.max() ?? 0
            let width = max(maxX - minX, min(longest * advance + 6, 480), 160)
            var y = maxY > minY ? maxY + rowHeight / 2 : minY
            for index in unframed {
                boxes[index] = Box(x: minX, y: y, width: width, height: rowHeight, framed: false)
                y += rowHeight + (unit == .cell ? 0 : 2)
            }
            maxX = max(maxX, minX + width)
            maxY = y
        }
        let width = max(maxX - minX, snapshot.elements.isEmpty ? 160 : 8)
        let height = max(maxY - minY, snapshot.elements.isEmpty ? 40 : 8)
        let number = HTMLText.number
        var svg = "<svg class=\"wireframe unit-\(unit.rawValue)\(screenshot == nil ? "" : " shot")\" viewBox=\""
        svg += number(minX - 1) + " " + number(minY - 1) + " " + number(width + 2) + " " + number(height + 2)
        svg += "\" width=\"" + number(width + 2) + "\" height=\"" + number(height + 2) + "\" role=\"img\" aria-label=\""
        svg += (screenshot == nil ? "Wireframe" : "Screenshot") + " of " + HTMLText.escaped(snapshot.screen)
        svg += ", \(snapshot.elements.count) " + (snapshot.elements.count == 1 ? "element" : "elements") + "\">"
        if let screenshot {
            svg += "<image href=\"data:image/png;base64," + screenshot.data.base64EncodedString()
            svg += "\" x=\"0\" y=\"0\" width=\"" + number(Double(screenshot.pixelWidth) / Double(screenshot.scale))
            svg += "\" height=\"" + number(Double(screenshot.pixelHeight) / Double(screenshot.scale))
            svg += "\" preserveAspectRatio=\"none\"/>"
        }
        if snapshot.elements.isEmpty {
            svg += "<text class=\"empty\" x=\"8\" y=\"24\">no elements</text>"
        }
        for (index, (element, box)) in zip(snapshot.elements, boxes).enumerated() {
            svg += elementBox(element, box: box, index: index, mark: marks[index], unit: unit, text: screenshot == nil)
        }
        return svg + "</svg>"
    }

    /// One element's box: its title (identifier, label and value, shown on hover), its rectangle, and its identifier
    /// and label clipped to the box.
    private static func elementBox(
        _ element: SnapshotFile.Element,
        box: Box,
        index: Int,
        mark: Mark?,
        unit: ElementSnapshot.Unit,
        text: Bool
    ) -> String {
        let number = HTMLText.number
        let identifier = HTMLText.escaped(element.identifier)
        let label = HTMLText.escaped(element.label)
        var classes = "el k-" + element.kind.rawValue
        if !box.framed { classes += " unframed" }
        if let mark { classes += " " + mark.rawValue }
        var title = identifier + ": " + label
        if let value = element.value { title += " = " + HTMLText.escaped(value) }
        if !box.framed { title += " (no frame)" }
        let x = number(box.x)
        let y = number(box.y)
        let width = number(box.width)
        let height = number(box.height)
        var svg = "<g class=\"" + classes + "\" data-identifier=\"" + identifier + "\" data-index=\"" + String(index)
        svg += "\"><title>" + title + "</title><rect x=\"" + x + "\" y=\"" + y + "\" width=\"" + width
        svg += "\" height=\"" + height + "\"/>"
        if text {
            svg += "<svg x=\"" + x + "\" y=\"" + y + "\" width=\"" + width + "\" height=\"" + height + "\">"
            let lineHeight = unit == .cell ? 16.0 : 13.0
            if box.height >= lineHeight * 2 + 2 {
                svg += "<text x=\"3\" y=\"" + number(lineHeight - 2) + "\" class=\"i\">" + identifier + "</text>"
                svg += "<text x=\"3\" y=\"" + number(lineHeight * 2 - 2) + "\">" + label + "</text>"
            } else {
                let baseline = box.height / 2 + (unit == .cell ? 4.5 : 4)
                svg += "<text x=\"" + (unit == .cell ? "1" : "3") + "\" y=\"" + number(baseline) + "\">"
                svg += "<tspan class=\"i\">" + identifier + "</tspan> " + label + "</text>"
            }
            svg += "</svg>"
        }
        return svg + "</g>"
    }
}
