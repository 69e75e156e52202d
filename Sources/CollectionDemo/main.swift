import CollectionEngine
import XHost

print("CollectionDemo: the gallery arrives with the host; display available: \(XHost.canOpenDisplay())")
