import Foundation

/// Text dumps of layout attributes: one line per element, stable and readable, for tests and debugging.
///
/// ```
/// cell 0-3 frame (230 10; 100 100)
/// header 1-0 frame (0 340; 800 40) z 10
/// ```
public enum LayoutDump {
    /// One element: category and kind, index path, frame, then whatever differs from the defaults.
    public static func line(for attributes: UICollectionViewLayoutAttributes) -> String {
        let name: String
        switch attributes.representedElementCategory {
        case .cell: name = "cell"
        case .supplementaryView:
            switch attributes.representedElementKind {
            case UICollectionView.elementKindSectionHeader: name = "header"
            case UICollectionView.elementKindSectionFooter: name = "footer"
            default: name = "supplementary(\(attributes.representedElementKind ?? ""))"
            }
        case .decorationView: name = "decoration(\(attributes.representedElementKind ?? ""))"
        }
        let path = attributes.indexPath.map(String.init).joined(separator: "-")
        let frame = attributes.frame
        var line = "\(name) \(path) frame (\(number(frame.minX)) \(number(frame.minY)); \(number(frame.width)) \(number(frame.height)))"
        if attributes.zIndex != 0 { line += " z \(attributes.zIndex)" }
        if attributes.alpha != 1 { line += " alpha \(number(attributes.alpha))" }
        if attributes.isHidden { line += " hidden" }
        if attributes.transform3D != CATransform3DIdentity {
            line += " transform [" + attributes.transform3D.entries.map(number).joined(separator: " ") + "]"
        }
        return line
    }

    /// All elements a layout places in `rect`, sorted by category, index path and kind.
    @MainActor
    public static func describe(_ layout: UICollectionViewLayout, in rect: CGRect) -> String {
        (layout.shownAttributesForElements(in: rect) ?? [])
            .sorted { ElementKey.creationOrder($0.elementKey, $1.elementKey) }
            .map(line(for:))
            .joined(separator: "\n")
    }

    /// Numbers without trailing zeros, rounded to 1/1000 so that dumps are stable.
    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%g", rounded)
    }
}
