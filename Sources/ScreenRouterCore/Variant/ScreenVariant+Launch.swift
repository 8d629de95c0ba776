/// The variant in the launch protocol: its arguments and route-URL items, and the line a command-line host shows.
extension ScreenVariant {
    /// The parameters of the launch protocol that carry the parts given, with their values, in the order a request
    /// writes them: `-ScreenRouterAppearance dark`, and so on.
    package var parameterValues: [(parameter: LaunchProtocol.Parameter, value: String)] {
        LaunchRequest(screen: ScreenID(""), variant: self).parameterValues.filter { $0.0.stage == .variant }
    }

    /// The parts given as `item=value` pairs separated by spaces, or nothing for a variant that sets nothing.
    ///
    /// `appearance=dark layoutDirection=rightToLeft`: a command-line host shows it after
    /// ``LaunchProtocol/variantMarker``.
    package var summary: String {
        parameterValues.map { "\($0.parameter.item)=\($0.value)" }.joined(separator: " ")
    }
}
