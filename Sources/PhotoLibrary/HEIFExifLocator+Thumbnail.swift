extension HEIFExifLocator {
    /// Whether the HEIF file whose first bytes are `prefix` has a thumbnail image, read from its
    /// boxes alone (`meta` → `iref` holds a `thmb` reference); nil when its `meta` box does not lie
    /// within `prefix` or is malformed.
    ///
    /// The quick look asks before handing libheif the file, which libheif 1.15 reads whole to parse
    /// (an AVIF's 4 MB, to find no thumbnail: converters and browsers write none, iPhones always one).
    static func hasThumbnailItem(prefix bytes: [UInt8]) -> Bool? {
        guard let meta = child("meta", in: 0..<bytes.count, of: bytes), meta.count >= 4 else { return nil }
        let children = (meta.lowerBound + 4)..<meta.upperBound  // meta is a full box: version and flags first
        // Items and their places come first; without them the boxes are not what a HEIF reader needs.
        guard child("iinf", in: children, of: bytes) != nil, child("iloc", in: children, of: bytes) != nil else { return nil }
        guard let references = child("iref", in: children, of: bytes) else { return false }
        // iref is a full box too; its children are one box per reference type.
        guard references.count >= 4 else { return nil }
        return child("thmb", in: (references.lowerBound + 4)..<references.upperBound, of: bytes) != nil
    }
}
