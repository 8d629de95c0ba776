extension LaunchProtocol {
    /// One parameter of a request, declared once: its launch argument and route-URL item, what its value may be,
    /// where the value goes in a ``LaunchRequest``, its help and its row in the article <doc:TheLaunchProtocol>.
    ///
    /// Both parsers and the validator read a request through ``place``, both writers write one through ``read``,
    /// and the `screenrouter` command line takes ``option`` and prints its help; nothing else lists the
    /// parameters. Two parameters are the same when their flags are.
    package struct Parameter: Hashable, Sendable {
        /// The launch argument, such as `-vc`; its value is the next argument.
        package let flag: String
        /// The route URL's query item, such as `vc`.
        package let item: String
        /// The value as the article and the help show it, such as `<id>`.
        package let placeholder: String
        /// What the parameter means, Markdown: its row in the article's tables.
        package let help: String
        /// When the validator checks it, relative to the other parameters.
        package let stage: Stage
        /// What its value may be.
        package let values: Values
        /// The parameters it cannot be given with, and the error that says so; `nil` when it goes with any.
        package let exclusion: Exclusion?
        /// The `screenrouter` option that gives it, or `nil` when the command line gives it otherwise.
        package let option: CommandLineOption?
        /// The value the parameter carries in a request, or `nil` when it carries none.
        package let read: @Sendable (LaunchRequest) -> String?
        /// Puts a value, already checked against ``values``, in its place in a request.
        package let place: @Sendable (inout LaunchRequest, String) -> Void

        /// Declares a parameter; see the properties for each part.
        ///
        /// A parameter without a field of its own in ``LaunchRequest`` leaves out `read` and `place`: its value is
        /// kept by its item, and a `ScreenFactory` reads it with ``LaunchRequest/parameter(_:)``. Left out,
        /// `option` is `--<item> <placeholder>`, with the help's text; `nil` when the command line gives the
        /// parameter otherwise.
        package init(
            flag: String,
            item: String,
            placeholder: String,
            help: String,
            stage: Stage,
            values: Values = .any,
            exclusion: Exclusion? = nil,
            option: CommandLineOption? = .named(after: ""),
            read: (@Sendable (LaunchRequest) -> String?)? = nil,
            place: (@Sendable (inout LaunchRequest, String) -> Void)? = nil
        ) {
            self.flag = flag
            self.item = item
            self.placeholder = placeholder
            self.help = help
            self.stage = stage
            self.values = values
            self.exclusion = exclusion
            self.option =
                option == .named(after: "")
                ? .named(after: item, placeholder: placeholder, help: Self.plain(help)) : option
            self.read = read ?? { $0.declaredValues[item] }
            self.place = place ?? { $0.declaredValues[item] = $1 }
        }

        /// Why the parameter refuses a value, or `nil` when it takes it: the one check of a value, which every
        /// front end words in its own way.
        package func problem(with value: String) -> ValueProblem? {
            switch values {
            case .any:
                nil
            case .identifier:
                value.isEmpty ? .empty : nil
            case .sampleName:
                ScreenSample.isValidName(value) ? nil : .unusableName
            case .oneOf(let valid, let kind):
                valid.contains(value) ? nil : .notOneOf(valid: valid, kind: kind)
            }
        }

        /// The help as plain text, for the command line and agents: symbol links as their last name, and the
        /// references to articles left out.
        package var plainHelp: String { Self.plain(help) }

        private static func plain(_ markdown: String) -> String {
            var text = markdown
            while let start = text.range(of: " (see <doc:"), let end = text[start.upperBound...].range(of: ">)") {
                text.removeSubrange(start.lowerBound..<end.upperBound)
            }
            while let start = text.range(of: "``"), let end = text[start.upperBound...].range(of: "``") {
                let symbol = text[start.upperBound..<end.lowerBound]
                text.replaceSubrange(
                    start.lowerBound..<end.upperBound,
                    with: "`\(symbol.split(separator: "/").last ?? symbol)`"
                )
            }
            return text
        }

        package static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.flag == rhs.flag
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(flag)
        }

        /// How the parameter is named in a message about a carrier: the flag for launch arguments, the
        /// query item for route URLs.
        package func name(in carrier: Carrier) -> String {
            carrier == .arguments ? flag : item
        }

        /// The parameter's row in the article's table of launch arguments.
        package var argumentRow: String {
            "| `\(flag) \(placeholder)` | \(help) |"
        }

        /// The parameter's row in the article's table of route-URL items.
        package var routeURLRow: String {
            "| `\(item)=\(placeholder)` | \(help) Launch argument: `\(flag)`. |"
        }
    }

    /// When the validator checks a parameter: the screen first, as every other message names it, then how it
    /// is shown, then what it carries, then what refers to what it carries, then the rest.
    package enum Stage: Int, Comparable, Sendable {
        /// The screen.
        case screen
        /// A part of the variant.
        case variant
        /// A payload: the model or the network fixture, inline or in a file.
        case payload
        /// Something that stands for a payload, such as a sample for a model.
        case reference
        /// Any other parameter.
        case other

        package static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// What a parameter's value may be.
    package enum Values: Equatable, Sendable {
        /// Any text.
        case any
        /// A screen identifier, not empty.
        case identifier
        /// The name of a sample, under ``ScreenSample/isValidName(_:)``.
        case sampleName
        /// One of the texts given, which `kind` names in messages (`an appearance`).
        case oneOf([String], kind: String)
    }

    /// Why a parameter's declaration refuses a value.
    package enum ValueProblem: Equatable, Sendable {
        /// An identifier that is empty.
        case empty
        /// A sample's name that no sample can have: empty, or starting with `-`.
        case unusableName
        /// A value that is not one of the texts given, which `kind` names.
        case notOneOf(valid: [String], kind: String)
    }

    /// Why the validator refused a request's parameters: the one decision, which the app, test support, the
    /// command line and the MCP server each word in their own way.
    package enum Refusal: Error, Equatable {
        /// A parameter given more than once, with every value given.
        case repeated(Parameter, values: [String])
        /// No screen.
        case missingScreen
        /// A value its parameter refuses, for the screen.
        case invalid(Parameter, value: String, problem: ValueProblem, screen: ScreenID)
        /// A parameter given with `other`, which it excludes, for the screen.
        case excluded(Parameter, other: Parameter, screen: ScreenID)
    }

    /// The parameters another cannot be given with, and the error that says so.
    package struct Exclusion: Sendable {
        /// The flags of the parameters, checked before it.
        package let flags: [String]
        /// The error for the screen when the parameter was given with `other`, in a message about `carrier`.
        package let error: @Sendable (_ screen: ScreenID, _ other: Parameter, _ carrier: Carrier) -> ScreenRouterError

        /// Declares the parameters another cannot be given with.
        package init(
            _ flags: [String],
            error: @escaping @Sendable (_ screen: ScreenID, _ other: Parameter, _ carrier: Carrier) -> ScreenRouterError
        ) {
            self.flags = flags
            self.error = error
        }
    }

    /// The `screenrouter` option that gives a parameter: `--appearance <light|dark>`.
    package struct CommandLineOption: Hashable, Sendable {
        /// The option, such as `--appearance`.
        package let name: String
        /// The value as the usage shows it, such as `<light|dark>`.
        package let placeholder: String
        /// What it gives, for the usage; empty when the placeholder says it all.
        package let help: String

        /// Declares an option.
        package init(_ name: String, placeholder: String, help: String = "") {
            self.name = name
            self.placeholder = placeholder
            self.help = help
        }

        /// The option named after a route-URL item: `--<item>`.
        package static func named(after item: String, placeholder: String = "", help: String = "") -> Self {
            Self("--\(item)", placeholder: placeholder, help: help)
        }
    }

    /// What carries a request to the app.
    package enum Carrier: Sendable {
        /// Launch arguments: `--uitesting -vc <screen> ...`.
        case arguments
        /// A route URL: `<scheme>://screenrouter/route?vc=<screen>...`.
        case routeURL
    }
}
