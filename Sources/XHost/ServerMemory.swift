/// Everything the host keeps on the X server for later frames, counted in one place and held under one
/// byte budget: views' cached pictures (flattened cards, their own looks, borders, cards drawn ahead at
/// their final size), content layers, shape masks (fills, borders, shadows), pictures of images and of symbols.
/// Once they take more than `limit`, the least recently used are freed at the end of a frame; whatever
/// needs one again draws or uploads it afresh.
///
/// Not counted: the back buffer (the window's own, one per window), solid colours (no pixels: a few
/// dozen bytes each, at most 1,024, see `Paint.solid`) and Xft's glyphs (Xft bounds each font's).
/// Recordings of subtrees keep only requests, which name cached pictures counted here; one that names a
/// freed picture is never replayed, since nothing used in the last frame is freed (`ByteBudget`).
///
/// Each renderer (the window's, the menu windows') and the image store owns its entries and frees
/// them when told (`ServerMemoryOwner`), so the one ledger can bound them all together.
@MainActor
final class ServerMemory {
    /// One thing kept on the server, by its owner.
    struct Resource: Hashable {
        enum Kind: Hashable {
            /// A view's cached picture in one of a renderer's stores.
            case viewPicture(Renderer.PictureStore, ObjectIdentifier)
            /// A collection view's content layer.
            case contentLayer(ObjectIdentifier)
            case shapeMask(ShapeMasks.Shape)
            case image(ImageStore.PictureKey)
            case symbol(SymbolStore.Key)
        }
        var owner: ObjectIdentifier
        var kind: Kind
    }

    private let budget: ByteBudget<Resource>
    private var owners: [ObjectIdentifier: WeakOwner] = [:]

    private struct WeakOwner {
        weak var owner: (any ServerMemoryOwner)?
    }

    /// 64 MiB: a full screen of large cards and their pictures twice over; what a window keeps beyond
    /// its back buffer.
    static let defaultLimit = 64 << 20

    init(limit: Int = ServerMemory.defaultLimit) { budget = ByteBudget(limit: limit) }

    /// The most bytes the kept resources may take together.
    var limit: Int {
        get { budget.limit }
        set { budget.limit = max(0, newValue) }
    }

    /// The bytes the kept resources take now.
    var bytes: Int { budget.totalBytes }

    /// The bytes of the resources the current frame used, which its eviction spares.
    var currentFrameBytes: Int { budget.currentFrameBytes }

    /// How many resources are kept.
    var count: Int { budget.count }

    /// Lets `owner` keep resources here; it is told to free those evicted.
    func register(_ owner: any ServerMemoryOwner) {
        owners[ObjectIdentifier(owner)] = WeakOwner(owner: owner)
    }

    /// Counts `bytes` of server memory that `owner` keeps as `kind`, used this frame.
    func add(_ kind: Resource.Kind, bytes: Int, owner: AnyObject) {
        budget.add(Resource(owner: ObjectIdentifier(owner), kind: kind), bytes: bytes)
    }

    /// Notes that `owner`'s `kind` is used this frame.
    func touch(_ kind: Resource.Kind, owner: AnyObject) {
        budget.touch(Resource(owner: ObjectIdentifier(owner), kind: kind))
    }

    /// Stops counting `owner`'s `kind`: it freed it.
    func remove(_ kind: Resource.Kind, owner: AnyObject) {
        budget.remove(Resource(owner: ObjectIdentifier(owner), kind: kind))
    }

    /// A new frame begins: what is used from now on is spared by this frame's eviction.
    func nextFrame() { budget.nextFrame() }

    /// Frees what is over the limit, least recently used first, sparing what this frame used.
    func freeOverLimit() {
        for resource in budget.evictions() { owners[resource.owner]?.owner?.release(resource.kind) }
    }

    /// The bytes of a pixmap of `width` × `height` at `depth` 32 or 8, as the server stores it (rows of
    /// an 8-bit pixmap padded to 4 bytes).
    nonisolated static func pixmapBytes(width: Int, height: Int, depth: Int) -> Int {
        depth == 8 ? (width + 3) / 4 * 4 * height : width * height * 4
    }
}

/// Something that keeps resources on the X server under `ServerMemory`'s budget.
@MainActor
protocol ServerMemoryOwner: AnyObject {
    /// Frees `kind` on the server and forgets it: the budget evicted it (and no longer counts it).
    func release(_ kind: ServerMemory.Resource.Kind)
}
