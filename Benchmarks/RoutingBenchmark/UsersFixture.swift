import DemoShared
import Foundation

/// A users list whose plain `JSONEncoder` JSON is exactly a given number of bytes.
///
/// Users are `DemoData.sample(id:name:)` with ids from 0 and names `User <id>`, as the Demo's UI tests make
/// them; the last user's `company.bs` is padded with `x` so the JSON reaches the size to the byte.
struct UsersFixture {
    /// The users.
    let users: [User]
    /// Their JSON, as `JSONEncoder().encode(users)` makes it.
    let json: Data

    /// The number of users.
    var count: Int { users.count }

    /// Makes a fixture of exactly `jsonBytes` bytes of JSON.
    ///
    /// - Parameter jsonBytes: The JSON size, at least one user's.
    /// - Returns: The fixture, its JSON exactly `jsonBytes` long.
    /// - Throws: ``BenchmarkFailure`` when the encoded size is not the one planned.
    static func make(jsonBytes: Int) throws -> UsersFixture {
        let users = try users(jsonBytes: jsonBytes)
        let json = try JSONEncoder().encode(users)
        guard json.count == jsonBytes else {
            throw BenchmarkFailure("a fixture planned at \(jsonBytes) bytes of JSON encoded to \(json.count)")
        }
        return UsersFixture(users: users, json: json)
    }

    /// The users whose JSON is exactly `jsonBytes` bytes, without encoding them all.
    ///
    /// A sample user's JSON size depends only on the number of digits of its id, so one user per digit count
    /// is encoded and the list's size is `[` + users joined by `,` + `]`.
    static func users(jsonBytes: Int) throws -> [User] {
        var sizeByDigits: [Int: Int] = [:]
        func size(of id: Int) throws -> Int {
            let digits = String(id).count
            if let known = sizeByDigits[digits] { return known }
            let measured = try JSONEncoder().encode(user(id)).count
            sizeByDigits[digits] = measured
            return measured
        }
        var users: [User] = []
        var total = 2
        while true {
            let next = try size(of: users.count) + (users.isEmpty ? 0 : 1)
            guard total + next <= jsonBytes else { break }
            users.append(user(users.count))
            total += next
        }
        guard let last = users.indices.last else {
            throw BenchmarkFailure("\(jsonBytes) bytes cannot hold one user's JSON")
        }
        users[last].company.bs += String(repeating: "x", count: jsonBytes - total)
        return users
    }

    private static func user(_ id: Int) -> User {
        DemoData.sample(id: id, name: "User \(id)")
    }
}

/// A benchmark step that could not run as planned.
struct BenchmarkFailure: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
