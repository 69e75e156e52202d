import CollectionEngine
import Foundation
import XHost

MainActor.assumeIsolated {
    do {
        let host = try X11Host(title: "Numbers", size: CGSize(width: 800, height: 600))
        let window = UIWindow(frame: .zero)
        window.rootViewController = NumbersViewController()
        exit(host.run(window))
    } catch {
        print("cannot open a window: \(error)")
        exit(1)
    }
}
