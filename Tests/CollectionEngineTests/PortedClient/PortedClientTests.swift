import CollectionEngine
import EngineTestSupport
import Testing

// The other files in this folder are written exactly as for iOS, with `import CollectionEngine` in
// place of `import UIKit`. These tests drive them as an app and UIKit would.

/// Whether `UICollectionViewFlowLayout` places anything yet (it is being written in parallel); the
/// gallery's flow-layout tests run as soon as it does.
@MainActor
enum FlowLayoutProbe {
    private final class OneItem: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            UICollectionViewCell()
        }
    }

    static func placesItems() -> Bool {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        let dataSource = OneItem()
        collectionView.dataSource = dataSource
        collectionView.errorHandler = { _ in }
        return collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) != nil
    }
}

/// Checks the collection view's invariants, as every step of these tests does.
@MainActor
private func expectConsistent(_ collectionView: UICollectionView, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(collectionView.checkInvariants() == [], sourceLocation: sourceLocation)
}

@MainActor
private func makeGallery(width: CGFloat = 320, height: CGFloat = 480) -> GalleryViewController {
    let sections = [
        [Photo(id: 0, title: "Sunrise")],
        (1...30).map { Photo(id: $0, title: "Photo \($0)") },
        (31...36).map { Photo(id: $0, title: "Photo \($0)") },
    ]
    let gallery = GalleryViewController(sections: sections)
    gallery.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    return gallery
}

@MainActor @Suite struct PortedGalleryTests {
    @Test func theGalleryBuildsItsCollectionViewWhenItsViewLoads() {
        let gallery = GalleryViewController(sections: [[Photo(id: 1, title: "One")]])
        #expect(!gallery.isViewLoaded)
        #expect(gallery.collectionView == nil)
        gallery.loadViewIfNeeded()
        #expect(gallery.title == "Gallery")
        #expect(gallery.collectionView.superview === gallery.view)
        #expect(gallery.collectionView.dataSource === gallery)
        #expect(gallery.collectionView.delegate === gallery)
        #expect(gallery.collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        expectConsistent(gallery.collectionView)
    }

    @Test func theCollectionViewFollowsTheRootViewsSize() {
        let gallery = makeGallery()
        #expect(gallery.collectionView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        gallery.view.frame.size = CGSize(width: 600, height: 400)
        #expect(gallery.collectionView.frame == CGRect(x: 0, y: 0, width: 600, height: 400))
        expectConsistent(gallery.collectionView)
    }

    @Test func theCollectionViewReadsTheGallerysSections() {
        let gallery = makeGallery()
        gallery.view.layoutIfNeeded()
        #expect(gallery.collectionView.numberOfSections == 3)
        #expect(gallery.collectionView.numberOfItems(inSection: 1) == 30)
        #expect(gallery.layoutPasses == 1)
        expectConsistent(gallery.collectionView)
    }

    @Test func theFlowLayoutPropertiesSetInViewDidLoadAreKept() throws {
        let gallery = makeGallery()
        let layout = try #require(gallery.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 100, height: 120))
        #expect(layout.sectionInset == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(layout.headerReferenceSize == CGSize(width: 0, height: 44))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        expectConsistent(gallery.collectionView)
    }

    @Test(.enabled("UICollectionViewFlowLayout places items") { await FlowLayoutProbe.placesItems() })
    func theFeaturedSectionUsesTheCellRegistrationAtFullWidth() throws {
        let gallery = makeGallery()
        gallery.view.layoutIfNeeded()
        let cell = try #require(gallery.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? FeaturedCell)
        #expect(cell.titleLabel.text == "SUNRISE")
        #expect(cell.frame.minX == 10)
        #expect(cell.frame.size == CGSize(width: 300, height: 150))
        expectConsistent(gallery.collectionView)
    }

    @Test(.enabled("UICollectionViewFlowLayout places items") { await FlowLayoutProbe.placesItems() })
    func headersComeFromTheRegisteredClassWithTheirDelegateHeights() throws {
        let gallery = makeGallery()
        gallery.view.layoutIfNeeded()
        let kind = UICollectionView.elementKindSectionHeader
        let header = try #require(gallery.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) as? SectionHeaderView)
        #expect(header.label.text == "Featured")
        #expect(header.badge?.label.text == "1")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        let second = gallery.collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 1))
        #expect(second?.frame.height == 44)
        #expect(second?.frame.minY == CGFloat(60 + 10 + 150 + 10))
        expectConsistent(gallery.collectionView)
    }

    @Test(.enabled("UICollectionViewFlowLayout places items") { await FlowLayoutProbe.placesItems() })
    func photoCellsTakeTheItemSizeAndReuseWhileScrolling() throws {
        let gallery = makeGallery()
        gallery.view.layoutIfNeeded()
        let collectionView = gallery.collectionView!
        let first = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        #expect(first.size == CGSize(width: 100, height: 120))
        #expect(first.frame.minX == 10)
        #expect(first.frame.minY == CGFloat(60 + 10 + 150 + 10 + 44 + 10))
        let cellsBefore = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
        collectionView.scrollToItem(at: IndexPath(item: 5, section: 2), at: .bottom, animated: false)
        gallery.view.layoutIfNeeded()
        expectConsistent(collectionView)
        let last = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 2)) as? PhotoCell)
        #expect(last.titleLabel.text == "Photo 36")
        #expect(collectionView.visibleCells.count <= cellsBefore.count + 6)
        let point = CGPoint(x: last.frame.midX, y: last.frame.midY)
        #expect(collectionView.indexPathForItem(at: point) == IndexPath(item: 5, section: 2))
    }

    @Test(.enabled("UICollectionViewFlowLayout places items") { await FlowLayoutProbe.placesItems() })
    func selectingFromCodeShowsOnTheCellWithoutTellingTheGallery() throws {
        let gallery = makeGallery()
        gallery.view.layoutIfNeeded()
        let collectionView = gallery.collectionView!
        collectionView.selectItem(at: IndexPath(item: 2, section: 1), animated: false, scrollPosition: .centeredVertically)
        collectionView.selectItem(at: IndexPath(item: 3, section: 1), animated: false, scrollPosition: [])
        gallery.view.layoutIfNeeded()
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 1), IndexPath(item: 3, section: 1)])
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 1)) as? PhotoCell)
        #expect(cell.isSelected)
        #expect(cell.selectedBackgroundView?.isHidden == false)
        #expect(gallery.selectedPhotos.isEmpty)
        expectConsistent(collectionView)
    }
}

extension PortedGalleryTests {
    @Test(.enabled("UICollectionViewFlowLayout places items") { await FlowLayoutProbe.placesItems() })
    func theCellsIsSelectedOverrideRunsWhenSelectedFromCode() throws {
        let gallery = makeGallery()
        gallery.view.layoutIfNeeded()
        let collectionView = gallery.collectionView!
        collectionView.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? PhotoCell)
        #expect(cell.contentView.layer.borderWidth == 2)
        collectionView.deselectItem(at: IndexPath(item: 0, section: 1), animated: false)
        #expect(cell.contentView.layer.borderWidth == 0)
        expectConsistent(collectionView)
    }

    @Test(.enabled("UICollectionViewFlowLayout places items") { await FlowLayoutProbe.placesItems() })
    func deletingPhotosInABatchUpdateClosesTheGap() throws {
        let gallery = makeGallery()
        let clock = ManualClock()
        let driver = FrameDriver(clock: clock)
        gallery.collectionView.frameDriver = driver
        gallery.view.layoutIfNeeded()
        var finished: Bool?
        gallery.deletePhotos(at: [IndexPath(item: 0, section: 1), IndexPath(item: 2, section: 1)]) { finished = $0 }
        for _ in 0..<100 where finished == nil {
            clock.advance(by: 0.016)
            driver.step()
            gallery.view.layoutIfNeeded()
            expectConsistent(gallery.collectionView)
        }
        #expect(finished == true)
        #expect(gallery.collectionView.numberOfItems(inSection: 1) == 28)
        let first = try #require(gallery.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? PhotoCell)
        #expect(first.titleLabel.text == "Photo 2")
        #expect((gallery.collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? PhotoCell)?.titleLabel.text == "Photo 4")
        let attributes = try #require(gallery.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        #expect(first.frame == attributes.frame)
    }
}

@MainActor
private func makeCards(count: Int = 30, width: CGFloat = 320, height: CGFloat = 470) -> CardsViewController {
    let colors = (0..<count).map { UIColor(hue: CGFloat($0) / CGFloat(count), saturation: 0.6, brightness: 0.9, alpha: 1) }
    let cards = CardsViewController(colors: [colors])
    cards.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    cards.view.layoutIfNeeded()
    expectConsistent(cards.collectionView)
    return cards
}

@MainActor @Suite struct PortedCardsTests {
    @Test func theControllersOverridesAnswerTheCollectionView() {
        let cards = makeCards()
        #expect(cards.title == "Cards")
        #expect(cards.collectionView.numberOfSections == 1)
        #expect(cards.collectionView.numberOfItems(inSection: 0) == 30)
        #expect(!cards.installsStandardGestureForInteractiveMovement)
        let dataSource: UICollectionViewDataSource = cards
        #expect(dataSource.numberOfSections(in: cards.collectionView) == 1)
        expectConsistent(cards.collectionView)
    }

    @Test func cardsAreLaidOutByTheCustomLayoutWithTheirCustomAttributes() throws {
        let cards = makeCards()
        let collectionView = cards.collectionView!
        expectConsistent(collectionView)
        // Cards start every 40 points and are 120 high: those starting above 470 are visible.
        #expect(collectionView.indexPathsForVisibleItems == (0..<12).map { IndexPath(item: $0, section: 0) })
        for item in 0..<12 {
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? CardCell)
            let tilt: CGFloat = item % 2 == 0 ? -0.02 : 0.02
            #expect(cell.tilt == tilt)
            #expect(cell.transform == CGAffineTransform(rotationAngle: tilt))
            #expect(cell.layer.zPosition == CGFloat(item))
            #expect(cell.layer.shadowOpacity == 0.25)
            #expect(cell.bounds.size == CGSize(width: 288, height: 120))
            #expect(cell.titleLabel.text == "Card \(item + 1)")
        }
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)) is CardLayoutAttributes)
        #expect(cards.displayedCount == 12)
    }

    @Test func laterCardsAreHitAndDrawnOnTop() {
        let cards = makeCards()
        let collectionView = cards.collectionView!
        // y = 100 lies in cards 0, 1 and 2 (0…120, 40…160, 80…200): the last one is on top.
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 160, y: 100)) == IndexPath(item: 2, section: 0))
        let hit = collectionView.hitTest(CGPoint(x: 160, y: 100), with: nil)
        let top = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect(top.map { hit?.isDescendant(of: $0) == true } == true)
        expectConsistent(cards.collectionView)
    }

    @Test func aLayoutDumpShowsTheCards() throws {
        let cards = makeCards(count: 2)
        #expect(LayoutDump.describe(cards.collectionViewLayout, in: cards.collectionView.bounds) == """
            cell 0-0 frame (16 0; 288 120) transform [1 -0.02 0 0 0.02 1 0 0 0 0 1 0 0 0 0 1]
            cell 0-1 frame (16 40; 288 120) z 1 transform [1 0.02 0 0 -0.02 1 0 0 0 0 1 0 0 0 0 1]
            """)
        expectConsistent(cards.collectionView)
    }

    @Test func scrollingCallsTheOverriddenScrollViewDidScroll() {
        let cards = makeCards()
        cards.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        cards.view.layoutIfNeeded()
        #expect(cards.lastScrollOffset == 300)
        #expect(cards.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 5, section: 0))
        expectConsistent(cards.collectionView)
    }

    @Test func delegateCallsReachTheSubclassOverrides() throws {
        let cards = makeCards()
        let collectionView = cards.collectionView!
        let delegate = try #require(collectionView.delegate as? UICollectionViewDelegate)
        delegate.collectionView(collectionView, didSelectItemAt: IndexPath(item: 3, section: 0))
        #expect(cards.selectedColors == [cards.colors[0][3]])
        #expect(delegate.collectionView(collectionView, shouldHighlightItemAt: IndexPath(item: 0, section: 0)))
        #expect(!delegate.collectionView(collectionView, shouldHighlightItemAt: IndexPath(item: 1, section: 0)))
        #expect(delegate.collectionView(collectionView, shouldSelectItemAt: IndexPath(item: 1, section: 0)), "not overridden: UIKit's default")
        expectConsistent(cards.collectionView)
    }

    @Test func appearingClearsTheSelectionAndCallsTheOverride() {
        let cards = makeCards()
        cards.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        cards.beginAppearanceTransition(true, animated: true)
        cards.endAppearanceTransition()
        #expect(cards.appearances == 1)
        #expect(cards.collectionView.indexPathsForSelectedItems == nil)
        #expect(cards.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        expectConsistent(cards.collectionView)
    }

    @Test func aWiderViewMakesTheLayoutPrepareAgain() throws {
        let cards = makeCards()
        let layout = try #require(cards.collectionViewLayout as? StackedCardsLayout)
        let prepared = layout.prepareCount
        cards.view.frame.size.width = 400
        cards.view.layoutIfNeeded()
        #expect(layout.prepareCount == prepared + 1)
        #expect(cards.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.bounds.width == 368)
        cards.collectionView.contentOffset.y = 40
        cards.view.layoutIfNeeded()
        #expect(layout.prepareCount == prepared + 1, "scrolling keeps the layout")
        expectConsistent(cards.collectionView)
    }

    @Test func reloadingAfterTheDataChangesShowsTheNewCards() {
        let cards = makeCards(count: 3)
        cards.colors[0].removeFirst()
        cards.collectionView.reloadData()
        cards.view.layoutIfNeeded()
        #expect(cards.collectionView.indexPathsForVisibleItems.count == 2)
        #expect(cards.collectionView.contentSize.height == 160)
        expectConsistent(cards.collectionView)
    }
}

@MainActor @Suite struct PortedContactsTests {
    private func makeContacts() -> ContactsViewController {
        let contacts = ContactsViewController()
        contacts.view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        contacts.view.layoutIfNeeded()
        expectConsistent(contacts.collectionView)
        return contacts
    }

    @Test func theDiffableDataSourceFeedsTheCollectionView() {
        let contacts = makeContacts()
        #expect(contacts.title == "Contacts")
        #expect(contacts.collectionView.numberOfSections == 2)
        #expect(contacts.collectionView.numberOfItems(inSection: 1) == 8)
        #expect(contacts.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0))?.name == "Grace")
    }

    @Test(.enabled("UICollectionViewFlowLayout places items") { await FlowLayoutProbe.placesItems() })
    func registrationsConfigureTheCellsAndHeaders() throws {
        let contacts = makeContacts()
        let cell = try #require(contacts.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ContactCell)
        #expect(cell.nameLabel.text == "Grace")
        let header = try #require(contacts.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) as? SectionHeaderView)
        #expect(header.label.text == "Everyone")
        #expect(header.badge?.label.text == "8")
    }

    @Test(.enabled("UICollectionViewFlowLayout places items") { await FlowLayoutProbe.placesItems() })
    func applyingANewSnapshotMovesTheContact() throws {
        let contacts = makeContacts()
        let ada = contacts.favorites[0]
        contacts.unfavorite(ada)
        contacts.view.layoutIfNeeded()
        expectConsistent(contacts.collectionView)
        #expect(contacts.collectionView.numberOfItems(inSection: 0) == 1)
        #expect(contacts.dataSource.indexPath(for: ada) == IndexPath(item: 0, section: 1))
        let cell = try #require(contacts.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? ContactCell)
        #expect(cell.nameLabel.text == "Ada")
        #expect((contacts.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ContactCell)?.nameLabel.text == "Grace")
    }
}
