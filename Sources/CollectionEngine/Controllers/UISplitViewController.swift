import Foundation

/// Hears a split view controller collapse and expand, as UIKit's `UISplitViewControllerDelegate`.
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The window became too narrow for the columns: one column shows from now on.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The window became wide enough: the columns show side by side again.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
}

extension UISplitViewControllerDelegate {
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
}

/// A sidebar beside the content, as UIKit's `UISplitViewController` in its double-column style: the
/// natural shape of a desktop window.
///
/// ```swift
/// let split = UISplitViewController(style: .doubleColumn)
/// split.setViewController(SidebarController(), for: .primary)
/// split.setViewController(GalleryController(), for: .secondary)
/// split.preferredPrimaryColumnWidth = 240
/// window.rootViewController = split
/// ```
///
/// When the window is narrower than `collapseWidth` the split view collapses to one column (the
/// secondary, or the primary after `show(.primary)`), as UIKit does in a compact width.
///
/// - Note: Only the double-column style: `.tripleColumn` is shown as double column (its
///   supplementary column is not laid out). There is no overlay (`.oneOverSecondary` shows beside),
///   no swipe to reveal the sidebar, and collapsing shows the column instead of building a navigation
///   stack of them. `collapseWidth` is Tessera's (UIKit collapses in a compact size class).
@MainActor
open class UISplitViewController: UIViewController {
    /// How many columns, as UIKit's `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }

    /// A column, as UIKit's `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }

    /// Which columns show, as UIKit's `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }

    /// The style it was made with.
    public let style: Style
    private var columns: [Column: UIViewController] = [:]
    /// The column shown while collapsed.
    private var collapsedColumn = Column.secondary
    /// Hears collapses, expansions and display mode changes.
    open weak var delegate: UISplitViewControllerDelegate?

    /// The display mode you would like: `.automatic` shows the sidebar beside the content when there is
    /// room; `.secondaryOnly` hides it.
    open var preferredDisplayMode = DisplayMode.automatic { didSet { updateColumns() } }
    /// The sidebar's width in points; `UISplitViewController.automaticDimension` for the default (a
    /// quarter of the window between the minimum and the maximum).
    open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The sidebar's width as a share of the window, when `preferredPrimaryColumnWidth` is automatic.
    open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The narrowest the sidebar gets.
    open var minimumPrimaryColumnWidth: CGFloat = 200 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The widest the sidebar gets.
    open var maximumPrimaryColumnWidth: CGFloat = 340 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Below this window width the split view collapses to one column.
    ///
    /// - Note: Not in UIKit, which collapses in a compact horizontal size class.
    open var collapseWidth: CGFloat = 640 { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// UIKit's marker for "the default width".
    public static let automaticDimension: CGFloat = -1

    /// Whether only one column shows because the window is narrow.
    public private(set) var isCollapsed = false
    /// Which columns show now.
    public private(set) var displayMode = DisplayMode.oneBesideSecondary
    /// The sidebar's width now.
    public private(set) var primaryColumnWidth: CGFloat = 0

    private let separator = UIView(frame: .zero)

    /// A split view of `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A double-column split view; the coder is not read.
    public required init?(coder: NSCoder) {
        style = .doubleColumn
        super.init(coder: coder)
    }

    // MARK: Columns

    /// The controllers of the primary and secondary columns.
    open var viewControllers: [UIViewController] {
        get { [columns[.primary], columns[.secondary]].compactMap { $0 } }
        set {
            setViewController(newValue.first, for: .primary)
            setViewController(newValue.count > 1 ? newValue[1] : nil, for: .secondary)
        }
    }

    /// The controller shown in `column`.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Shows `vc` in `column`, replacing what was there.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        let old = columns[column]
        guard old !== vc else { return }
        if let old {
            let wasShown = isShown(column)
            old.willMove(toParent: nil)
            if wasShown { old.beginAppearanceTransition(false, animated: false) }
            old.viewIfLoaded?.removeFromSuperview()
            if wasShown { old.endAppearanceTransition() }
            old.removeFromParent()
        }
        columns[column] = vc
        guard let vc else { return updateColumns() }
        addChild(vc)
        vc.didMove(toParent: self)
        updateColumns()
    }

    /// Shows `column`: when collapsed it becomes the one column shown; when expanded, showing the
    /// primary column undoes `.secondaryOnly`.
    open func show(_ column: Column) {
        if isCollapsed {
            collapsedColumn = column == .primary ? .primary : .secondary
        } else if column == .primary, preferredDisplayMode == .secondaryOnly {
            preferredDisplayMode = .automatic
        }
        updateColumns()
    }

    /// Hides `column`: the primary column hides (`.secondaryOnly`); when collapsed, hiding the shown
    /// column shows the other.
    open func hide(_ column: Column) {
        if isCollapsed {
            if column == collapsedColumn { collapsedColumn = column == .primary ? .secondary : .primary }
        } else if column == .primary {
            preferredDisplayMode = .secondaryOnly
        }
        updateColumns()
    }

    /// Whether `column`'s controller is on screen now.
    private func isShown(_ column: Column) -> Bool {
        guard let vc = columns[column], let root = viewIfLoaded else { return false }
        return vc.viewIfLoaded?.superview === root
    }

    /// The columns that should be on screen now.
    private var wantedColumns: [Column] {
        if isCollapsed {
            if collapsedColumn == .secondary, columns[.compact] != nil { return [.compact] }
            return columns[collapsedColumn] != nil ? [collapsedColumn] : [.secondary]
        }
        return preferredDisplayMode == .secondaryOnly ? [.secondary] : [.primary, .secondary]
    }

    /// Puts the wanted columns' views in and takes the others out, with their appearance calls.
    private func updateColumns() {
        guard let root = viewIfLoaded else { return }
        let mode: DisplayMode = wantedColumns.contains(.primary) && !isCollapsed ? .oneBesideSecondary : .secondaryOnly
        if mode != displayMode {
            delegate?.splitViewController(self, willChangeTo: mode)
            displayMode = mode
        }
        let shownNow = appearance == .appeared || appearance == .appearing
        for column in [Column.primary, .secondary, .compact] {
            guard let vc = columns[column] else { continue }
            let wanted = wantedColumns.contains(column)
            let shown = vc.viewIfLoaded?.superview === root
            guard wanted != shown else { continue }
            if wanted {
                if shownNow { vc.beginAppearanceTransition(true, animated: false) }
                root.insertSubview(vc.view, belowSubview: separator)
                if shownNow { vc.endAppearanceTransition() }
            } else {
                if shownNow { vc.beginAppearanceTransition(false, animated: false) }
                vc.viewIfLoaded?.removeFromSuperview()
                if shownNow { vc.endAppearanceTransition() }
            }
        }
        root.setNeedsLayout()
    }

    // MARK: The view

    open override func loadView() {
        let container = SplitContainerView(frame: .zero)
        container.controller = self
        container.backgroundColor = .systemBackground
        separator.backgroundColor = .separator
        container.addSubview(separator)
        view = container
        updateColumns()
    }

    /// The sidebar's width in a window `width` wide.
    static func primaryWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, width: CGFloat) -> CGFloat {
        let wanted = preferred >= 0 ? preferred : width * (fraction >= 0 ? fraction : 0.25)
        return min(max(wanted, minimum), max(minimum, maximum), width)
    }

    /// Collapses or expands for `bounds`, then lays the columns out.
    func layoutColumns(in bounds: CGRect) {
        let collapse = bounds.width < collapseWidth
        if collapse != isCollapsed {
            isCollapsed = collapse
            if !collapse { collapsedColumn = .secondary }
            updateColumns()
            if collapse { delegate?.splitViewControllerDidCollapse(self) } else { delegate?.splitViewControllerDidExpand(self) }
        }
        let besides = displayMode == .oneBesideSecondary
        primaryColumnWidth = besides ? Self.primaryWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                                                         minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth,
                                                         width: bounds.width) : 0
        separator.isHidden = !besides
        separator.frame = CGRect(x: primaryColumnWidth, y: 0, width: 1, height: bounds.height)
        let contentX = besides ? primaryColumnWidth + 1 : 0
        for column in [Column.primary, .secondary, .compact] {
            guard let page = columns[column]?.viewIfLoaded, page.superview === view else { continue }
            page.frame = column == .primary && besides
                ? CGRect(x: 0, y: 0, width: primaryColumnWidth, height: bounds.height)
                : CGRect(x: contentX, y: 0, width: max(0, bounds.width - contentX), height: bounds.height)
        }
    }
}

/// A split view controller's root view: it lays the columns out as it is resized.
@MainActor
final class SplitContainerView: UIView {
    weak var controller: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumns(in: bounds)
    }
}
