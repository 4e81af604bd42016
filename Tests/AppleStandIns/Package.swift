// swift-tools-version:6.0
import PackageDescription

// Test-only stand-ins for Apple's UIKit, AppKit and SwiftUI, so the StyleMarkupUI adapters
// compile and run on Linux: `swift test --package-path Tests/AppleStandIns`.
//
// The modules UIKit, AppKit and SwiftUI declare only what the adapters use, each with the
// signature Apple's SDK gives it (the documentation page is cited beside each declaration), and
// record what they are given so the tests can check it. The adapter targets below hold symbolic
// links to the root package's Sources/StyleMarkupUI files, so the very same files are compiled:
// one module per framework, as an app on iOS (UIKit + SwiftUI) or macOS (AppKit + SwiftUI) gets
// them. This package is for Linux; on Apple platforms the real frameworks exist and the root
// package's own StyleMarkupUI product is built and tested instead (.github/workflows/apple.yml).
let package = Package(
    name: "AppleStandIns",
    dependencies: [
        .package(name: "markupc", path: "../.."),
    ],
    targets: [
        .target(name: "UIKit", path: "Sources/UIKit"),
        .target(name: "AppKit", path: "Sources/AppKit"),
        .target(name: "SwiftUI", path: "Sources/SwiftUI"),
        .target(name: "StyleMarkupUIKit", dependencies: ["UIKit", .product(name: "StyleMarkup", package: "markupc")], path: "Sources/StyleMarkupUIKit"),
        .target(name: "StyleMarkupAppKit", dependencies: ["AppKit", .product(name: "StyleMarkup", package: "markupc")], path: "Sources/StyleMarkupAppKit"),
        .target(name: "StyleMarkupSwiftUI", dependencies: ["SwiftUI", .product(name: "StyleMarkup", package: "markupc")], path: "Sources/StyleMarkupSwiftUI"),
        // The UIKit and SwiftUI adapters in one module, as an iOS app imports StyleMarkupUI (target
        // names must be unique across packages, hence the suffix), and the code of Docs/Apple.md:
        // DocSnippetTests checks that the page shows these files, `import StyleMarkupUI` there
        // being `import StyleMarkupUIStandIn` (iOS) or `import StyleMarkupAppKit` (macOS) here.
        .target(name: "StyleMarkupUIStandIn", dependencies: ["StyleMarkupUIKit", "StyleMarkupSwiftUI"], path: "Sources/StyleMarkupUIStandIn"),
        .target(name: "DocSnippets", dependencies: ["StyleMarkupUIStandIn", "UIKit", "SwiftUI", .product(name: "StyleMarkup", package: "markupc")], path: "Sources/DocSnippets"),
        .target(name: "MacDocSnippets", dependencies: ["StyleMarkupAppKit", "AppKit", .product(name: "StyleMarkup", package: "markupc")], path: "Sources/MacDocSnippets"),
        .testTarget(name: "DocSnippetTests", dependencies: ["DocSnippets", "MacDocSnippets", "StyleMarkupUIStandIn", "UIKit", "AppKit", "SwiftUI", .product(name: "StyleMarkup", package: "markupc")], path: "Tests/DocSnippetTests"),
        .testTarget(name: "UIKitAdapterTests", dependencies: ["StyleMarkupUIKit", "UIKit", .product(name: "StyleMarkup", package: "markupc")], path: "Tests/UIKitAdapterTests"),
        .testTarget(name: "AppKitAdapterTests", dependencies: ["StyleMarkupAppKit", "AppKit", .product(name: "StyleMarkup", package: "markupc")], path: "Tests/AppKitAdapterTests"),
        .testTarget(name: "SwiftUIAdapterTests", dependencies: ["StyleMarkupSwiftUI", "SwiftUI", .product(name: "StyleMarkup", package: "markupc")], path: "Tests/SwiftUIAdapterTests"),
    ]
)
