import CollectionEngine
import Foundation

/// One line at a time on standard output, written straight to the file descriptor so a parent
/// process reading a pipe sees it at once (`print` would sit in a block buffer).
///
/// The lines, for tests and scripts that drive the demo:
/// - `cell S.I X Y W H`: after the first frame, each visible card of section 0, in window pixels;
/// - `control NAME X Y W H`: after the first frame, each toolbar control (Add, Delete, Shuffle, Reset,
///   Layout, Slider, Immediate, Fast, Slow), in window pixels;
/// - `ready window=ID scale=S`: the first frame is on screen (ID is the X window id, decimal);
/// - `selected S.I` / `deselected S.I`: the collection view's delegate heard a selection change;
/// - `button …`: a toolbar button was clicked (or its key pressed);
/// - `items section=S count=N numbers=…`: an edit changed section S (GalleryController+Editing.swift);
/// - `layout …`, `scrub …`: layout switches (GalleryController+Layouts.swift);
/// - `moved S.I -> S.I`: a dragged card was dropped and the model moved it (GalleryController+Reordering.swift);
/// - `pointer SHAPE`: the window's pointer shape changed (arrow, grabbing…), as the host shows it;
/// - `screenshot PATH`: with `--screenshot`, the PNG was written.
enum DebugChannel {
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The `cell` lines, the `control` lines and the `ready` line.
    @MainActor
    static func announceReady(windowID: UInt, scale: CGFloat, collectionView: UICollectionView, controls: [(String, UIView)]) {
        let cards = collectionView.visibleCells.compactMap { cell -> (IndexPath, UICollectionViewCell)? in
            guard let indexPath = collectionView.indexPath(for: cell), indexPath.section == 0 else { return nil }
            return (indexPath, cell)
        }.sorted { $0.0.item < $1.0.item }
        for (indexPath, cell) in cards {
            say("cell \(indexPath.section).\(indexPath.item) " + pixels(of: cell, scale: scale))
        }
        for (name, control) in controls { say("control \(name) " + pixels(of: control, scale: scale)) }
        say("ready window=\(windowID) scale=\(scale)")
    }

    /// A view's frame in the window, in pixels: "X Y W H".
    @MainActor
    private static func pixels(of view: UIView, scale: CGFloat) -> String {
        let frame = view.convert(view.bounds, to: nil)
        return [frame.minX, frame.minY, frame.width, frame.height].map { String(Int(($0 * scale).rounded())) }.joined(separator: " ")
    }
}
