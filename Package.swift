// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "markupc",
    defaultLocalization: "en",
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
        // Each file is guarded with `#if canImport(UIKit)`, `canImport(AppKit)` or `canImport(SwiftUI)`;
        // Tests/AppleStandIns compiles the same files against stand-ins of those frameworks on Linux.
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
