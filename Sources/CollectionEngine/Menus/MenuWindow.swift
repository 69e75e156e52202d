import Foundation

/// One open menu level (the context menu, or a submenu of it), as its own window: the host shows
/// each in an override-redirect X window drawn by the same renderer as the main window, and sends it
/// the pointer events that window gets. Keys stay with the main window, whose menu session
/// (`MenuSession`) handles them while menus are open.
///
/// ```swift
/// for menu in root.presentedMenuWindows where !shown(menu) {
///     menu.textMeasurer = fonts
///     let frame = menu.place(onScreen: screenInWindowPoints)   // in the main window's points
///     createOverrideRedirectWindow(at: frame)
/// }
/// ```
///
/// - Note: Not in UIKit, where menus are presented by the system.
@MainActor
public final class MenuWindow: UIWindow {
    let menu: UIMenu
    let level: Int
    /// Where the menu opens from, in the presenting window's points: the pointer, or the parent's row.
    let anchor: CGRect
    private(set) var rowViews: [MenuRowView] = []
    private let previewView: UIView?
    weak var session: MenuSession?
    /// The row under the pointer or chosen by the arrow keys.
    private(set) var highlighted: Int?
    /// Where the host put the window, in the presenting window's points (`place(onScreen:)`).
    public private(set) var frameInPresentingWindow: CGRect = .zero
    /// Whether a button went down inside the menu; a release chooses only after one did (the release of
    /// the right-click that opened the menu does not).
    private var pressedInside = false

    static let padding: CGFloat = 5, minimumWidth: CGFloat = 170

    init(menu: UIMenu, level: Int, anchor: CGRect, preview: UIView?) {
        self.menu = menu
        self.level = level
        self.anchor = anchor
        previewView = preview
        super.init(frame: .zero)
        backgroundColor = MenuWindow.background
        layer.borderWidth = 1
        layer.borderColor = MenuWindow.border
        if let preview { addSubview(preview) }
        rowViews = MenuRow.rows(for: menu, showingTitle: level == 0).map(MenuRowView.init(row:))
        for row in rowViews { addSubview(row) }
    }

    required init?(coder: NSCoder) { nil }

    /// A menu's paper and edge, light or dark with the window.
    private static let background = UIColor { $0.userInterfaceStyle == .dark ? UIColor(rgb: 0x2C2C2E) : UIColor(white: 0.985, alpha: 1) }
    private static let border = UIColor { UIColor(white: $0.userInterfaceStyle == .dark ? 1 : 0, alpha: 0.22) }

    /// Whether the menu is a submenu (it opens beside its row rather than at the pointer).
    public var isSubmenu: Bool { level > 0 }

    /// The size the menu needs: its widest row, and every row's height, below the preview if any.
    public var fittingSize: CGSize {
        let rowsWidth = rowViews.map(\.fittingWidth).max() ?? 0
        let previewSize = previewView?.bounds.size ?? .zero
        // Rows sit inside the one-point border on either side.
        let width = max(Self.minimumWidth, rowsWidth + 2, previewSize.width + 2 * Self.padding).rounded(.up)
        let height = rowViews.reduce(2 * Self.padding) { $0 + $1.row.height } + (previewView == nil ? 0 : previewSize.height + Self.padding)
        return CGSize(width: width, height: height.rounded(.up))
    }

    /// Places the menu inside `screen` (the screen's rectangle in the presenting window's points),
    /// sizes the window, and returns its frame in the presenting window's points.
    @discardableResult
    public func place(onScreen screen: CGRect) -> CGRect {
        let placed = MenuPlacement.frame(size: fittingSize, anchor: anchor, screen: screen, isSubmenu: isSubmenu)
        frameInPresentingWindow = placed
        frame = CGRect(origin: .zero, size: placed.size)
        // Rows are hit and submenus anchored by their frames: have them at once, not at the next frame.
        layoutIfNeeded()
        return placed
    }

    /// Stacks the preview (centred) and the rows from the top, each row the menu's full width.
    public override func layoutSubviews() {
        super.layoutSubviews()
        var y = Self.padding
        if let previewView {
            previewView.frame.origin = CGPoint(x: ((bounds.width - previewView.bounds.width) / 2).rounded(), y: y)
            y += previewView.bounds.height + Self.padding
        }
        for row in rowViews {
            row.frame = CGRect(x: 1, y: y, width: bounds.width - 2, height: row.row.height)
            y += row.row.height
        }
    }

    // MARK: Rows

    /// The row at `point` (window points), if any.
    func rowIndex(at point: CGPoint) -> Int? {
        rowViews.firstIndex { $0.frame.contains(point) }
    }

    func highlight(_ index: Int?) {
        highlighted = index.flatMap { rowViews.indices.contains($0) && rowViews[$0].row.choosable != nil ? $0 : nil }
        for (position, row) in rowViews.enumerated() { row.isHighlighted = position == highlighted }
    }

    /// The choosable rows' indexes, in order.
    var choosableRows: [Int] { rowViews.indices.filter { rowViews[$0].row.choosable != nil } }

    /// The row's band across the whole menu, in the presenting window's points (a submenu opens beside it).
    func rectInPresentingWindow(ofRow index: Int) -> CGRect {
        let row = rowViews[index].frame
        return CGRect(x: frameInPresentingWindow.minX, y: frameInPresentingWindow.minY + row.minY,
                      width: frameInPresentingWindow.width, height: row.height)
    }

    // MARK: Pointer

    /// The host sends the pointer events of the menu's X window here (its own coordinates).
    public override func sendEvent(_ event: InputEvent) {
        guard let session else { return }
        let inside = bounds.contains(event.location)
        switch event.kind {
        case .pointerMoved, .pointerEntered:
            guard inside else { return }
            session.pointerOver(row: rowIndex(at: event.location), in: self)
        case .pointerDown:
            // The host grabs the pointer while menus are open: a press anywhere but a menu lands here, outside.
            guard inside else { return session.dismiss(choosing: nil) }
            pressedInside = true
            if let previewView, previewView.frame.contains(event.location) { return session.choosePreview() }
            if let index = rowIndex(at: event.location) { session.press(row: index, in: self) }
        case .pointerUp:
            guard inside, pressedInside, let index = rowIndex(at: event.location) else { return }
            session.release(row: index, in: self)
        default:
            break
        }
    }
}
