/// The name of a model type as messages show it: `User`, `Array<User>`, `Optional<User>`.
package func typeName<T>(_ type: T.Type) -> String {
    String(describing: type)
}
