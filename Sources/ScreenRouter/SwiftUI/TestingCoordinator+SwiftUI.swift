#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

extension TestingCoordinator where Root == UIViewController {
    /// Registers a SwiftUI screen built from a fixture model, with named sample models; it is hosted in a
    /// `UIHostingController`.
    ///
    /// ```swift
    /// coordinator.register(.userDetail) { user in UserDetailView(user: user) }
    /// coordinator.register(.userDetail, samples: ["ada": .ada]) { user in UserDetailView(user: user) }
    /// ```
    ///
    /// A closure that returns a `UIViewController` picks the view-controller overload instead, so both kinds of
    /// screen register with the same spelling.
    ///
    /// - Parameters:
    ///   - screen: The typed screen.
    ///   - samples: The samples, by name, in the order the catalogue lists them. Defaults to none.
    ///   - networks: The network fixtures of samples, by sample name. Defaults to none.
    ///   - content: Builds the view from the decoded model.
    public func register<Model, Content: View>(
        _ screen: Screen<Model>,
        samples: KeyValuePairs<String, Model> = [:],
        networks: KeyValuePairs<String, NetworkFixture> = [:],
        @ViewBuilder content: @escaping @MainActor (Model) -> Content
    ) {
        register(screen, samples: samples, networks: networks) { (model: Model) -> UIViewController in
            UIHostingController(rootView: content(model))
        }
    }

    /// Registers a SwiftUI screen whose model is optional: the launch may carry one, or the default is used;
    /// with named sample models, the default being the sample `default`.
    ///
    /// ```swift
    /// coordinator.register(.users, default: UserStore.embedded) { users in UsersView(users: users) }
    /// coordinator.register(.users, default: [], samples: ["many": .many]) { users in UsersView(users: users) }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The typed screen.
    ///   - defaultModel: Makes the model used when the launch carries none, and for the sample `default`.
    ///   - samples: The other samples, by name, in the order the catalogue lists them after `default`. Defaults
    ///     to none.
    ///   - networks: The network fixtures of samples, by sample name (`default` among them). Defaults to none.
    ///   - content: Builds the view from the launch's model, the sample or the default.
    public func register<Model, Content: View>(
        _ screen: Screen<Model>,
        default defaultModel: @escaping @autoclosure @MainActor () -> Model,
        samples: KeyValuePairs<String, Model> = [:],
        networks: KeyValuePairs<String, NetworkFixture> = [:],
        @ViewBuilder content: @escaping @MainActor (Model) -> Content
    ) {
        register(screen, default: defaultModel(), samples: samples, networks: networks) {
            (model: Model) -> UIViewController in
            UIHostingController(rootView: content(model))
        }
    }

    /// Registers a SwiftUI screen that takes no model; it is hosted in a `UIHostingController`.
    ///
    /// ```swift
    /// coordinator.register(.settings) { SettingsView() }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen's identifier.
    ///   - content: Builds the view.
    public func register<Content: View>(_ screen: ScreenID, @ViewBuilder content: @escaping @MainActor () -> Content) {
        register(screen) { () -> UIViewController in
            UIHostingController(rootView: content())
        }
    }
}
#endif
