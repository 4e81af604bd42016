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
        // What an app links: markup, style books, runs, emitters, interpolation, the localized-string
        // runtime, the AttributedString bridge and the presentation plan.
        .library(name: "StyleMarkup", targets: ["StyleMarkup"]),
        // UIKit, AppKit and SwiftUI adapters (Docs/Apple.md); builds empty where those do not exist.
        .library(name: "StyleMarkupUI", targets: ["StyleMarkupUI"]),
        // The linter of localization files (Docs/Lint.md), for tools and CI.
        .library(name: "StyleMarkupLint", targets: ["StyleMarkupLint"]),
        // Pseudo-locales in the app's own formats (Docs/Pseudo.md), on top of the linter.
        .library(name: "StyleMarkupPseudo", targets: ["StyleMarkupPseudo"]),
        // The preview page of every string in every language, with width budgets checked in headless
        // Chromium (Docs/Preview.md), on top of the linter.
        .library(name: "StyleMarkupPreview", targets: ["StyleMarkupPreview"]),
        // Typed accessors for localized strings (Docs/Generate.md), for tools and build plugins.
        .library(name: "StyleMarkupGenerate", targets: ["StyleMarkupGenerate"]),
        .executable(name: "markupc", targets: ["markupc"]),
        .plugin(name: "MarkupcPlugin", targets: ["MarkupcPlugin"]),
        .plugin(name: "LintStrings", targets: ["LintStrings"]),
        .plugin(name: "GenerateStrings", targets: ["GenerateStrings"]),
    ],
    targets: [
        // Data flows down: StyleMarkup ← StyleMarkupLint ← StyleMarkupGenerate ← MarkupcCLI, and
        // StyleMarkupLint ← StyleMarkupPseudo and StyleMarkupPreview ← MarkupcCLI; the adapters depend on
        // StyleMarkup alone.
        // Bytes/README.md is the design note of the byte-level and memory code kept in that folder.
        .target(name: "StyleMarkup", path: "Sources/StyleMarkup", exclude: ["Bytes/README.md"]),
        // Each file is guarded with `#if canImport(UIKit)`, `canImport(AppKit)` or `canImport(SwiftUI)`
        // (and `os(…)` where a platform lacks a view); on Linux, Tests/AppleStandIns compiles the same
        // files against stand-ins of those frameworks (see the end of this file).
        .target(name: "StyleMarkupUI", dependencies: ["StyleMarkup"], path: "Sources/StyleMarkupUI"),
        .target(name: "StyleMarkupLint", dependencies: ["StyleMarkup"], path: "Sources/StyleMarkupLint"),
        .target(name: "StyleMarkupPseudo", dependencies: ["StyleMarkup", "StyleMarkupLint"], path: "Sources/StyleMarkupPseudo"),
        .target(name: "StyleMarkupPreview", dependencies: ["StyleMarkup", "StyleMarkupLint"], path: "Sources/StyleMarkupPreview"),
        .target(name: "StyleMarkupGenerate", dependencies: ["StyleMarkup", "StyleMarkupLint"], path: "Sources/StyleMarkupGenerate"),
        // The commands, as a library the two executables below call.
        .target(name: "MarkupcCLI", dependencies: ["StyleMarkup", "StyleMarkupLint", "StyleMarkupPseudo", "StyleMarkupPreview", "StyleMarkupGenerate"],
                path: "Sources/MarkupcCLI"),
        .executableTarget(name: "markupc", dependencies: ["MarkupcCLI"], path: "Sources/markupc"),
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
        // The same command line under another name, as the tool of GenerateStrings: a plugin used inside
        // this package cannot run `markupc` itself, because on Linux SwiftPM links a plugin tool's objects
        // into the test bundle beside those of the executable the tests use, defining its symbols twice
        // (swiftlang/swift-package-manager issue 7999). Both executables are one line over MarkupcCLI.
        .executableTarget(name: "markupcBuildTool", dependencies: ["MarkupcCLI"], path: "Sources/markupcBuildTool"),
        // What the test targets share: the HTML scanner, headless Chromium, the built markupc, the preview
        // fixtures.
        .target(name: "MarkupcTestSupport", dependencies: ["StyleMarkup", "StyleMarkupPreview"], path: "Tests/TestSupport"),
        .testTarget(name: "StyleMarkupTests", dependencies: ["StyleMarkup", "MarkupcTestSupport"], path: "Tests/StyleMarkupTests"),
        .testTarget(name: "StyleMarkupLintTests", dependencies: ["StyleMarkup", "StyleMarkupLint", "MarkupcTestSupport"], path: "Tests/StyleMarkupLintTests"),
        .testTarget(name: "StyleMarkupPseudoTests", dependencies: ["StyleMarkup", "StyleMarkupLint", "StyleMarkupPseudo", "MarkupcTestSupport"],
                    path: "Tests/StyleMarkupPseudoTests"),
        .testTarget(name: "StyleMarkupPreviewTests", dependencies: ["StyleMarkup", "StyleMarkupLint", "StyleMarkupPreview", "MarkupcTestSupport"],
                    path: "Tests/StyleMarkupPreviewTests"),
        .testTarget(name: "StyleMarkupGenerateTests", dependencies: ["StyleMarkup", "StyleMarkupLint", "StyleMarkupGenerate", "MarkupcTestSupport"],
                    path: "Tests/StyleMarkupGenerateTests"),
        .testTarget(name: "MarkupcCLITests", dependencies: ["StyleMarkup", "StyleMarkupLint", "StyleMarkupPseudo", "StyleMarkupGenerate", "MarkupcCLI",
                                                         "markupc", "MarkupcTestSupport"],
                    path: "Tests/MarkupcCLITests"),
        // Tests that drive other programs or need privileges: headless Chromium, LibreOffice, the
        // shells that load completion scripts, make install, tmpfs mounts. A missing program fails
        // them on every platform, naming the script that installs it.
        .testTarget(name: "IntegrationTests", dependencies: ["StyleMarkup", "StyleMarkupLint", "StyleMarkupPreview", "StyleMarkupGenerate", "markupc",
                                                          "MarkupcTestSupport"],
                    path: "Tests/IntegrationTests"),
        // Tests of the code and its documentation themselves: each module's folder layering, the speed
        // code fence, doc comments on public symbols, and the README's and Docs/ pages' claims and
        // examples against the code.
        .testTarget(name: "ArchitectureTests", dependencies: ["StyleMarkup", "StyleMarkupLint", "StyleMarkupPreview", "MarkupcTestSupport"],
                    path: "Tests/ArchitectureTests"),
        // Lint (every finding judged by hand) and pseudo over the real projects' files of Tests/Fixtures/LintCorpus.
        .testTarget(name: "CorpusTests", dependencies: ["StyleMarkup", "StyleMarkupLint", "markupc", "MarkupcTestSupport"], path: "Tests/CorpusTests"),
        // The GenerateStrings plugin on the fixture catalogs in Tests/GeneratedStringsTests/Localization:
        // the tests call the accessors generated during the build.
        .testTarget(name: "GeneratedStringsTests", dependencies: ["StyleMarkup"], path: "Tests/GeneratedStringsTests",
                    plugins: ["GenerateStrings"]),
    ]
)

// MARK: - The adapters against stand-ins of Apple's frameworks (Linux, tests only)
//
// UIKit, AppKit and SwiftUI exist only on Apple's systems. With MARKUPC_APPLE_STAND_INS set to
// `ios` or `macos` (scripts/test-apple does it, one flavor at a time), this package
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
        // Bytes/README.md is the design note of the byte-level and memory code kept in that folder.
        .target(name: "StyleMarkup", path: "Sources/StyleMarkup", exclude: ["Bytes/README.md"]),
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

// MARK: - The ThreadSanitizer build, without the plugins
//
// SwiftPM compiles the tools of the package's plugins (markupc, markupcBuildTool) a second time,
// with every library under them, as tools of the build. scripts/test's ThreadSanitizer stage
// runs only the tests that use several threads, none of which needs a plugin, so it sets
// MARKUPC_WITHOUT_PLUGINS: the plugins and GeneratedStringsTests (which runs GenerateStrings)
// are left out and the libraries are instrumented once instead of twice. Every other build,
// and every app, has them.
if Context.environment["MARKUPC_WITHOUT_PLUGINS"] != nil {
    package.targets.removeAll { $0.type == .plugin || $0.name == "GeneratedStringsTests" }
    package.products.removeAll { $0 is Product.Plugin }
}
