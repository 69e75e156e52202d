import CollectionEngine
import Foundation

/// A view with a fixed intrinsic content size and nothing else: what a stack view lays out in these
/// specifications, so every expected frame can be worked out by hand.
final class SizedView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A stack view at `frame` (its own constraint system's root), laid out.
@MainActor
func laidOutStack(_ views: [UIView], frame: CGRect, _ configure: (UIStackView) -> Void = { _ in }) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = frame
    configure(stack)
    stack.layoutIfNeeded()
    return stack
}

/// Containers made by `contentSizedStack`, kept as a window keeps its views: a view does not keep its
/// superview, and the specifications reach the container through `stack.superview`.
@MainActor private var keptContainers: [UIView] = []

/// A stack view pinned by its top and leading edges only inside a large container, so that its size
/// is what its content needs; laid out.
@MainActor
func contentSizedStack(_ views: [UIView], _ configure: (UIStackView) -> Void = { _ in }) -> UIStackView {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    keptContainers.append(container)
    let stack = UIStackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        stack.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    configure(stack)
    container.layoutIfNeeded()
    return stack
}
