import Foundation

// Keyboard focus, as UIKit's focus engine gives it to a collection view's items.
//
// Focus is off until something gives it: a click on an item, or Tab while the collection view gets the
// keys; until then arrow and page keys scroll, as iPadOS's do before focus is engaged. While an item
// has focus:
// - arrows move it to the nearest item that way by the layout's geometry (`FocusMovement`), Page
//   Up/Down to the item nearest one screen further, Home/End to the first and last item; each scrolls
//   the item into view, and with Shift also selects from the selection's anchor to the new item;
// - Space toggles the focused item's selection, Enter selects it and performs its primary action
//   (`shouldSelect`, `didSelect`, then `canPerformPrimaryActionForItemAt` and
//   `performPrimaryActionForItemAt`, as iOS 16 orders them), Control-A selects every item;
// - a change is offered to the delegate (`shouldUpdateFocusIn`), then the cells and the delegate hear
//   of it (`didUpdateFocus(in:with:)`, `didUpdateFocusIn`), animations they add run together, and with
//   `selectionFollowsFocus` the item is selected.
// Focus follows its item through batch updates and reorders (to a neighbour when it is deleted) and
// layout changes; it leaves when the window's key target moves elsewhere.

extension UICollectionView: FocusContainer {
    /// Whether items can take keyboard focus.
    ///
    /// - Note: UIKit picks the default by platform; Tessera is a desktop, so it is `true`, as on Mac
    ///   Catalyst. Focus still waits for a click on an item or Tab before arrow keys move it.
    public var allowsFocus: Bool {
        get { focus.allowsFocus }
        set { focus.allowsFocus = newValue; if !canFocusItem(focus.focused) { setFocus(nil, heading: []) } }
    }

    /// Whether items can take focus while the collection view is editing; `true` by default, as `allowsFocus`.
    public var allowsFocusDuringEditing: Bool {
        get { focus.allowsFocusDuringEditing }
        set { focus.allowsFocusDuringEditing = newValue; if !canFocusItem(focus.focused) { setFocus(nil, heading: []) } }
    }

    /// Whether moving focus to an item selects it (replacing the selection); `false` by default.
    public var selectionFollowsFocus: Bool {
        get { focus.selectionFollowsFocus }
        set { focus.selectionFollowsFocus = newValue }
    }

    /// Whether focus returns to the item that last had it when it comes back to the collection view,
    /// instead of `indexPathForPreferredFocusedView(in:)`; `false` by default, as in UIKit.
    public var remembersLastFocusedIndexPath: Bool {
        get { focus.remembersLastFocusedIndexPath }
        set { focus.remembersLastFocusedIndexPath = newValue }
    }

    /// Whether focus may be on items now: `allowsFocus`, or `allowsFocusDuringEditing` while editing.
    var allowsFocusNow: Bool { isEditing ? focus.allowsFocusDuringEditing : focus.allowsFocus }

    /// Whether the item may take focus: its cell's `canBecomeFocused` when it is on screen (which asks
    /// the delegate by default), the delegate otherwise.
    func canFocusItem(_ indexPath: IndexPath?) -> Bool {
        guard let indexPath, isValidItem(indexPath) else { return false }
        if let cell = liveCell(at: indexPath) { return cell.canBecomeFocused }
        return delegateAllowsFocus(at: indexPath)
    }

    func delegateAllowsFocus(at indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, canFocusItemAt: indexPath) ?? allowsFocusNow
    }

    func keyTargetDidLeave() {
        guard focus.focused != nil else { return }
        focus.lastFocused = focus.focused
        setFocus(nil, heading: [])
    }

    // MARK: Moving focus

    /// Moves focus to `target` (nil takes it away) if the delegate agrees; returns whether it moved.
    ///
    /// The order is UIKit's: `shouldUpdateFocusIn`, the change, then `didUpdateFocus(in:with:)` on the
    /// cell losing and the cell gaining focus and `didUpdateFocusIn` on the delegate, with one
    /// coordinator whose animations run once all were told.
    @discardableResult
    func setFocus(_ target: IndexPath?, heading: UIFocusHeading) -> Bool {
        let previous = focus.focused
        guard target != previous else { return true }
        let context = UICollectionViewFocusUpdateContext(
            previous: previous, next: target, previousView: previous.flatMap(liveCell(at:)),
            nextView: target.flatMap(liveCell(at:)), heading: heading)
        if let delegate = collectionDelegate, !delegate.collectionView(self, shouldUpdateFocusIn: context) { return false }
        focus.focused = target
        if target != nil { focus.lastFocused = target }
        let coordinator = UIFocusAnimationCoordinator()
        for cell in [context.previouslyFocusedView, context.nextFocusedView].compactMap({ $0 as? UICollectionViewCell }) {
            cell.setNeedsUpdateConfiguration()
            cell.didUpdateFocus(in: context, with: coordinator)
        }
        collectionDelegate?.collectionView(self, didUpdateFocusIn: context, with: coordinator)
        coordinator.run()
        // A screen reader follows the keyboard: it reads the newly focused cell.
        if let next = context.nextFocusedView { UIAccessibility.post(notification: .layoutChanged, argument: next) }
        return true
    }

    /// Moves focus as the user asked: the change, scrolling the item into view, and the selection
    /// that follows (Shift extends it; `selectionFollowsFocus` replaces it).
    func moveFocusByUser(to target: IndexPath, heading: UIFocusHeading, extending: Bool) {
        guard setFocus(target, heading: heading) else { return }
        scrollFocusedItemIntoView()
        if extending, allowsMultipleSelection, let anchor = selection.anchor.flatMap({ isValidItem($0) ? $0 : nil }) {
            for item in ClickSelection.items(between: anchor, and: target, itemCounts: loadedCounts) where !selection.contains(item) {
                selectByUser(item, deselectingOthers: false)
            }
        } else if extending, allowsMultipleSelection {
            selection.anchor = target
            if !selection.contains(target) { selectByUser(target, deselectingOthers: false) }
        } else if collectionDelegate?.collectionView(self, selectionFollowsFocusForItemAt: target) ?? focus.selectionFollowsFocus,
                  allowsSelectionNow {
            selection.anchor = target
            selectByUser(target, deselectingOthers: true)
        }
    }

    /// Gives focus to the item a user clicked, when focus is allowed there.
    func focusClickedItem(_ indexPath: IndexPath) {
        guard canFocusItem(indexPath) else { return }
        setFocus(indexPath, heading: [])
    }

    private func scrollFocusedItemIntoView() {
        guard let focused = focus.focused, let frame = collectionViewLayout.shownAttributesForItem(at: focused)?.frame else { return }
        var target = UICollectionView.contentOffset(showing: frame, at: [], current: contentOffset, viewSize: bounds.size,
                                                    insets: adjustedContentInset)
        if revealInOrthogonalSection(focused, at: [], animated: inputScrollAnimationDuration > 0) { target = alongScrollAxis(target) }
        target = clampedContentOffset(target)
        if target != contentOffset { setContentOffset(target, animated: inputScrollAnimationDuration > 0) }
    }

    /// Where focus enters the collection view: the remembered item, else the delegate's preferred
    /// one, else the focusable item nearest the top leading corner of what is on screen (top right,
    /// right to left).
    func entryFocusItem() -> IndexPath? {
        if focus.remembersLastFocusedIndexPath, let last = focus.lastFocused, canFocusItem(last) { return last }
        if let preferred = collectionDelegate?.indexPathForPreferredFocusedView(in: self), canFocusItem(preferred) { return preferred }
        prepareLayoutIfNeeded()
        let visible = focusCandidates(in: bounds)
        let leadingX = isRightToLeft ? bounds.maxX - adjustedContentInset.right : bounds.minX + adjustedContentInset.left
        let corner = CGPoint(x: leadingX, y: bounds.minY + adjustedContentInset.top)
        return FocusMovement.nearest(to: corner, among: visible)
    }

    /// The focusable items the layout places in `rect`.
    func focusCandidates(in rect: CGRect) -> [FocusMovement.Candidate] {
        (collectionViewLayout.shownAttributesForElements(in: rect) ?? []).compactMap { attributes in
            guard attributes.representedElementCategory == .cell, canFocusItem(attributes.indexPath) else { return nil }
            return FocusMovement.Candidate(indexPath: attributes.indexPath, frame: attributes.frame)
        }
    }

    /// The item an arrow moves focus to from `origin`, searching outwards from it (see `FocusMovement`).
    ///
    /// - Complexity: Rectangle queries that double until they find an item, so the cost follows the
    ///   distance to the next item, not the number of items.
    func focusTarget(from origin: IndexPath, heading: UIFocusHeading) -> IndexPath? {
        prepareLayoutIfNeeded()
        guard let frame = collectionViewLayout.shownAttributesForItem(at: origin)?.frame else { return nil }
        let content = CGRect(origin: .zero, size: contentSize).union(bounds)
        var reach = max(bounds.width, bounds.height, 1)
        while true {
            let rect = FocusMovement.searchRect(from: frame, heading: heading, reach: reach)
            let candidates = focusCandidates(in: rect).filter { $0.indexPath != origin }
            if FocusMovement.target(from: frame, heading: heading, among: candidates) != nil {
                // One more doubling, so an item just outside the square that scores better is seen too.
                let wider = focusCandidates(in: FocusMovement.searchRect(from: frame, heading: heading, reach: reach * 2))
                return FocusMovement.target(from: frame, heading: heading, among: wider.filter { $0.indexPath != origin })
            }
            // A square twice the content's size, from a point inside it, covers all of it that lies ahead.
            if reach >= 2 * max(content.width, content.height) { return nil }
            reach *= 2
        }
    }

    /// The item nearest the point one screen ahead of the focused item (Page Up/Down).
    private func pageTarget(from origin: IndexPath, forward: Bool) -> IndexPath? {
        guard let frame = collectionViewLayout.shownAttributesForItem(at: origin)?.frame else { return nil }
        let vertical = contentSize.height > bounds.height || contentSize.width <= bounds.width
        let page = (vertical ? bounds.height : bounds.width) * (forward ? 1 : -1)
        let content = CGRect(origin: .zero, size: contentSize)
        var point = CGPoint(x: frame.midX + (vertical ? 0 : page), y: frame.midY + (vertical ? page : 0))
        point.x = min(max(point.x, content.minX), max(content.minX, content.maxX - 1))
        point.y = min(max(point.y, content.minY), max(content.minY, content.maxY - 1))
        let size = max(bounds.width, bounds.height)
        let around = CGRect(x: point.x - size / 2, y: point.y - size / 2, width: size, height: size)
        return FocusMovement.nearest(to: point, among: focusCandidates(in: around))
    }

    /// The first or last item that can take focus, looking at most a screenful of items in from the end.
    private func endTarget(last: Bool) -> IndexPath? {
        let counts = loadedCounts
        let sections = last ? Array(counts.indices.reversed()) : Array(counts.indices)
        var looked = 0
        for section in sections where counts[section] > 0 {
            let items = last ? Array((0..<counts[section]).reversed().prefix(256)) : Array((0..<counts[section]).prefix(256))
            for item in items {
                let indexPath = IndexPath(item: item, section: section)
                if canFocusItem(indexPath) { return indexPath }
                looked += 1
                if looked >= 256 { return nil }
            }
        }
        return nil
    }

    // MARK: Keys

    /// Acts on a key for focus and selection; returns whether it was used.
    func handleFocusKey(_ key: UIKey) -> Bool {
        let modifiers = key.modifierFlags
        let plain = modifiers.isDisjoint(with: [.control, .alternate, .command])
        let text = key.charactersIgnoringModifiers
        if modifiers.contains(.control), modifiers.isDisjoint(with: [.alternate, .command]), text.lowercased() == "a" {
            return selectAllByUser()
        }
        guard plain else { return false }
        if text == "UIKeyInputContextMenu" || (text == "UIKeyInputF10" && modifiers.contains(.shift)) {
            // The keyboard's right-click: the focused item's menu, at its centre.
            guard let focused = focus.focused, isValidItem(focused),
                  let frame = collectionViewLayout.shownAttributesForItem(at: focused)?.frame else { return false }
            return presentContextMenu(forItemAt: focused, at: CGPoint(x: frame.midX, y: frame.midY))
        }
        if text == "\t" {
            // Tab brings focus in; once it is here, Tab goes on to whoever moves it elsewhere.
            guard focus.focused == nil, let entry = entryFocusItem() else { return false }
            moveFocusByUser(to: entry, heading: modifiers.contains(.shift) ? .previous : .next, extending: false)
            return true
        }
        guard let focused = focus.focused, isValidItem(focused) else { return false }
        let extending = modifiers.contains(.shift)
        let target: IndexPath?, heading: UIFocusHeading
        switch text {
        case "UIKeyInputUpArrow": (target, heading) = (focusTarget(from: focused, heading: .up), .up)
        case "UIKeyInputDownArrow": (target, heading) = (focusTarget(from: focused, heading: .down), .down)
        case "UIKeyInputLeftArrow": (target, heading) = (focusTarget(from: focused, heading: .left), .left)
        case "UIKeyInputRightArrow": (target, heading) = (focusTarget(from: focused, heading: .right), .right)
        case "UIKeyInputPageUp": (target, heading) = (pageTarget(from: focused, forward: false), .up)
        case "UIKeyInputPageDown": (target, heading) = (pageTarget(from: focused, forward: true), .down)
        case "UIKeyInputHome": (target, heading) = (endTarget(last: false), .first)
        case "UIKeyInputEnd": (target, heading) = (endTarget(last: true), .last)
        case " ":
            toggleSelectionByUser(focused)
            return true
        case "\r":
            activateByUser(focused)
            return true
        default:
            return false
        }
        // At the edge the key is still used: focus stays, and the content does not scroll under it.
        if let target, target != focused { moveFocusByUser(to: target, heading: heading, extending: extending) }
        return true
    }

    private func toggleSelectionByUser(_ indexPath: IndexPath) {
        guard allowsSelectionNow else { return }
        selection.anchor = indexPath
        if selection.contains(indexPath) {
            deselectByUser(indexPath)
        } else {
            selectByUser(indexPath, deselectingOthers: !allowsMultipleSelectionNow)
        }
    }

    /// Enter: selects the item alone, then performs its primary action if the delegate agrees.
    func activateByUser(_ indexPath: IndexPath) {
        if allowsSelectionNow {
            selection.anchor = indexPath
            selectByUser(indexPath, deselectingOthers: true)
        }
        guard isValidItem(indexPath), let delegate = collectionDelegate,
              delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) else { return }
        delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
    }

    /// Control-A: every item the delegate lets be selected, when multiple selection is on.
    ///
    /// - Complexity: O(number of items), as the selection holds each one.
    private func selectAllByUser() -> Bool {
        guard allowsSelectionNow, allowsMultipleSelectionNow else { return false }
        for (section, count) in loadedCounts.enumerated() {
            for item in 0..<count where !selection.contains(IndexPath(item: item, section: section)) {
                selectByUser(IndexPath(item: item, section: section), deselectingOthers: false)
            }
        }
        return true
    }

    // MARK: Following the item

    /// Carries focus to the focused item's new index path; when it is gone, to the next surviving item
    /// of its section, else the previous one, else nowhere.
    ///
    /// - Complexity: O(deleted items next to it): every step past a neighbour passes a deleted item.
    func remapFocus(_ newIndexPath: (IndexPath) -> IndexPath?) {
        focus.lastFocused = focus.lastFocused.flatMap(newIndexPath)
        guard let focused = focus.focused else { return }
        if let moved = newIndexPath(focused) {
            focus.focused = moved
            return
        }
        let counts = loadedCounts
        let count = counts.indices.contains(focused.section) ? counts[focused.section] : 0
        // The live views still have their old index paths here: the neighbour's cell shows the ring.
        func take(_ item: Int) -> Bool {
            let old = IndexPath(item: item, section: focused.section)
            guard let moved = newIndexPath(old) else { return false }
            focus.focused = moved
            liveCell(at: old)?.setNeedsUpdateConfiguration()
            return true
        }
        focus.focused = nil
        for item in focused.item + 1..<max(focused.item + 1, count) where take(item) { return }
        for item in (0..<max(0, min(focused.item, count))).reversed() where take(item) { return }
    }
}

extension UICollectionViewDelegate {
    /// By default an item can take focus when the collection view allows it (`allowsFocus`, or
    /// `allowsFocusDuringEditing` while editing).
    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        defaultCanFocusItem(in: collectionView)
    }
    /// Allows every focus move by default.
    public func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
        true
    }
    /// Does nothing by default.
    public func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator) {}
    /// No preference by default: focus enters at the focusable item nearest the top-left of what is on screen.
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }
    /// By default the collection view's `selectionFollowsFocus`.
    public func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        defaultSelectionFollowsFocus(in: collectionView)
    }
    /// By default `true` unless the collection view is editing, as in UIKit.
    public func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        defaultCanPerformPrimaryAction(in: collectionView)
    }
    /// Does nothing by default.
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}

    // The default decisions, each in one place for the protocol's defaults above and
    // `UICollectionViewController`'s open methods.

    /// Whether an item may take focus: `allowsFocus`, or `allowsFocusDuringEditing` while editing.
    func defaultCanFocusItem(in collectionView: UICollectionView) -> Bool { collectionView.allowsFocusNow }
    /// Whether focus moving to an item selects it: the collection view's `selectionFollowsFocus`.
    func defaultSelectionFollowsFocus(in collectionView: UICollectionView) -> Bool { collectionView.selectionFollowsFocus }
    /// Whether an item's primary action may run: not while editing, as in UIKit.
    func defaultCanPerformPrimaryAction(in collectionView: UICollectionView) -> Bool { !collectionView.isEditing }
}
