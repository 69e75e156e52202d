import Foundation

/// Where an active constraint lives: the view it is installed on (in whose `constraints` it is listed).
struct ConstraintInstallation {
    /// The view, not kept alive: it keeps the constraint (see `LayoutItemReference`).
    let host: LayoutItemReference
    var view: UIView? { host.view }

    @MainActor func constantDidChange(of constraint: NSLayoutConstraint) {
        view?.constraintConstantsDidChange()
    }

    @MainActor func structureDidChange() {
        view?.constraintStructureDidChange()
    }
}

extension NSLayoutConstraint {
    /// Where problems are reported: UIKit's console messages and exceptions, as values. The default
    /// prints each to standard error.
    public static var errorHandler: (LayoutConstraintError) -> Void = { error in
        FileHandle.standardError.write(Data("\(error)\n".utf8))
    }

    static func report(_ error: LayoutConstraintError) { errorHandler(error) }

    /// Calls `body` with each attribute the constraint reads, first side first (without building the
    /// arrays `AnchorTerm.references` makes: this runs for every constraint on every activation).
    func forEachReference(_ body: (LayoutAttributeReference) -> Void) {
        body(firstTerm.start)
        if firstTerm.isDistance { body(firstTerm.end) }
        guard let secondTerm else { return }
        body(secondTerm.start)
        if secondTerm.isDistance { body(secondTerm.end) }
    }

    /// Kinds of attribute a constraint may read, for the questions asked of it on every activation and
    /// solve without walking its terms.
    struct AttributeKinds: OptionSet {
        let rawValue: UInt8
        static let margin = Self(rawValue: 1)
        static let baseline = Self(rawValue: 2)
        static let directional = Self(rawValue: 4)
        static let leftOrRight = Self(rawValue: 8)
        /// The first term is a distance (`anchorWithOffset(to:)`).
        static let firstIsDistance = Self(rawValue: 16)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The kinds `first relation second` reads. A function rather than an initialiser: an
        /// initialiser takes its arguments owned, which retains and releases the terms' item references
        /// for every constraint made.
        static func of(_ first: AnchorTerm, _ second: AnchorTerm?) -> Self {
            // Read by attribute, not through `references`. An unused end is `.notAnAttribute`, of no
            // kind, so it needs no test.
            var kinds = Self(first.start.attribute).union(Self(first.end.attribute))
            if let second { kinds.formUnion(Self(second.start.attribute).union(Self(second.end.attribute))) }
            if first.isDistance { kinds.insert(.firstIsDistance) }
            return kinds
        }

        /// The kinds of one attribute (a switch the compiler makes a table of, rather than four tests).
        init(_ attribute: NSLayoutConstraint.Attribute) {
            switch attribute {
            case .leading, .trailing: self = .directional
            case .left, .right: self = .leftOrRight
            case .leadingMargin, .trailingMargin: self = [.margin, .directional]
            case .leftMargin, .rightMargin: self = [.margin, .leftOrRight]
            case .topMargin, .bottomMargin, .centerXWithinMargins, .centerYWithinMargins: self = .margin
            case .firstBaseline, .lastBaseline: self = .baseline
            case .top, .bottom, .width, .height, .centerX, .centerY, .notAnAttribute: self = []
            }
        }
    }

    /// Why UIKit would refuse a constraint, worked out from its terms alone when it is made (they never
    /// change), so that activation only reads it.
    enum Malformation {
        case missingFirstItem, locationEqualToConstant, invalidPairing, directionalWithLeftOrRight

        /// The first of UIKit's reasons to refuse `first relation multiplier × second`, nil when none holds.
        /// Whether the first item still exists is asked at activation (it is not kept by the constraint).
        /// A function rather than an initialiser, for the reason `AttributeKinds.of` gives.
        static func of(first: AnchorTerm, second: AnchorTerm?, multiplier: CGFloat, kinds: AttributeKinds) -> Self? {
            let firstIsDimension = first.isDimension
            if !kinds.contains(.firstIsDistance), first.attribute == .notAnAttribute { return .missingFirstItem }
            guard let second else { return firstIsDimension ? nil : .locationEqualToConstant }
            if multiplier == 0, !firstIsDimension { return .locationEqualToConstant }
            if firstIsDimension != second.isDimension || !firstIsDimension && first.axis != second.axis {
                // Two lengths may relate across axes (an aspect ratio); locations only along one axis.
                return .invalidPairing
            }
            return kinds.isSuperset(of: [.directional, .leftOrRight]) ? .directionalWithLeftOrRight : nil
        }

        /// UIKit's words for the problem in `constraint`.
        @MainActor func reason(in constraint: NSLayoutConstraint) -> String {
            switch self {
            case .missingFirstItem:
                "A constraint needs a first item and attribute."
            case .locationEqualToConstant:
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
            case .invalidPairing:
                "Invalid pairing of layout attributes: \(constraint.firstTerm.name) and \(constraint.secondTerm?.name ?? "nil")."
            case .directionalWithLeftOrRight:
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
            }
        }
    }

    func activateOne() {
        var notices = StructureNotices()
        activate(installingOn: nil, notices: &notices)
        notices.send()
    }

    /// Installs the constraint on `requested` (from `addConstraint`) or on its items' nearest common
    /// ancestor; the host's system hears of it through `notices`.
    func activate(installingOn requested: UIView?, notices: inout StructureNotices) {
        if let installation {
            guard installation.view == nil else { return }
            deactivate(notices: &notices)
        }
        if !constant.isFinite || !multiplier.isFinite {
            return Self.report(.nonFiniteValue(constraint: description, what: constant.isFinite ? "multiplier" : "constant"))
        }
        let items = ConstraintItems.of(self)
        if let malformation = items.firstItemIsGone ? .missingFirstItem : malformation {
            return Self.report(.invalidConstraint(constraint: description, reason: malformation.reason(in: self)))
        }
        guard let ancestor = items.commonAncestor else {
            let names = (firstTerm.references + (secondTerm?.references ?? [])).map(\.name)
            return Self.report(.noCommonAncestor(constraint: description, first: names.first ?? "nil", second: names.dropFirst().last ?? "nil"))
        }
        let host = requested ?? ancestor
        guard requested == nil || ancestor.isDescendant(of: host) else {
            return Self.report(.hierarchyNotPrepared(constraint: description, view: "\(NSLayoutConstraint.typeName(of: host)):\(NSLayoutConstraint.address(of: host))"))
        }
        let hostState = host.autoLayoutState
        installation = ConstraintInstallation(host: hostState.itemReference)
        hostState.installed.append(self, startingWithRoomFor: 16)
        for index in 0..<items.count {
            let item = items[index]
            var view: UIView?
            if let itemView = item.view {
                itemView.autoLayoutState.referencing.append(self, startingWithRoomFor: 8)
                view = itemView
            } else if let guide = item.guide {
                guide.referencingConstraints.append(self)
                view = guide.owningView
            }
            while let current = view, current !== host {
                let state = current.autoLayoutState
                state.crossingConstraints += 1
                crossedViews.append(state.itemReference)
                // It stops rooting a system of its own: its subtree joins the host's.
                state.system = nil
                view = current.superview
            }
        }
        notices.add(host)
    }

    func deactivateOne() {
        var notices = StructureNotices()
        deactivate(notices: &notices)
        notices.send()
    }

    /// Also lets go of what is left of an installation whose view was freed (the items and crossed
    /// views that are still alive).
    func deactivate(notices: inout StructureNotices) {
        guard let installation else { return }
        self.installation = nil
        let host = installation.view
        host?.autoLayout?.installed.removeAll { $0 === self }
        let items = ConstraintItems.of(self)
        for index in 0..<items.count {
            let item = items[index]
            if let view = item.view { view.autoLayout?.referencing.removeAll { $0 === self } }
            if let guide = item.guide { guide.referencingConstraints.removeAll { $0 === self } }
        }
        reportedAsBroken = false
        let crossed = crossedViews.removeAll()
        for view in crossed { view.autoLayout?.crossingConstraints -= 1 }
        if let host { notices.add(host) }
        // Views no longer tied into the host's system root their own again.
        for view in crossed { notices.addIfRoot(view) }
    }
}

/// The views whose systems must hear that their structure changed, told once each when a batch of
/// activations and deactivations is done (`activate(_:)` of a cell's fifty constraints tells its root once).
@MainActor
struct StructureNotices {
    /// The first host, kept apart: a batch nearly always has one, and then no array is made.
    private var firstHost: UIView?
    private var hosts: [UIView] = []
    /// Views a deactivation untied, told only if they root a system of their own by then.
    private var released: [UIView] = []

    mutating func add(_ host: UIView) {
        guard let firstHost else { firstHost = host; return }
        if firstHost === host || hosts.last === host { return }
        for known in hosts where known === host { return }
        hosts.append(host)
    }

    mutating func addIfRoot(_ view: UIView) {
        if !released.contains(where: { $0 === view }) { released.append(view) }
    }

    /// Tells each system once: a cell's constraints are installed on several of its views (a width on
    /// the view itself, a row on the content view), which nearly always share one root.
    func send() {
        guard let firstHost else { return sendReleased() }
        let firstRoot = firstHost.constraintSystemRoot
        var otherRoots: [UIView] = []
        for host in hosts {
            let root = host.constraintSystemRoot
            if root !== firstRoot, !otherRoots.contains(where: { $0 === root }) { otherRoots.append(root) }
        }
        firstRoot.constraintStructureDidChange()
        for root in otherRoots { root.constraintStructureDidChange() }
        sendReleased()
    }

    private func sendReleased() {
        for view in released where view.isConstraintRoot { view.constraintStructureDidChange() }
    }
}

extension Array where Element == NSLayoutConstraint {
    /// Appends `constraint`, making room for `count` at once when the list is empty: a view is read by
    /// its own edges' and sizes' constraints and by its neighbours' (often more than four), a cell's
    /// content view holds dozens, and growing from one element at a time reallocates for each of the
    /// first few.
    mutating func append(_ constraint: NSLayoutConstraint, startingWithRoomFor count: Int) {
        if isEmpty { reserveCapacity(count) }
        append(constraint)
    }
}

extension UIView {
    /// The nearest view that is both this view or an ancestor and `other` or an ancestor.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        // The usual cases first: one view, a view and its superview, two siblings.
        if other === self || other === superview { return other }
        if other.superview === self { return self }
        if let parent = superview, other.superview === parent { return parent }
        var mine = Set<ObjectIdentifier>()
        var view: UIView? = self
        while let current = view { mine.insert(ObjectIdentifier(current)); view = current.superview }
        view = other
        while let current = view {
            if mine.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }

    /// After this view left its superview: constraints that tie its subtree to views outside it are
    /// deactivated, as UIKit removes them.
    ///
    /// - Complexity: O(1) when none does (no constraint installed above reaches into the subtree, which
    ///   `crossingConstraints` counts); otherwise proportional to the views such constraints reach.
    func deactivateConstraintsCrossing(outOf root: UIView) {
        guard let state = autoLayout, state.crossingConstraints > 0 else { return }
        let reaching = state.referencing + state.guides.flatMap(\.referencingConstraints)
        for constraint in reaching {
            guard let host = constraint.installation?.view, !host.isDescendant(of: root) else { continue }
            constraint.isActive = false
        }
        for subview in subviews { subview.deactivateConstraintsCrossing(outOf: root) }
    }
}
