// swift-tools-version: 6.1
import PackageDescription

// The architecture this manifest enforces is in ../shared/DESIGN.md: only XHost may see X11 (CX11);
// the photo library decodes with the image codecs (CImageCodecs, CPhotoCodecs) and never sees X.
let package = Package(
    name: "Tessera",
    products: [
        .library(name: "CollectionEngine", targets: ["CollectionEngine"]),
        // The X11 host, so another package can show its collection views in a window (Getting Started).
        .library(name: "XHost", targets: ["XHost"]),
        .executable(name: "CollectionDemo", targets: ["CollectionDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` (scripts/docs); a plugin only, nothing links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CX11",
            // librsvg (SVG icons) is linked by the module map and declared in rsvg-shim.h, not listed
            // here: its pkg-config flags bring glib's -pthread, which SwiftPM warns about on every build.
            pkgConfig: "x11 xext xft xrender xtst xres xi xcursor fontconfig harfbuzz fribidi",
            providers: [.apt(["libx11-dev", "libxext-dev", "libxft-dev", "libxrender-dev", "libxtst-dev", "libxres-dev", "libxi-dev", "libxcursor-dev", "libfontconfig-dev", "librsvg2-dev", "libharfbuzz-dev", "libfribidi-dev"])]
        ),
        .systemLibrary(
            name: "CImageCodecs",
            pkgConfig: "libpng libturbojpeg zlib",
            providers: [.apt(["libpng-dev", "libturbojpeg0-dev", "zlib1g-dev"])]
        ),
        // HEIC, AVIF and WebP: the photo library's alone (libheif brings its HEVC and AV1 decoders).
        .systemLibrary(
            name: "CPhotoCodecs",
            pkgConfig: "libheif libwebp libwebpdemux",
            providers: [.apt(["libheif-dev", "libwebp-dev"])]
        ),
        // Line breaking by UAX #14 through the system's ICU (libicu-dev), behind a header of plain C
        // types: ICU's headers clash with the private ICU Swift's Foundation carries (line_breaking.h).
        .target(name: "CLineBreaking", linkerSettings: [.linkedLibrary("icuuc")]),
        .target(name: "CollectionEngine"),
        .target(name: "XHost", dependencies: ["CX11", "CImageCodecs", "CLineBreaking", "CollectionEngine"]),
        // Photos from folders: EXIF, the desktop's thumbnail cache, decoding off the main thread. The demo
        // hands it a host (PhotoLoaderHost) to show what it decodes.
        .target(name: "PhotoLibrary", dependencies: ["CImageCodecs", "CPhotoCodecs", "CollectionEngine"]),
        .executableTarget(
            name: "CollectionDemo",
            dependencies: [
                "CollectionEngine", "XHost", "PhotoLibrary",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The DocC catalog's Getting Started example, built with everything else so it cannot rot.
        .executableTarget(
            name: "GettingStarted",
            dependencies: ["CollectionEngine", "XHost"],
            path: "Examples/GettingStarted"
        ),
        // scripts/screenshots: drives the demo on Xvfb to take the README's pictures.
        .executableTarget(
            name: "DocScreenshots",
            dependencies: ["CX11", "XHost", "HostTestSupport"],
            path: "Tools/DocScreenshots"
        ),
        .executableTarget(
            name: "TesseraBench",
            // EngineTestSupport holds the feed cells the Auto Layout figures time.
            dependencies: ["CollectionEngine", "EngineTestSupport"],
            path: "Benchmarks/TesseraBench"
        ),
        .executableTarget(
            name: "HostBench",
            dependencies: ["CX11", "XHost", "CollectionEngine", "PhotoLibrary", "HostTestSupport"],
            path: "Benchmarks/HostBench"
        ),
        .target(name: "EngineTestSupport", dependencies: ["CollectionEngine"], path: "Tests/EngineTestSupport"),
        .target(name: "HostTestSupport", dependencies: ["CX11", "CImageCodecs", "EngineTestSupport", "PhotoLibrary", "XHost"], path: "Tests/HostTestSupport"),
        .testTarget(name: "CollectionEngineTests", dependencies: ["CollectionEngine", "EngineTestSupport"]),
        .testTarget(name: "XHostTests", dependencies: ["CX11", "XHost", "CollectionEngine", "PhotoLibrary", "HostTestSupport", "EngineTestSupport"]),
        .testTarget(name: "PhotoLibraryTests", dependencies: ["CImageCodecs", "CPhotoCodecs", "PhotoLibrary", "CollectionEngine", "HostTestSupport", "EngineTestSupport"]),
        // Checks that the DocC articles quote code that builds; reads files only, links nothing.
        .testTarget(name: "DocumentationTests"),
        .testTarget(name: "CollectionDemoTests", dependencies: ["CollectionDemo", "CollectionEngine", "EngineTestSupport", "HostTestSupport", "PhotoLibrary", "XHost"]),
    ],
    swiftLanguageModes: [.v6]
)
