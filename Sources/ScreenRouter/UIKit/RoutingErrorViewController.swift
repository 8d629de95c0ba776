#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The screen a UIKit app shows when a UI-testing launch could not be routed: the whole message in one label.
///
/// The label's accessibility identifier is ``ScreenRouterError/accessibilityIdentifier`` (`ScreenRouter.error`) and
/// its accessibility label is the message, so a UI test reads exactly what went wrong instead of "app crashed":
///
/// ```swift
/// let message = app.staticTexts["ScreenRouter.error"].label
/// ```
///
/// Above the message, a smaller label identified as `ScreenRouter.error.code` shows the error's code; test support
/// reads it to give the test the app's own ``ScreenRouterError/code``.
///
/// `UIWindow`'s ``ScreenHost`` conformance installs it; an app with a host of its own can install it too.
final class RoutingErrorViewController: UIViewController {
    /// The failure the screen shows.
    let error: ScreenRouterError

    /// The label that carries the message, identified as `ScreenRouter.error`.
    let messageLabel = UILabel()

    /// The label that carries the code, identified as `ScreenRouter.error.code`.
    let codeLabel = UILabel()

    /// Creates the error screen.
    ///
    /// - Parameter error: The failure to show.
    init(error: ScreenRouterError) {
        self.error = error
        super.init(nibName: nil, bundle: nil)
        title = "Routing failed"
    }

    /// Not supported: the screen is only made in code, from an error.
    ///
    /// Always fails, returning `nil`.
    ///
    /// - Parameter coder: Unused.
    required init?(coder: NSCoder) {
        return nil
    }

    /// Lays out the message in a scroll view, so a long message stays readable.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.backgroundColor
        messageLabel.textColor = Self.textColor
        messageLabel.text = error.message
        messageLabel.numberOfLines = 0
        messageLabel.accessibilityIdentifier = ScreenRouterError.accessibilityIdentifier
        messageLabel.accessibilityLabel = error.message
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        codeLabel.textColor = Self.textColor
        codeLabel.text = error.code.description
        codeLabel.accessibilityIdentifier = LaunchProtocol.errorCodeMarker
        codeLabel.accessibilityLabel = error.code.description
        codeLabel.translatesAutoresizingMaskIntoConstraints = false

        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(codeLabel)
        scrollView.addSubview(messageLabel)
        view.addSubview(scrollView)

        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            codeLabel.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            codeLabel.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            codeLabel.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            messageLabel.topAnchor.constraint(equalTo: codeLabel.bottomAnchor, constant: 8),
            messageLabel.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
            messageLabel.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            messageLabel.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            messageLabel.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
    }

    /// The system background where UIKit has one; tvOS has no `systemBackground`, so black text on white there.
    static var backgroundColor: UIColor {
        #if os(tvOS)
        return .white
        #else
        return .systemBackground
        #endif
    }

    /// The label's colour: the system's default, which follows `systemBackground`; black on tvOS's white.
    static var textColor: UIColor? {
        #if os(tvOS)
        return .black
        #else
        return nil
        #endif
    }
}
#endif
