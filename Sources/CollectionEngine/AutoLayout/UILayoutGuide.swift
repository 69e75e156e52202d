import Foundation

/// An invisible rectangle that takes part in Auto Layout like a view, as UIKit's `UILayoutGuide`:
/// a space between views, or an area (margins, readable width) to align content to.
///
/// ```swift
/// let spacer = UILayoutGuide()
/// view.addLayoutGuide(spacer)
/// NSLayoutConstraint.activate([
///     spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///     spacer.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///     spacer.widthAnchor.constraint(equalTo: left.widthAnchor),
/// ])
/// ```
///
/// A guide draws nothing and receives no input; it costs four variables in its view's constraint system.
@MainActor
open class UILayoutGuide: NSObject {
    /// The view that owns the guide (set by `addLayoutGuide(_:)`); its coordinates are `layoutFrame`'s.
    public internal(set) var owningView: UIView? {
        get { owningViewReference?.view }
        set {
            let oldValue = owningView
            owningViewReference = newValue?.autoLayoutState.itemReference
            if newValue !== oldValue { deactivateConstraintsOutside(newValue) }
        }
    }
    /// `owningView`, not kept alive (the view keeps its guides; see `LayoutItemReference`).
    private var owningViewReference: LayoutItemReference?
    /// How constraints and anchors refer to the guide (cleared by its deinit).
    let itemReference = LayoutItemReference()
    /// A name shown in constraint descriptions and reports.
    open var identifier: String = ""
    /// The active constraints that read this guide, in the order they were activated.
    var referencingConstraints: [NSLayoutConstraint] = []
    /// How the owning view ties the guide to itself: a guide the app made is free; the view's own guides
    /// follow its margins, its readable width, or its bounds; a content element's guide follows the
    /// element the view placed (`ContentElementGuides`).
    let role: Role

    enum Role {
        case free, layoutMargins, readableContent, safeArea, contentElement
    }

    deinit { itemReference.itemWillBeFreed() }

    /// A free guide, to add to a view with `addLayoutGuide(_:)` and place with constraints.
    public override init() {
        role = .free
        super.init()
        itemReference.attach(self)
    }

    init(role: Role, identifier: String) {
        self.role = role
        super.init()
        itemReference.attach(self)
        self.identifier = identifier
    }

    /// The guide's rectangle in its owning view's coordinates, as the last layout pass solved it.
    ///
    /// - Note: Solved for the owning view's constraint system; `.zero` for a guide with no owning view.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        // An element's frame is what its view placed, never older than the last solve.
        if role == .contentElement { return roleFrame(in: owningView) }
        return owningView.solvedFrame(of: self) ?? roleFrame(in: owningView)
    }

    /// The rectangle a guide of this role has without solving, from the view's bounds and margins.
    func roleFrame(in view: UIView) -> CGRect {
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        switch role {
        case .free, .safeArea: return bounds
        case .contentElement: return (view as? ContentElementGuides)?.frame(ofElementGuide: self) ?? .zero
        case .layoutMargins: return bounds.inset(by: view.effectiveLayoutMargins)
        case .readableContent:
            let margins = bounds.inset(by: view.effectiveLayoutMargins)
            let width = min(margins.width, readableContentWidth)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        }
    }

    // Anchors, made once per guide so that `===` and `==` hold between two reads.
    /// The guide's leading edge: the left one, or the right one where its view runs right to left.
    public private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(itemReference, .leading)
    /// The guide's trailing edge: the right one, or the left one where its view runs right to left.
    public private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(itemReference, .trailing)
    /// The guide's left edge.
    public private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(itemReference, .left)
    /// The guide's right edge.
    public private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(itemReference, .right)
    /// The guide's top edge.
    public private(set) lazy var topAnchor = NSLayoutYAxisAnchor(itemReference, .top)
    /// The guide's bottom edge.
    public private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(itemReference, .bottom)
    /// The guide's width.
    public private(set) lazy var widthAnchor = NSLayoutDimension(itemReference, .width)
    /// The guide's height.
    public private(set) lazy var heightAnchor = NSLayoutDimension(itemReference, .height)
    /// The guide's horizontal centre.
    public private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(itemReference, .centerX)
    /// The guide's vertical centre.
    public private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(itemReference, .centerY)

    /// A guide that leaves its view keeps no constraint that reads it from outside the new owner.
    private func deactivateConstraintsOutside(_ view: UIView?) {
        for constraint in referencingConstraints where view == nil || constraint.installation?.view.map({ !$0.isDescendant(of: view!) }) ?? true {
            constraint.isActive = false
        }
    }

    /// The guide's type, address, identifier, `layoutFrame` and owning view's type, as UIKit prints it.
    open override var description: String {
        MainActor.assumeIsolated { "<\(NSLayoutConstraint.typeName(of: self)): \(NSLayoutConstraint.address(of: self)) - \"\(identifier)\", layoutFrame = \(layoutFrame), owningView = \(owningView.map { NSLayoutConstraint.typeName(of: $0) } ?? "nil")>" }
    }
}

/// A view whose own guides follow parts of its content that it places itself (a list content view's
/// text, secondary text and image): each such guide's frame is the element's, in the view's coordinates,
/// for the view's current size, so constraints to the guide are solved against where the element is.
@MainActor
protocol ContentElementGuides: AnyObject {
    /// Where the element `guide` follows is, in the view's bounds; nil when the view shows no such element.
    func frame(ofElementGuide guide: UILayoutGuide) -> CGRect?
    /// The frame for a view of `guideSolvingSize` (else of its current size), read by a constraint
    /// system about to solve: the view notes the size, and solves again if the solution resizes it.
    func solvingFrame(ofElementGuide guide: UILayoutGuide) -> CGRect?
    /// The size the guides were last read at for solving; nil when no system reads them.
    var sizeReadByGuides: CGSize? { get }
    /// The size the view will have, from the last solution, until its layout pass gives it that size.
    var guideSolvingSize: CGSize? { get set }
}

/// The widest a readable text column grows, for `readableContentGuide`.
///
/// - Note: UIKit derives it from the body font's size under Dynamic Type (about 672 points at the
///   default size); Tessera uses that default.
let readableContentWidth: CGFloat = 672
