import Foundation

/// What a search bar tells its delegate, as UIKit's `UISearchBarDelegate`. Every method is optional.
@MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// Whether the bar may begin editing.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The bar began editing.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// The bar stopped editing.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, pasting, deleting, the clear button).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Return was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was clicked (or Escape pressed while the bar edits).
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// The text field of a search bar: rounded, grey, with a magnifying glass and a clear button.
@MainActor
open class UISearchTextField: UITextField {
    /// The bar whose delegate is asked before editing begins.
    weak var bar: UISearchBar?

    /// Asks the bar's delegate (`searchBarShouldBeginEditing`) too; the field's own delegate stays the app's.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if !isFirstResponder, let bar, !(bar.delegate?.searchBarShouldBeginEditing(bar) ?? true) { return false }
        return super.becomeFirstResponder()
    }

    override func finishInitialization() {
        super.finishInitialization()
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        clearButtonMode = .whileEditing
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.isUserInteractionEnabled = false
        leftView = glass
        leftViewMode = .always
        placeholder = "Search"
    }
}

/// A search field with an optional Cancel button, as UIKit's `UISearchBar`.
///
/// Place it anywhere, or give it to a `UISearchController`, which updates its results as the text changes.
///
/// - Note: Tessera's bar has the default style only (no scope bar, bookmark or results-list buttons,
///   prompt or background image).
@MainActor
open class UISearchBar: UIView {
    /// The field the user types in.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// Told of editing, text changes and the buttons.
    open weak var delegate: UISearchBarDelegate?
    /// The search text; setting it tells nobody, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// Shown while the field is empty; "Search" by default.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// Whether the Cancel button shows after the field.
    open var showsCancelButton = false { didSet { setNeedsLayout() } }
    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    private lazy var cancelButton: UIButton = {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Cancel"
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        return UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.cancelClicked() })
    }()

    /// Called by the search controller when the user begins and ends editing, and changes the text.
    var onEditing: (UISearchBar, UIControl.Event) -> Void = { _, _ in }

    override func finishInitialization() {
        super.finishInitialization()
        addSubview(searchTextField)
        searchTextField.bar = self
        for event in [UIControl.Event.editingDidBegin, .editingChanged, .editingDidEnd] {
            searchTextField.addAction(UIAction { [weak self] _ in self?.fieldDidSend(event) }, for: event)
        }
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarSearchButtonClicked(self)
        }, for: .primaryActionTriggered)
    }

    /// UIKit's bar height.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var fieldFrame = bounds.insetBy(dx: 8, dy: 0)
        fieldFrame.size.height = min(36, bounds.height)
        fieldFrame.origin.y = bounds.midY - fieldFrame.height / 2
        if showsCancelButton {
            if cancelButton.superview == nil { addSubview(cancelButton) }
            let width = cancelButton.intrinsicContentSize.width
            cancelButton.frame = CGRect(x: bounds.maxX - 8 - width, y: fieldFrame.minY, width: width, height: fieldFrame.height)
            fieldFrame.size.width = max(0, cancelButton.frame.minX - 8 - fieldFrame.minX)
        } else {
            cancelButton.removeFromSuperview()
        }
        searchTextField.frame = fieldFrame
    }

    /// Escape while the bar edits cancels, as the Cancel button does.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard presses.first?.key?.charactersIgnoringModifiers == "UIKeyInputEscape", searchTextField.isEditing else {
            return super.pressesBegan(presses, with: event)
        }
        cancelClicked()
    }

    private func fieldDidSend(_ event: UIControl.Event) {
        switch event {
        case .editingDidBegin: delegate?.searchBarTextDidBeginEditing(self)
        case .editingChanged: delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        default: delegate?.searchBarTextDidEndEditing(self)
        }
        onEditing(self, event)
    }

    private func cancelClicked() {
        delegate?.searchBarCancelButtonClicked(self)
        onEditing(self, .touchCancel)
    }
}
