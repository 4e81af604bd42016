// swift-tools-version:6.0
import PackageDescription

// An app-side package that uses markupc at build time: the MarkupcPlugin build-tool plugin
// compiles Sources/WelcomeScreen/Resources/*.markup into JSON (and, under Legal/, RTF)
// resources that the code loads from Bundle.module with StyleMarkup's CompiledText(jsonRunList:)
// and shows with the StyleMarkupUI adapters. The GenerateStrings plugin turns Resources/Onboarding.xcstrings
// (English, German, Arabic) and the xx.lproj/Localizable.strings files into typed accessors
// (`L10n.Onboarding.hello(_:)`, `L10n.welcomeStart(_:)`) and the `MarkupAction` enum, checked with
// Resources/styles.json at every build.
let package = Package(
    name: "WelcomeScreen",
    defaultLocalization: "en",
    // The systems markupc's libraries need (its Package.swift): on Apple's systems SwiftPM rejects a
    // package whose minimum is older than that of a product it uses ("requires minimum platform
    // version"), so an app declares at least these. Linux and Windows do not check.
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "WelcomeScreen", targets: ["WelcomeScreen"]),
    ],
    dependencies: [
        // The markupc repository, two folders up; an app refers to its own clone the same way
        // (README.md, "Use it from a Swift package").
        .package(name: "markupc", path: "../.."),
    ],
    targets: [
        .target(
            name: "WelcomeScreen",
            dependencies: [
                .product(name: "StyleMarkup", package: "markupc"),
                .product(name: "StyleMarkupUI", package: "markupc"),   // UIKit, AppKit, SwiftUI adapters
            ],
            plugins: [
                .plugin(name: "MarkupcPlugin", package: "markupc"),     // *.markup → JSON and RTF resources
                .plugin(name: "GenerateStrings", package: "markupc"),   // catalogs → L10n accessors, MarkupAction
            ]
        ),
        .testTarget(name: "WelcomeScreenTests", dependencies: ["WelcomeScreen"]),
    ]
)
