/// Launch options kept once each by ``LaunchOption/uniqueIdentifier``, in the order they were first inserted.
///
/// `TestLauncher` keeps its options in one, so of two options with one identifier only the first is applied:
///
/// ```swift
/// let options: LaunchOptionsSet = [SystemLocale(localeIdentifier: "pl"), SystemLocale(localeIdentifier: "en")]
/// options.count   // 1, the locale `pl`
/// ```
///
/// It is a `SetAlgebra` over `any LaunchOption`: `insert(_:)` keeps the member already there, `update(with:)`
/// replaces it (and moves it last), and union, intersection and symmetric difference compare identifiers.
public struct LaunchOptionsSet {
    private var options: [any LaunchOption]

    /// Creates an empty set.
    public init() {
        options = []
    }
}

extension LaunchOptionsSet: SetAlgebra {
    public typealias Element = any LaunchOption

    /// Whether the set holds an option with the same identifier as `member`.
    ///
    /// - Parameter member: The option.
    /// - Returns: `true` when an option with `member`'s identifier is in the set.
    public func contains(_ member: any LaunchOption) -> Bool {
        index(of: member) != nil
    }

    /// Adds an option unless one with its identifier is already in the set.
    ///
    /// - Parameter newMember: The option.
    /// - Returns: Whether it was added, and the member now in the set: `newMember`, or the one already there.
    @discardableResult
    public mutating func insert(
        _ newMember: any LaunchOption
    ) -> (
        inserted: Bool, memberAfterInsert: any LaunchOption
    ) {
        if let index = index(of: newMember) {
            return (false, options[index])
        }
        options.append(newMember)
        return (true, newMember)
    }

    /// Adds an option, replacing the one with its identifier, if any; the option goes last.
    ///
    /// - Parameter newMember: The option.
    /// - Returns: The option it replaced, or `nil`.
    @discardableResult
    public mutating func update(with newMember: any LaunchOption) -> (any LaunchOption)? {
        let replaced = remove(newMember)
        options.append(newMember)
        return replaced
    }

    /// Removes the option with `member`'s identifier.
    ///
    /// - Parameter member: The option.
    /// - Returns: The option removed, or `nil` when there was none.
    @discardableResult
    public mutating func remove(_ member: any LaunchOption) -> (any LaunchOption)? {
        index(of: member).map { options.remove(at: $0) }
    }

    /// The options of both sets: this set's, then the other's that it does not hold.
    ///
    /// - Parameter other: The other set.
    /// - Returns: The union.
    public func union(_ other: LaunchOptionsSet) -> LaunchOptionsSet {
        var result = self
        result.formUnion(other)
        return result
    }

    /// Adds the other set's options that this set does not hold.
    ///
    /// - Parameter other: The other set.
    public mutating func formUnion(_ other: LaunchOptionsSet) {
        for option in other.options {
            insert(option)
        }
    }

    /// The options of this set that the other also holds.
    ///
    /// - Parameter other: The other set.
    /// - Returns: The intersection.
    public func intersection(_ other: LaunchOptionsSet) -> LaunchOptionsSet {
        var result = self
        result.formIntersection(other)
        return result
    }

    /// Keeps only the options the other set also holds.
    ///
    /// - Parameter other: The other set.
    public mutating func formIntersection(_ other: LaunchOptionsSet) {
        options.removeAll { !other.contains($0) }
    }

    /// The options of either set that the other does not hold: this set's, then the other's.
    ///
    /// - Parameter other: The other set.
    /// - Returns: The symmetric difference.
    public func symmetricDifference(_ other: LaunchOptionsSet) -> LaunchOptionsSet {
        var result = self
        result.formSymmetricDifference(other)
        return result
    }

    /// Keeps the options of either set that the other does not hold.
    ///
    /// - Parameter other: The other set.
    public mutating func formSymmetricDifference(_ other: LaunchOptionsSet) {
        let ours = options.filter { !other.contains($0) }
        options = ours + other.options.filter { !contains($0) }
    }

    /// Whether two sets hold options with the same identifiers in the same order.
    ///
    /// - Parameters:
    ///   - lhs: A set.
    ///   - rhs: Another set.
    /// - Returns: `true` when the identifiers match, in order.
    public static func == (lhs: LaunchOptionsSet, rhs: LaunchOptionsSet) -> Bool {
        lhs.options.map(\.uniqueIdentifier) == rhs.options.map(\.uniqueIdentifier)
    }

    private func index(of member: any LaunchOption) -> Int? {
        let identifier = member.uniqueIdentifier
        return options.firstIndex { $0.uniqueIdentifier == identifier }
    }
}

extension LaunchOptionsSet: Sequence {
    /// Goes through the options in the order they were inserted.
    ///
    /// - Returns: An iterator over the options.
    public func makeIterator() -> IndexingIterator<[any LaunchOption]> {
        options.makeIterator()
    }
}
