import ScreenRouterCore

extension MCPTools {
    /// The output schema of `open_screen` and `describe_screen`: the snapshot, with its hash; `describe_screen`
    /// requires only the hash, which is all an answer that the screen is unchanged holds.
    static func snapshotSchema(required: [String]) -> JSONValue {
        let string = JSONValue.object(["type": .string("string")])
        let element = JSONValue.object([
            "type": .string("object"),
            "properties": .object([
                "identifier": string, "label": string, "value": string,
                "kind": .object([
                    "type": .string("string"),
                    "enum": .strings(ElementSnapshot.Kind.allCases.map(\.rawValue)),
                ]),
                "frame": .object([
                    "type": .string("array"),
                    "items": .object(["type": .string("number")]),
                    "description": .string("x, y, width, height, in the screen's `unit`."),
                ]),
            ]),
            "required": .strings(["identifier", "label", "kind"]),
        ])
        return .object([
            "type": .string("object"),
            "properties": .object([
                "route": .object(["type": .string("integer")]),
                "screen": string,
                "hash": described(
                    string,
                    "The screen hash: SHA-256 of the screen's snapshot file, its elements' identifiers, kinds, labels, "
                        + "values and frames; the same for the same screen on every run and host."
                ),
                "unchanged": .object([
                    "type": .string("boolean"),
                    "description": .string("describe_screen with `since`: the screen is still the one `since` names."),
                ]),
                "unit": .object([
                    "type": .string("string"),
                    "enum": .strings(ElementSnapshot.Unit.allCases.map(\.rawValue)),
                    "description": .string("What the frames are in: `cell` (a terminal's character cells) or `point`."),
                ]),
                "variant": .object([
                    "type": .string("object"),
                    "description": .string("The parts of the variant the app applied; empty for the device's own."),
                    "additionalProperties": string,
                ]),
                "elements": .object(["type": .string("array"), "items": element]),
                "page": pageSchema,
            ]),
            "required": .strings(required),
        ])
    }

    /// The output schema of `check_snapshots`.
    static var checkSchema: JSONValue {
        let count = JSONValue.object(["type": .string("integer")])
        let cell = JSONValue.object([
            "type": .string("object"),
            "properties": .object([
                "cell": .object([
                    "type": .string("string"),
                    "description": .string("The cell's name, `<screen>.<sample>.<variant>`: its file's name."),
                ]),
                "status": .object([
                    "type": .string("string"),
                    "enum": .strings(["failed", "unreadable", "changed", "new", "removed"]),
                ]),
                "changes": .object([
                    "type": .string("array"),
                    "description": .string(
                        "A changed cell's differences: each element with the parts that changed, "
                            + #"{"identifier", "label": {"old", "new"}, ...}, or "added" or "removed" with the element."#
                    ),
                    "items": .object(["type": .string("object")]),
                ]),
                "elements": count,
                "recorded": .object(["type": .string("boolean")]),
                "error": .object(["type": .string("string")]),
            ]),
            "required": .strings(["cell", "status"]),
        ])
        return .object([
            "type": .string("object"),
            "properties": .object([
                "counts": .object([
                    "type": .string("object"),
                    "properties": .object(
                        Dictionary(
                            uniqueKeysWithValues: [
                                "checked", "unchanged", "changed", "new", "removed", "failed", "recorded",
                            ]
                            .map { ($0, count) }
                        )
                    ),
                ]),
                "directory": .object(["type": .string("string")]),
                "mode": .object(["type": .string("string")]),
                "filter": .object(["type": .string("object")]),
                "cells": .object(["type": .string("array"), "items": cell]),
                "page": pageSchema,
            ]),
            "required": .strings(["counts", "directory", "mode", "cells"]),
        ])
    }

    /// The output schema of `export_test`.
    static var exportSchema: JSONValue {
        .object([
            "type": .string("object"),
            "properties": .object([
                "path": .object(["type": .string("string")]),
                "suite": .object(["type": .string("string")]),
                "tests": .object(["type": .string("integer")]),
                "checks": .object(["type": .string("integer")]),
                "pages": .object(["type": .string("array"), "items": .object(["type": .string("string")])]),
            ]),
            "required": .strings(["path", "suite", "tests", "checks", "pages"]),
        ])
    }

    /// The schema of an answer's page: `{"number", "of", "items", "next"?}`.
    static var pageSchema: JSONValue {
        .object([
            "type": .string("object"),
            "description": .string(
                "A page of an answer too long for one: which, of how many, and the call for the next."
            ),
            "properties": .object([
                "number": .object(["type": .string("integer")]),
                "of": .object(["type": .string("integer")]),
                "items": .object(["type": .string("string")]),
                "next": .object(["type": .string("string")]),
            ]),
        ])
    }

    /// The output schema of `list_screens`: `{"screens": [{"screen", "model", "samples": [{"name", "network",
    /// "model"?}]}], "variants": {<part>: [<value>]}}`.
    ///
    /// `--list-screens` prints the same screens in the launch protocol's catalogue (`id`, sample names in
    /// `samples`, `networkSamples`, `sampleModels`), which test support reads; this shape names a screen as
    /// `open_screen` takes it and keeps each sample's facts together, for an agent.
    static var catalogueSchema: JSONValue {
        let string = JSONValue.object(["type": .string("string")])
        let sample = JSONValue.object([
            "type": .string("object"),
            "properties": .object([
                "name": string,
                "network": .object([
                    "type": .string("boolean"),
                    "description": .string("Whether the sample opens with a network fixture the app registered."),
                ]),
                "model": .object(["description": .string("The sample's model, as JSON of the screen's model type.")]),
            ]),
            "required": .strings(["name", "network"]),
        ])
        let screen = JSONValue.object([
            "type": .string("object"),
            "properties": .object([
                "screen": described(string, "The identifier open_screen takes."),
                "model": .object([
                    "type": .strings(["string", "null"]),
                    "description": .string("The model's type name; null for a screen without a model."),
                ]),
                "samples": .object(["type": .string("array"), "items": sample]),
            ]),
            "required": .strings(["screen", "model", "samples"]),
        ])
        return .object([
            "type": .string("object"),
            "properties": .object([
                "screens": .object(["type": .string("array"), "items": screen]),
                "variants": .object([
                    "type": .string("object"),
                    "description": .string("Each variant part open_screen takes, with its values."),
                    "additionalProperties": .object(["type": .string("array"), "items": string]),
                ]),
                "page": pageSchema,
            ]),
            "required": .strings(["screens", "variants"]),
        ])
    }

    static func described(_ schema: JSONValue, _ description: String) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        members["description"] = .string(description)
        return .object(members)
    }
}
