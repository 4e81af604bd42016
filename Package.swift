// swift-tools-version:6.0
import PackageDescription

// The oldest systems StyleMarkupUI runs on: where Foundation's `AttributedString` and SwiftUI's
// `Text(AttributedString)` begin (Docs/Apple.md, "Minimum systems").
let platforms: [SupportedPlatform] = [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)]

let package = Package(
    name: "markupc",
    defaultLocalization: "en",
    platforms: platforms,
    products: [
        .library(name: "StyleMarkup", targets: ["StyleMarkup"]),
        // UIKit, AppKit and SwiftUI adapters (Docs/Apple.md); builds empty where those do not exist.
        .library(name: "StyleMarkupUI", targets: ["StyleMarkupUI"]),
        .executable(name: "markupc", targets: ["markupc"]),
        .plugin(name: "MarkupcPlugin", targets: ["MarkupcPlugin"]),
        .plugin(name: "LintStrings", targets: ["LintStrings"]),
        .plugin(name: "GenerateStrings", targets: ["GenerateStrings"]),
    ],
    targets: [
        .target(name: "StyleMarkup", path: "Sources/StyleMarkup"),
        // Each file is guarded with `#if canImport(UIKit)`, `canImport(AppKit)` or `canImport(SwiftUI)`
        // (and `os(…)` where a platform lacks a view); on Linux, Tests/AppleStandIns compiles the same
        // files against stand-ins of those frameworks (see the end of this file).
        .target(name: "StyleMarkupUI", dependencies: ["StyleMarkup"], path: "Sources/StyleMarkupUI"),
        .executableTarget(name: "markupc", dependencies: ["StyleMarkup"], path: "Sources/markupc"),
        // Compiles a target's *.markup files to JSON (or RTF, HTML, text) resources at build time.
        .plugin(name: "MarkupcPlugin", capability: .buildTool(), dependencies: ["markupc"], path: "Plugins/MarkupcPlugin"),
        // `swift package lint-strings`: runs `markupc lint` over the package's localization files.
        .plugin(
            name: "LintStrings",
            capability: .command(intent: .custom(verb: "lint-strings", description: "Check the markup and placeholders of localized strings with markupc lint")),
            dependencies: ["markupc"],
            path: "Plugins/LintStrings"
        ),
        // Runs `markupc generate` on a target's .xcstrings and xx.lproj strings files at build time and
        // compiles the typed accessors it writes into the target (Docs/Generate.md, "Build plugin").
        .plugin(name: "GenerateStrings", capability: .buildTool(), dependencies: ["markupcBuildTool"], path: "Plugins/GenerateStrings"),
        // The markupc command line again, as the tool of GenerateStrings: its folder holds symbolic links
        // to every file of Sources/markupc (BuildToolSourcesTests checks that). A plugin used inside this
        // package cannot run `markupc` itself: on Linux, SwiftPM links the plugin tool's objects into the
        // one test bundle beside those of `markupc` that markupcTests uses, so every symbol of the module
        // `markupc` would be defined twice (swiftlang/swift-package-manager issue 7999 shows the same
        // `-tool` objects linked into tests). Another module name keeps them apart.
        .executableTarget(name: "markupcBuildTool", dependencies: ["StyleMarkup"], path: "Sources/markupcBuildTool"),
        .testTarget(name: "StyleMarkupTests", dependencies: ["StyleMarkup"], path: "Tests/StyleMarkupTests"),
        .testTarget(name: "markupcTests", dependencies: ["StyleMarkup", "markupc"], path: "Tests/markupcTests"),
        // The GenerateStrings plugin on the fixture catalogs in Tests/GeneratedStringsTests/Localization:
        // the tests call the accessors generated during the build.
        .testTarget(name: "GeneratedStringsTests", dependencies: ["StyleMarkup"], path: "Tests/GeneratedStringsTests",
                    plugins: ["GenerateStrings"]),
    ]
)

// MARK: - The adapters against stand-ins of Apple's frameworks (Linux, tests only)
//
// UIKit, AppKit and SwiftUI exist only on Apple's systems. With MARKUPC_APPLE_STAND_INS set to
// `ios` or `macos` (scripts/test-apple does it, each in a build folder of its own), this package
// becomes the adapters' test bench: Tests/AppleStandIns/Sources holds modules named UIKit, AppKit
// and SwiftUI that declare only what the adapters use, with the signature, availability and actor
// isolation of Apple's documentation (the page is cited beside each declaration), and
// Sources/StyleMarkupUI itself is compiled against them, as an iOS app (UIKit and SwiftUI) or a
// Mac app (AppKit and SwiftUI) gets it. Nothing else changes, and without the variable none of
// these targets exist, so no app ever sees a stand-in.
if let flavor = Context.environment["MARKUPC_APPLE_STAND_INS"] {
    let standIns = "Tests/AppleStandIns"
    let frameworks: [Target.Dependency] = flavor == "macos" ? ["AppKit", "SwiftUI"] : ["UIKit", "SwiftUI"]
    var targets: [Target] = [
        .target(name: "StyleMarkup", path: "Sources/StyleMarkup"),
        .target(name: "SwiftUI", path: "\(standIns)/Sources/SwiftUI"),
        .target(name: "StyleMarkupUI", dependencies: ["StyleMarkup"] + frameworks, path: "Sources/StyleMarkupUI"),
    ]
    if flavor == "macos" {
        targets += [
            .target(name: "AppKit", path: "\(standIns)/Sources/AppKit"),
            .target(name: "MacDocSnippets", dependencies: ["StyleMarkupUI", "StyleMarkup"] + frameworks, path: "\(standIns)/Sources/MacDocSnippets"),
            .testTarget(name: "AppKitAdapterTests", dependencies: ["StyleMarkupUI", "StyleMarkup"] + frameworks, path: "\(standIns)/Tests/AppKitAdapterTests"),
            .testTarget(name: "MacDocSnippetTests", dependencies: ["MacDocSnippets", "StyleMarkupUI", "StyleMarkup"] + frameworks, path: "\(standIns)/Tests/MacDocSnippetTests"),
        ]
    } else {
        targets += [
            .target(name: "UIKit", path: "\(standIns)/Sources/UIKit"),
            .target(name: "DocSnippets", dependencies: ["StyleMarkupUI", "StyleMarkup"] + frameworks, path: "\(standIns)/Sources/DocSnippets"),
            .testTarget(name: "UIKitAdapterTests", dependencies: ["StyleMarkupUI", "StyleMarkup"] + frameworks, path: "\(standIns)/Tests/UIKitAdapterTests"),
            .testTarget(name: "SwiftUIAdapterTests", dependencies: ["StyleMarkupUI", "StyleMarkup"] + frameworks, path: "\(standIns)/Tests/SwiftUIAdapterTests"),
            .testTarget(name: "DocSnippetTests", dependencies: ["DocSnippets", "StyleMarkupUI", "StyleMarkup"] + frameworks, path: "\(standIns)/Tests/DocSnippetTests"),
        ]
    }
    package.products = [.library(name: "StyleMarkupUI", targets: ["StyleMarkupUI"])]
    package.targets = targets
}
