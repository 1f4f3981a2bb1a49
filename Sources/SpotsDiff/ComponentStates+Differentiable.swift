import SpotsModel

/// State items compare like headers: by content, ignoring their `index`.
extension ComponentStates {
    @inlinable
    public func isContentEqual(to other: ComponentStates) -> Bool {
        empty.isContentEqual(to: other.empty) && loading.isContentEqual(to: other.loading)
            && error.isContentEqual(to: other.error)
    }

    @inlinable
    public func hashContent(into hasher: inout Hasher) {
        empty.hashContent(into: &hasher)
        loading.hashContent(into: &hasher)
        error.hashContent(into: &hasher)
    }
}
