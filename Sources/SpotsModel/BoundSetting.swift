/// A typed setting that a screen may write as one `${…}` expression, such as
/// `"layout": {"span": "${columns}"}` or `"visible-if": "${count > 0}"`.
///
/// The decoder keeps the expression's text under its setting and leaves the typed field at its
/// default; presenting the screen (`ScreenBinding`) evaluates it and writes the typed value.
/// The raw value is the setting's path inside its item or component, for positioned problems.
public enum BoundSetting: String, Hashable, Sendable, CaseIterable {
    case visibleIf = "visible-if"
    case width = "size.width"
    case height = "size.height"
    case hidden = "accessibility.hidden"
    case span = "layout.span"
    /// An input's `disabled`.
    case disabled = "disabled"

    /// How messages name `expectedType`, in the user's language.
    public var expectedTypeDescription: String {
        expectedType == "a boolean" ? translated("a boolean") : translated("a number")
    }

    /// The type the expression's value must have.
    public var expectedType: String {
        switch self {
        case .visibleIf, .hidden, .disabled: return "a boolean"
        case .width, .height, .span: return "a number"
        }
    }
}
