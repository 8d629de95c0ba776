#if os(Linux) || os(macOS)
import ScreenRouter

// The launches with the screen's parts as arguments of their own, kept for one release: a launch now takes one
// ``ScreenRequest``, `launchApp(app, .screen(...))` or `launchApp(app, .sample(...))`.

/// Launches an application into a screen with a fixture model; pass a ``ScreenRequest`` instead.
@available(
    *,
    deprecated,
    message: "Pass the screen as a request: launchApp(app, .screen(screen, model: model, variant: variant), options:)"
)
@MainActor
@discardableResult
public func launchApp<Model: Encodable>(
    _ application: ProcessApplication,
    screen: Screen<Model>,
    model: Model,
    network: NetworkFixture? = nil,
    options: [any LaunchOption] = [],
    variant: ScreenVariant? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> ProcessApplication {
    let request = ScreenRequest.screen(screen, model: model, network: network, variant: variant)
    return await launchApp(
        application,
        request,
        options: options,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
    )
}

/// Launches an application into a typed screen without a model; pass a ``ScreenRequest`` instead.
@available(
    *,
    deprecated,
    message: "Pass the screen as a request: launchApp(app, .screen(screen, variant: variant), options:)"
)
@MainActor
@discardableResult
public func launchApp<Model>(
    _ application: ProcessApplication,
    screen: Screen<Model>,
    network: NetworkFixture? = nil,
    options: [any LaunchOption] = [],
    variant: ScreenVariant? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> ProcessApplication {
    let request = ScreenRequest.screen(screen, network: network, variant: variant)
    return await launchApp(
        application,
        request,
        options: options,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
    )
}

/// Launches an application into a screen that takes no model; pass a ``ScreenRequest`` instead.
@available(
    *,
    deprecated,
    message: "Pass the screen as a request: launchApp(app, .screen(screen, variant: variant), options:)"
)
@MainActor
@discardableResult
public func launchApp(
    _ application: ProcessApplication,
    screen: ScreenID,
    network: NetworkFixture? = nil,
    options: [any LaunchOption] = [],
    variant: ScreenVariant? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> ProcessApplication {
    let request = ScreenRequest.screen(screen, network: network, variant: variant)
    return await launchApp(
        application,
        request,
        options: options,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
    )
}

/// Launches an application into a screen with one of its samples; pass a ``ScreenRequest`` instead.
@available(
    *,
    deprecated,
    message: "Pass the sample as a request: launchApp(app, .sample(sample, variant: variant), options:)"
)
@MainActor
@discardableResult
public func launchApp(
    _ application: ProcessApplication,
    sample: ScreenSample,
    options: [any LaunchOption] = [],
    variant: ScreenVariant? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> ProcessApplication {
    let request = ScreenRequest.sample(sample, variant: variant)
    return await launchApp(
        application,
        request,
        options: options,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
    )
}
#endif
