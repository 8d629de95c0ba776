import Foundation

/// The findings of a cell's accessibility audit, as the every-screen test keeps them beside the cell's snapshot,
/// `<cell>.audit.json`, for the review report to list on the cell's card.
///
/// The file is JSON with sorted keys and one finding a line, in the order the audit reported them:
///
/// ```
/// {
///   "findings": [
///     {"description":"Contrast failed","detail":"Text contrast is 2.1:1","element":"userName","type":"contrast"}
///   ],
///   "version": 1
/// }
/// ```
package struct AccessibilityFindings: Equatable, Sendable {
    /// One finding of the audit.
    package struct Finding: Codable, Equatable, Sendable {
        /// The kind of audit that found it, as XCUIAutomation names it: `contrast`, `dynamicType`, `textClipped`, ...
        package var type: String
        /// The accessibility identifier of the element it concerns, when it names one that has an identifier.
        package var element: String?
        /// The finding in a few words (the compact description).
        package var description: String
        /// The finding in full (the detailed description).
        package var detail: String

        package init(type: String, element: String?, description: String, detail: String) {
            self.type = type
            self.element = element
            self.description = description
            self.detail = detail
        }
    }

    /// The version of the file's format, written in every file: 1.
    package static let version = 1

    /// The findings, in the order the audit reported them.
    package var findings: [Finding]

    package init(findings: [Finding]) {
        self.findings = findings
    }

    /// The file's bytes as text: sorted keys, one finding a line, a line break at the end.
    package var text: String {
        let lines = findings.map { finding in
            var fields = "\"description\":" + JSONString.quoted(finding.description)
            fields += ",\"detail\":" + JSONString.quoted(finding.detail)
            if let element = finding.element { fields += ",\"element\":" + JSONString.quoted(element) }
            return "    {" + fields + ",\"type\":" + JSONString.quoted(finding.type) + "}"
        }
        let list = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"findings\": \(list),\n  \"version\": \(Self.version)\n}\n"
    }

    /// The shape of the file, as the decoder reads it.
    private struct Contents: Decodable {
        var findings: [Finding]
        var version: Int
    }

    /// Reads an audit file's bytes.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path, for the message.
    /// - Returns: The findings.
    /// - Throws: ``ScreenRouterError`` with code `malformedSnapshot`, naming the file and what does not read.
    package static func read(_ data: Data, path: String) throws(ScreenRouterError) -> AccessibilityFindings {
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            throw .malformedAudit(path, problem: ElementSnapshot.problem(error, json: data, whole: "the file"))
        }
        guard contents.version == version else {
            throw .malformedAudit(
                path,
                problem: "`version` is \(contents.version); this release reads version \(version)"
            )
        }
        return AccessibilityFindings(findings: contents.findings)
    }
}
