// swift-format-ignore-file
// The code samples of the Network Fixtures article, as they appear there, with what they need around them to
// compile. scripts/build-docs.sh type-checks this file against the package for the iOS simulator (with the
// stand-ins for Apple's frameworks in Tools/AppleStubs) and checks that every sample of the page appears here
// unchanged. Change a sample here and on the page together. The sample that launches a process is in
// NetworkFixtures+ProcessApplication.swift: ProcessApplication exists on macOS and Linux, not on iOS.
import Foundation
import ScreenRouter
import ScreenRouterNetwork
import ScreenRouterTestSupport
import UIKit
import XCTest

struct User: Codable, Sendable {
    let id: Int
    let name: String
    static let ada = User(id: 1, name: "Ada")
    static let grace = User(id: 2, name: "Grace")
}

struct Order: Codable, Sendable {
    let id: Int
    static let placed = Order(id: 1)
}

extension Screen where Model == Int {
    static let profile = Screen("profile")
}

final class ProfileViewController: UIViewController {
    init(id: Int) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

let png = Data()

@MainActor
func optIn() {
let coordinator = TestingCoordinator<UIViewController>()
coordinator.answerRequestsFromNetworkFixtures()
}

func fixtureOfTheOverview() -> NetworkFixture {
let fixture: NetworkFixture = [
    .get("https://api.example.com/users"): .json([User.ada, User.grace]),
    .get("https://api.example.com/users/3"): .status(404),
    .post("https://api.example.com/orders"): .json(Order.placed, status: 201),
    .get("https://api.example.com/avatars/*"): .data(png, contentType: "image/png"),
    .get("https://api.example.com/slow"): .json(User.ada).delayed(by: 0.5),
    .get("https://api.example.com/feed"): .failure(.notConnectedToInternet),
]
    return fixture
}

final class ProfileUITests: XCTestCase {
@MainActor
func testShowsTheUsersProfile() {
    let app = launchApp(screen: .profile, model: 1, network: [
        .get("https://api.example.com/users/1"): .json(User.ada),
    ])
    XCTAssertTrue(app.staticTexts["profileName"].waitForExistence(timeout: 5))
}
}

func makeSession() -> URLSession {
let configuration = URLSessionConfiguration.default
NetworkFixture.install(in: configuration)
let session = URLSession(configuration: configuration)
    return session
}

@MainActor
func registerProfile(in coordinator: TestingCoordinator<UIViewController>) {
coordinator.register(
    .profile,
    samples: ["loaded": 1, "notFound": 7, "offline": 1],
    networks: [
        "loaded": [.get("https://api.example.com/users/1"): .json(User.ada)],
        "notFound": [.get("https://api.example.com/users/7"): .status(404)],
        "offline": [.get("https://api.example.com/users/1"): .failure(.notConnectedToInternet)],
    ]
) { id in ProfileViewController(id: id) }
}
