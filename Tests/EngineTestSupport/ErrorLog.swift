import CollectionEngine

/// The errors a collection view reported, in order: install `record` as its `errorHandler`.
///
/// A class, so that the handler closure and the test share one log without capturing the test.
@MainActor
public final class ErrorLog {
    public private(set) var errors: [CollectionViewError] = []

    public init() {}

    /// Appends `error`; the signature of `UICollectionView.errorHandler`.
    public func record(_ error: CollectionViewError) { errors.append(error) }

    /// Forgets the errors recorded so far.
    public func removeAll() { errors.removeAll() }
}
