import CollectionEngine

extension UILabel {
    /// A label styled in one expression, so a view's stored properties say how its text looks.
    convenience init(font: UIFont, color: UIColor, alignment: NSTextAlignment = .natural) {
        self.init(frame: .zero)
        self.font = font
        textColor = color
        textAlignment = alignment
    }
}
