/// What a payload of the launch carries, so that a message about it names the right thing: the screen's model
/// (`-model`, `-modelFile`) or its network fixture (`-network`, `-networkFile`).
///
/// Both travel the same way, inline as base64 or in a file, under the same size and nesting rules; only the
/// words of their messages differ.
package enum PayloadSubject: Sendable {
    /// The screen's fixture model.
    case model
    /// The screen's network fixture.
    case network

    /// The parameter that carries the payload inline.
    package var inline: LaunchProtocol.Parameter {
        self == .model ? LaunchProtocol.model : LaunchProtocol.network
    }

    /// The parameter that carries the payload in a file.
    package var file: LaunchProtocol.Parameter {
        self == .model ? LaunchProtocol.modelFile : LaunchProtocol.networkFile
    }

    /// What the payload carries, as a message names it: `model`, `network fixture`.
    package var name: String {
        self == .model ? "model" : "network fixture"
    }

    /// The payload as a message names it: `model payload`, `network fixture`.
    package var noun: String {
        self == .model ? "model payload" : "network fixture"
    }

    /// The file as a message names it: `model file`, `network fixture file`.
    package var fileNoun: String {
        self == .model ? "model file" : "network fixture file"
    }
}
