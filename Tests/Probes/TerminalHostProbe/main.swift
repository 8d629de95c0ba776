import Foundation
import ScreenRouter

// A terminal app written from the Testing on Linux and macOS article alone: TerminalHost.swift is the article's
// host, and RunApp.swift its start after an import, each as the article shows it (TerminalHostArticleTests compares
// them). This file adds what the article's app takes for granted: its model, its screen, and its entry point.

struct User: Codable, Sendable {
    let id: Int
    let name: String
    let email: String
}

extension Screen where Model == User {
    static let userDetail = Screen("userDetail")
}

exit(MainActor.assumeIsolated { runApp() })
