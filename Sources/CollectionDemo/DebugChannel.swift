import CollectionEngine
import Foundation

/// One line at a time on standard output, written straight to the file descriptor so a parent
/// process reading a pipe sees it at once (`print` would sit in a block buffer).
///
/// The lines, for tests and scripts that drive the demo:
/// - `cell S.I X Y W H`: after the first frame, each visible card of section 0, in window pixels;
/// - `ready window=ID scale=S`: the first frame is on screen (ID is the X window id, decimal);
/// - `selected S.I` / `deselected S.I`: the collection view's delegate heard a selection change;
/// - `button …`: a toolbar button was clicked;
/// - `screenshot PATH`: with `--screenshot`, the PNG was written.
enum DebugChannel {
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The `cell` lines and the `ready` line.
    @MainActor
    static func announceReady(windowID: UInt, scale: CGFloat, collectionView: UICollectionView) {
        let cards = collectionView.visibleCells.compactMap { cell -> (IndexPath, UICollectionViewCell)? in
            guard let indexPath = collectionView.indexPath(for: cell), indexPath.section == 0 else { return nil }
            return (indexPath, cell)
        }.sorted { $0.0.item < $1.0.item }
        for (indexPath, cell) in cards {
            let frame = cell.convert(cell.bounds, to: nil)
            let pixels = [frame.minX, frame.minY, frame.width, frame.height].map { Int(($0 * scale).rounded()) }
            say("cell \(indexPath.section).\(indexPath.item) " + pixels.map(String.init).joined(separator: " "))
        }
        say("ready window=\(windowID) scale=\(scale)")
    }
}
