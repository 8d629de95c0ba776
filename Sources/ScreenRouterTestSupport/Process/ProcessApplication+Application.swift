#if os(Linux) || os(macOS)
/// A ``ProcessApplication`` is an ``Application``, on the main actor: `TestLauncher(options:).configure(app)`
/// configures it from `@MainActor` code.
extension ProcessApplication: @MainActor Application {}
#endif
