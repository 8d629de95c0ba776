// swift-format-ignore-file
// The calls that the articles and the README write inside a sentence, as they appear there, with what they need
// around them to compile. scripts/build-docs.sh type-checks this file against the package for the iOS simulator
// (with the stand-ins for Apple's frameworks in Tools/AppleStubs) and checks that every such call of the
// documentation appears, without its spaces, in a compiled sample. The calls that launch a process are in
// InlineCalls+ProcessApplication.swift; those meant not to compile are listed, with the reason, in NotCompiled.txt.
import Foundation
import ScreenRouter
import ScreenRouterNetwork
import ScreenRouterTestSupport
import UIKit
import XCTest

struct User: Codable, Sendable {
    let id: Int
    let name: String
}

extension Screen where Model == [User] {
    static let users = Screen("users")
}

extension Screen where Model == Int {
    static let profile = Screen("profile")
}

extension ModelCodec {
    static let shop = ModelCodec()
}

struct Cart: Codable, Sendable {
    let items: [String]
}

// The Migrating from 0.x article.
extension Screen where Model == Cart {
    static let cart = Screen("cart", codec: .shop)
}

// The Launch Options article.
func readAsAutoMateDoes() -> [[String]?] {
    [UserDefaults.standard.stringArray(forKey: "Features"), UserDefaults.standard.stringArray(forKey: "Tags")]
}

struct Regions {
    var key: String { "\(type(of: self))" }
}

func systemOptions() -> ([any LaunchOption], SystemLanguage?) {
    let language = SystemLanguage(rawValue: "en-PL")
    return ([SystemLocale(language: .English, country: .GreatBritain), SystemLanguages([.English, .EnglishUnitedKingdom])], language)
}

let extraLarge = ScreenVariant(contentSize: .extraLarge)

final class InlineCallTests: XCTestCase {
// The Network Fixtures and Troubleshooting articles.
@MainActor
func launchesWithNetworkFixtures(fixture: NetworkFixture, value: User, codec: ModelCodec, bytes: Data) {
    let app = launchApp(XCUIApplication(), .screen(.users, network: fixture))
    app.route(to: .screen(.profile, model: 1, network: fixture))
    app.route(to: .screen(.profile, model: 1, network: fixture, variant: ScreenVariant(appearance: .dark)))
    let answers: [NetworkFixture.Response] = [
        .json(value, status: 201),
        .json(value, using: codec),
        .data(bytes, contentType: "image/png"),
    ]
    _ = answers
    _ = URLError(.resourceUnavailable)
}

// The Sessions article.
@MainActor
func routesWithAVariant(app: XCUIApplication) {
    app.route(to: .screen("settings", variant: ScreenVariant(appearance: .dark)))
}
}

// The Screen Catalogue article.
func secondOfFour(catalogue: ScreenCatalogue) throws {
    _ = try catalogue.shard(2, of: 4)
}
