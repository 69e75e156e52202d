import Foundation

extension NSCollectionLayoutSection {
    /// A section laid out as a list with `configuration`'s appearance, headers, footers and separators.
    ///
    /// ```swift
    /// let layout = UICollectionViewCompositionalLayout { index, environment in
    ///     var configuration = UICollectionLayoutListConfiguration(appearance: index == 0 ? .insetGrouped : .plain)
    ///     configuration.headerMode = .supplementary
    ///     return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    /// }
    /// ```
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [row]))
        section.contentInsets = configuration.sectionInsets
        section.listConfiguration = configuration
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.isPlain ? 28 : 38)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.isPlain
            header.zIndex = 2
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list with `configuration`.
    ///
    /// ```swift
    /// let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    /// ```
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}

/// The separator a list row draws under itself: what `UICollectionViewListCell` reads from its
/// layout attributes.
struct ListSeparator: Equatable, Sendable {
    var color: UIColor
    var leadingInset: CGFloat
    var trailingInset: CGFloat
}

extension UICollectionLayoutListConfiguration {
    /// The separator under item `item` of a section of `count` items, or nil for none: every row but
    /// a grouped section's last, and but a first row that serves as the header.
    func separator(forItem item: Int, of count: Int) -> ListSeparator? {
        let line = separatorConfiguration
        switch line.bottomSeparatorVisibility {
        case .hidden: return nil
        case .visible: break
        case .automatic:
            guard showsSeparators, isPlain || item < count - 1, headerMode != .firstItemInSection || item > 0 else { return nil }
        }
        return ListSeparator(color: line.color, leadingInset: line.bottomSeparatorInsets.leading, trailingInset: line.bottomSeparatorInsets.trailing)
    }
}
