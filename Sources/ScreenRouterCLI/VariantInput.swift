import ScreenRouterCore

/// The variant and the shard, as the options give them: `--appearance`, `--content-size`, `--layout-direction` and
/// `--shard`.
enum VariantInput {
    /// The variant of `--appearance`, `--content-size` and `--layout-direction`; every part not given is the
    /// device's.
    static func variant(from options: inout Options) throws -> ScreenVariant {
        ScreenVariant(
            appearance: try part("--appearance", kind: "an appearance", from: &options),
            contentSize: try part("--content-size", kind: "a content size", from: &options),
            layoutDirection: try part("--layout-direction", kind: "a layout direction", from: &options)
        )
    }

    private static func part<Part: RawRepresentable & CaseIterable>(
        _ option: String,
        kind: String,
        from options: inout Options
    ) throws -> Part? where Part.RawValue == String {
        guard let text = options.value(option) else { return nil }
        if let part = Part(rawValue: text) { return part }
        let valid = Part.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        throw CommandLineTool.Failure(
            message: "`\(option) \(text)` is not \(kind); valid values: \(valid).",
            showsUsage: true
        )
    }

    /// The shard of `--shard <shard>/<count>`, if it was given, unchecked against the catalogue.
    static func shard(from options: inout Options) throws -> (index: Int, count: Int)? {
        guard let text = options.value("--shard") else { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw CommandLineTool.Failure(
                message: "`--shard` takes the shard's number and the number of shards, as in `--shard 2/4`; "
                    + "found `\(text)`.",
                showsUsage: true
            )
        }
        return (index, count)
    }
}
