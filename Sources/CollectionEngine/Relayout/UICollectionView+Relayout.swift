import Foundation

// The one step that moves views from the attributes they show to the ones the layout gives them now.
//
// Every change that moves views goes through `relayout(_:duration:alongside:completion:)`: batch
// updates (+BatchUpdates), layout changes (+LayoutTransition) and reordering (Reordering/) each
// install their new world (counts, layout, content offset) and then hand this step their own
// `RelayoutRules`. The plain layout pass (`layoutSubviews`) is the same step with the default rules
// and no animation. Reading order: `relayout`, then `updateLiveViews(in:relayout:retiring:)`, then
// what they call.
//
// The rules reach the layout pass the relayout runs through `layoutIfNeeded()`, so that the view
// controller's `viewWillLayoutSubviews()` and a subclass's `layoutSubviews()` still run; UIKit's
// `layoutSubviews()` takes no arguments, so `relayoutUnderWay` carries them across that one call, and
// `layoutSubviews()` hands them on as arguments.

extension UICollectionView {
    /// Renumbers the live views by `rules`, then lays out inside one animation of `duration` (none
    /// for 0): views that stay move to their new attributes, views that go leave by `rules`, and
    /// views for elements that come into sight appear by `rules`. `alongside` runs inside the same
    /// animation; `completion` runs when it ends, after the views that left are discarded.
    ///
    /// The caller installs the new world (counts, layout, content offset) before calling it.
    func relayout(
        _ rules: RelayoutRules, duration: TimeInterval,
        alongside: (() -> Void)? = nil, completion: ((Bool) -> Void)? = nil
    ) {
        keptQuery = .stale
        let gone = live.rekey(rules.newKey)
        renumberPrefetching { rules.newKey(ElementKey(category: .cell, kind: "", indexPath: $0))?.indexPath }
        var leavingNow: Set<ObjectIdentifier> = []
        UIView.animate(on: frameDriver, duration: duration, curve: .timing(.easeInOut), {
            if let place = rules.placeKeptView {
                UIView.performWithoutAnimation { for (key, view) in self.live.views { place(view, key) } }
            }
            for (key, view) in gone {
                if let retired = self.leave(view, oldKey: key, newKey: nil, rules: rules) { leavingNow.insert(retired) }
            }
            let outer = self.relayoutUnderWay
            self.relayoutUnderWay = RelayoutUnderWay(rules: rules)
            self.setNeedsLayout()
            self.layoutIfNeeded()
            leavingNow.formUnion(self.relayoutUnderWay?.retired ?? [])
            self.relayoutUnderWay = outer
            alongside?()
        }, completion: { finished in
            self.finishLeavingViews(only: leavingNow)
            completion?(finished)
        })
    }

    /// Makes the live views exactly the elements the layout places in `rect`, with their attributes,
    /// by the rules of `relayout` (nil: the plain layout pass); views it sends away animated are added
    /// to `retiring`, to discard when the relayout's animation ends.
    ///
    /// Returns false when a data-source or delegate callback changed the data (a reload or a batch
    /// update) part way: the rest of the pass would name items of the old data, so it stops there,
    /// reported as `CollectionViewError.dataChangedDuringLayout`.
    ///
    /// - Complexity: O(v log v) for v elements in `rect` (the sort keeps creation order stable). A
    ///   scroll step inside the kept answer (KeptLayoutQuery.swift) asks nothing of the layout and
    ///   copies nothing: O(k) frame tests over the k kept elements, plus the views that enter or leave.
    @discardableResult
    func updateLiveViews(in rect: CGRect, relayout: RelayoutRules?, retiring: inout Set<ObjectIdentifier>) -> Bool {
        let rules = relayout ?? .layoutPass
        let wanted = keptAnswer(covering: rect, inRelayout: relayout != nil)?.shown(in: rect) ?? visibleAttributes(in: rect)
        let generation = dataState.generation
        let dataChanged = { [unowned self] in
            guard dataState.generation != generation else { return false }
            report(.dataChangedDuringLayout)
            return true
        }
        for key in Array(live.keys) where !wanted.contains(key) {
            if dataChanged() { return false }
            guard let view = live.remove(key) else { continue }
            if let retired = leave(view, oldKey: rules.oldKey(key) ?? key, newKey: key, rules: rules) {
                retiring.insert(retired)
            }
        }
        let reappliesAll = rules.placeKeptView != nil
        for attributes in wanted.ordered {
            if dataChanged() { return false }
            let key = attributes.elementKey
            if let view = live[key] {
                // The same object is what a kept answer applied last time: nothing to compare.
                let applied = live.attributes[key]
                if reappliesAll || (applied !== attributes && applied != attributes) { apply(attributes, to: view) }
                if applied !== attributes { live.record(attributes, for: key) }
                noteApplied(attributes, to: view, key: key)
            } else {
                appear(attributes, from: rules.appearingStart?(attributes))
            }
        }
        return !dataChanged()
    }

    /// The layout pass's part of `updateLiveViews(in:relayout:retiring:)`: when a callback changed the
    /// data under it, lays out again from the new data, a few times at most so that a delegate that
    /// changes the data on every display cannot hold the pass forever (the next frame's pass goes on
    /// from there). Inside a relayout, whose rules name the old data, the next pass does it.
    func layOutLiveViewsFollowingDataChanges(relayout: RelayoutRules?, retiring: inout Set<ObjectIdentifier>) {
        for _ in 0..<3 {
            if updateLiveViews(in: bounds, relayout: relayout, retiring: &retiring) { return }
            if relayout != nil { break }
            prepareLayoutInsideContent()
        }
        setNeedsLayout()
    }

    /// A view leaves: animated to where `rules` end it and retired (returned), or discarded at once.
    private func leave(
        _ view: UICollectionReusableView, oldKey: ElementKey, newKey: ElementKey?, rules: RelayoutRules
    ) -> ObjectIdentifier? {
        guard let end = rules.disappearingEnd?(oldKey, newKey, view) else {
            discard(view, as: oldKey)
            return nil
        }
        apply(end, to: view)
        live.retire(view, as: oldKey, showing: newKey)
        return ObjectIdentifier(view)
    }

    /// Brings in a view for an element that comes into sight: the cell prepared for it ahead of
    /// scrolling, or one made now; placed at `start` (or its own place) without animation, announced,
    /// then given its attributes (animated, inside a relayout).
    private func appear(_ attributes: UICollectionViewLayoutAttributes, from start: UICollectionViewLayoutAttributes?) {
        if let view = live.revive(attributes.elementKey) {
            // Still on its way out: it turns back from where it is, still displayed, still announced;
            // a cell prepared for the element meanwhile is not needed.
            if let prepared = takePreparedView(for: attributes.elementKey) { reuseQueues.enqueue(prepared, category: .cell, kind: "") }
            live.show(view, for: attributes.elementKey, with: attributes)
            // Selection and highlights changed meanwhile reached live cells only; it shows them as they are.
            if let cell = view as? UICollectionViewCell { showItemState(on: cell, at: attributes.indexPath) }
            apply(attributes, to: view)
            noteApplied(attributes, to: view, key: attributes.elementKey)
            return
        }
        // Made outside the relayout's animation: a new view's first size is not a change to animate.
        var made: UICollectionReusableView?
        UIView.performWithoutAnimation { made = takePreparedView(for: attributes.elementKey) ?? makeView(for: attributes) }
        guard let view = made else { return }
        if let change = layoutChange.layouts { view.willTransition(from: change.from, to: change.to) }
        if let start {
            // Laid out at its start too, so its subviews (a cell's content view, which a shadow cast by
            // the cell must match) animate from the start with it rather than from a stale layout.
            UIView.performWithoutAnimation {
                apply(start, to: view)
                view.layoutIfNeeded()
            }
        } else {
            apply(attributes, to: view)
        }
        live.show(view, for: attributes.elementKey, with: attributes)
        addSubview(view)
        announceDisplay(of: view, attributes: attributes)
        if start != nil { apply(attributes, to: view) }
        noteApplied(attributes, to: view, key: attributes.elementKey)
    }

    /// The layout's attributes for `rect`, copied, keyed, and stripped of what is invalid or outside it.
    private func visibleAttributes(in rect: CGRect) -> ShownElements {
        var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for original in collectionViewLayout.layoutAttributesForElements(in: rect) ?? [] {
            guard let attributes = displayableCopy(of: original, in: rect, reporting: true) else { continue }
            wanted[attributes.elementKey] = attributes
        }
        addInteractivelyMovingItem(to: &wanted)
        return ShownElements(
            ordered: wanted.keys.sorted(by: ElementKey.creationOrder).compactMap { wanted[$0] },
            contains: { wanted[$0] != nil })
    }

    /// The kept answer a plain pass shows `rect` from, asking the layout for a larger rect when this
    /// pass is a scroll step beyond what it kept; nil when the pass asks for `rect` itself.
    private func keptAnswer(covering rect: CGRect, inRelayout: Bool) -> KeptLayoutAnswer? {
        // A relayout's rules, and a reorder's lifted item and presented order, belong to one pass.
        guard !inRelayout, dataState.presentedOrder == nil, !interactiveMovement.session.isActive else {
            keptQuery = .stale
            return nil
        }
        switch keptQuery {
        case .kept(let answer, _) where answer.rect.contains(rect):
            keptQuery = .kept(answer, lastShown: rect)
            return answer
        case .asked(let asked) where asked == rect:
            return nil
        case .kept(_, let last), .asked(let last):
            // The bounds moved and the layout did not change. A jump (a page, a scroll to an item)
            // would ask for more than it shows; a scroll step asks once for the next several.
            guard KeptLayoutAnswer.isScrollStep(from: last, to: rect) else {
                keptQuery = .asked(rect)
                return nil
            }
            let answer = askForKeptAnswer(around: rect)
            keptQuery = answer.map { .kept($0, lastShown: rect) } ?? .refused
            return answer
        case .stale:
            keptQuery = .asked(rect)
            return nil
        case .refused:
            return nil
        }
    }

    /// Asks the layout for the rect around `visible` that a scroll keeps, and copies its answer; nil
    /// when the layout's answer follows the bounds, or when it names items that do not exist or
    /// gives unusable geometry (a plain pass reports those, once per pass or per display).
    private func askForKeptAnswer(around visible: CGRect) -> KeptLayoutAnswer? {
        let layout = collectionViewLayout
        guard !layout.answerFollowsBounds else { return nil }
        let rect = KeptLayoutAnswer.rect(around: visible, contentSize: contentSize)
        var elements: [KeptLayoutAnswer.Element] = []
        for original in layout.layoutAttributesForElements(in: rect) ?? [] {
            guard !original.hasUnusableGeometry,
                  original.representedElementCategory != .cell || isValidItem(original.indexPath),
                  let copy = original.copy() as? UICollectionViewLayoutAttributes else { return nil }
            elements.append(.init(attributes: copy, frame: UIView.frame(center: copy.center, size: copy.size, transform: copy.transform3D)))
        }
        return KeptLayoutAnswer(rect: rect, elements: elements)
    }

    /// A copy of `original` if its element shows in `rect` (and, for a cell, names an item), with
    /// unusable geometry replaced. With `reporting`, an item out of range is reported, and unusable
    /// geometry is reported when the element is not yet on screen (once per display, not per pass).
    func displayableCopy(
        of original: UICollectionViewLayoutAttributes, in rect: CGRect, reporting: Bool
    ) -> UICollectionViewLayoutAttributes? {
        var candidate = original
        if original.hasUnusableGeometry {
            guard let copy = original.copy() as? UICollectionViewLayoutAttributes else { return nil }
            let errors = copy.replaceUnusableGeometry()
            if reporting, live.attributes[copy.elementKey] == nil { errors.forEach(report) }
            candidate = copy
        }
        let frame = UIView.frame(center: candidate.center, size: candidate.size, transform: candidate.transform3D)
        guard elementShows(frame: frame, center: candidate.center, in: rect) else { return nil }
        if candidate.representedElementCategory == .cell {
            let valid = reporting
                ? validateItem(candidate.indexPath, operation: "layoutAttributesForElements(in:)")
                : isValidItem(candidate.indexPath)
            guard valid else { return nil }
        }
        if candidate !== original { return candidate }
        return original.copy() as? UICollectionViewLayoutAttributes
    }

    /// Sets a view's geometry, alpha, z order and hidden state from attributes, then calls its `apply(_:)`.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        view.center = attributes.center
        view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
        view.layer.transform = attributes.transform3D
        view.alpha = attributes.alpha
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.isHidden = attributes.isHidden
        view.apply(attributes)
        // Inside an animation, lay the view out now so its subviews move with it (as UIKit does when it
        // lays cells out inside the update's animation block), instead of jumping on the next pass.
        if UIView.areAnimationsEnabled { view.layoutIfNeeded() }
    }

    // MARK: Display and end of display

    func announceDisplay(of view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes) {
        let indexPath = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            guard let cell = view as? UICollectionViewCell else { return }
            showItemState(on: cell, at: indexPath)
            // Focus and editing may have changed while the cell waited in its queue.
            cell.setNeedsUpdateConfiguration()
            cell.updateConfigurationIfNeeded()
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        case .supplementaryView:
            collectionDelegate?.collectionView(
                self, willDisplaySupplementaryView: view,
                forElementKind: attributes.representedElementKind ?? "", at: indexPath)
        case .decorationView:
            break
        }
    }

    /// Makes `cell` show whether the item at `indexPath` is selected and highlighted now.
    private func showItemState(on cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.isSelected = selection.contains(indexPath)
        cell.isHighlighted = highlighted.contains(indexPath)
    }

    /// The end of a view's display, whether it left at once or after animating out: out of the
    /// hierarchy, `didEndDisplaying` with `key`, shown plainly again, and into its reuse queue.
    func discard(_ view: UICollectionReusableView, as key: ElementKey) {
        view.removeFromSuperview()
        view.preferredSizeShown = nil
        switch key.category {
        case .cell:
            if let cell = view as? UICollectionViewCell {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
                if cell.isSelected { cell.isSelected = false }
                if cell.isHighlighted { cell.isHighlighted = false }
            }
        case .supplementaryView:
            collectionDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        case .decorationView:
            break
        }
        // A view that faded out comes back from the queue opaque; most views were never faded.
        if view.alpha != 1 { UIView.performWithoutAnimation { view.alpha = 1 } }
        reuseQueues.enqueue(view, category: key.category, kind: key.kind)
    }

    /// Takes the view of `key` off screen at once.
    func discardLiveView(for key: ElementKey) {
        guard let view = live.remove(key) else { return }
        discard(view, as: key)
    }

    /// Takes every live view off screen, and ends the exit of every leaving one.
    func discardAllLiveViews() {
        finishLeavingViews()
        for key in Array(live.keys) { discardLiveView(for: key) }
    }

    /// Ends the exit of leaving views (all, or those of one relayout).
    func finishLeavingViews(only views: Set<ObjectIdentifier>? = nil) {
        for (view, key) in live.removeLeaving(only: views) { discard(view, as: key) }
    }
}

extension UIView {
    /// Shows `presentation` moved by `delta`, as model values (used without animation).
    func show(_ presentation: ViewPresentation, shiftedBy delta: CGPoint) {
        center = CGPoint(x: presentation.center.x + delta.x, y: presentation.center.y + delta.y)
        bounds.size = presentation.bounds.size
        layer.transform = presentation.transform3D
        alpha = presentation.alpha
    }

    /// Attributes for fading this view out where it is.
    func fadedAttributes(for key: ElementKey) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes()
        attributes.setElement(key.category, kind: key.kind.isEmpty ? nil : key.kind, indexPath: key.indexPath)
        attributes.center = center
        attributes.size = bounds.size
        attributes.transform3D = layer.transform
        attributes.zIndex = Int(layer.zPosition)
        attributes.alpha = 0
        return attributes
    }
}
