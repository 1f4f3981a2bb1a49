import SpotsGtk

/// Input items: what the user enters is written to the input's variable, and the screen is shown
/// again through the diff, so everything that reads the variable (`${name}`, `visible-if`, the
/// input itself when its row comes back) follows. The widgets never keep a value of their own.
extension ScreenSession {
    /// The user set `input` to `value` (text as typed, a boolean, an option's value, a number).
    public func input(_ input: InputField, changedTo value: JSONValue) {
        guard current != nil, !input.name.isEmpty, state.write(input.name, value) else { return }
        delegate?.session(self, show: models, location: current?.location ?? ResourceLocation(), rebuild: false, scrollToTop: false)
        delegate?.sessionDidChange(self)
    }
}
