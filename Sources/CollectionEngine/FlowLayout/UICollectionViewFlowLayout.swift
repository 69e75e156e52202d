import Foundation

@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50)
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset = UIEdgeInsets.zero
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
    var delegateSizeIsDefault = false
}
