import ScreenRouter
import Testing

// The document's providers, as written there (plus `@MainActor` for Swift 6).
@MainActor
private final class HomeAIP: AIP {
    static var mainIdentifier: String = "home"
}

extension HomeAIP {
    enum Element: String {
        case mainView
        case tableView
    }
}

private final class ImageAIP: AIP {
    static let mainIdentifier: String = "home"
}

extension ImageAIP {
    enum Element: RawRepresentable, Equatable {
        case mainView
        case imageView(_ imageName: String)

        init?(rawValue: String) {
            if rawValue == "mainView" {
                self = .mainView
            } else if rawValue.hasPrefix("imageView_image:") {
                self = .imageView(String(rawValue.dropFirst("imageView_image:".count)))
            } else {
                return nil
            }
        }

        var rawValue: String {
            switch self {
            case .mainView:
                return "mainView"
            case .imageView(let name):
                return "imageView_image:\(name)"
            }
        }
    }
}

/// Typed identifiers are exactly MSUITest's, and a payload identifier reads back into its case.
@MainActor
struct AccessibilityIdentifierProviderTests {
    @Test func anElementsIdentifierIsTheMainIdentifierADotAndTheRawValue() {
        #expect(HomeAIP.elementIdentifier(for: .mainView) == "home.mainView")
        #expect(HomeAIP.elementIdentifier(for: .tableView) == "home.tableView")
    }

    @Test func aPayloadGoesIntoTheIdentifier() {
        #expect(ImageAIP.elementIdentifier(for: .imageView("minion")) == "home.imageView_image:minion")
    }

    @Test(arguments: ["minion", "https://google.com/image.png", "a.b:c", ""])
    func aPayloadIdentifierReadsBackIntoItsCase(_ payload: String) {
        let identifier = ImageAIP.elementIdentifier(for: .imageView(payload))
        #expect(ImageAIP.element(forIdentifier: identifier) == .imageView(payload))
    }

    @Test(arguments: ["settings.mainView", "home", "home.", "homemainView", "home.tableView", "HOME.mainView"])
    func anIdentifierOfAnotherProviderOrElementReadsBackAsNil(_ identifier: String) {
        #expect(ImageAIP.element(forIdentifier: identifier) == nil)
    }

    @Test func aPlainElementReadsBack() {
        #expect(HomeAIP.element(forIdentifier: "home.tableView") == .tableView)
    }
}
