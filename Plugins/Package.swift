// swift-tools-version:6.0
import PackageDescription

// markupc's three plugins (MarkupcPlugin, LintStrings, GenerateStrings) against a prebuilt
// markupc instead of its sources, so an app's clean build compiles the plugins alone, not the
// compiler (Docs/Plugins.md, "The plugins without building markupc"). The plugins are the
// folders beside this file, the same ones markupc's own package builds; the binary target
// carries the tool's name, `markupc`, which is the name the plugins ask SwiftPM for.
//
// The binary target is the artifact bundle `scripts/make-artifactbundle --output Plugins`
// (or `make artifactbundle`) writes beside this file. To use a release instead, replace it
// with the release's URL and the checksum published with it (its .sha256 asset):
//
//     .binaryTarget(
//         name: "markupc",
//         url: "https://github.com/OWNER/markupc/releases/download/v0.1.0/markupc.artifactbundle.zip",
//         checksum: "the 64 hexadecimal digits of markupc.artifactbundle.zip.sha256"
//     )
//
// The release workflow publishes this package with that line filled in
// (markupc-plugins.zip, made by scripts/pin-plugins-package).
let markupc: Target = .binaryTarget(name: "markupc", path: "markupc.artifactbundle.zip")

let package = Package(
    name: "markupc-plugins",
    products: [
        .plugin(name: "MarkupcPlugin", targets: ["MarkupcPlugin"]),
        .plugin(name: "LintStrings", targets: ["LintStrings"]),
        .plugin(name: "GenerateStrings", targets: ["GenerateStrings"]),
    ],
    targets: [
        markupc,
        .plugin(name: "MarkupcPlugin", capability: .buildTool(), dependencies: ["markupc"], path: "MarkupcPlugin"),
        .plugin(
            name: "LintStrings",
            capability: .command(intent: .custom(verb: "lint-strings", description: "Check the markup and placeholders of localized strings with markupc lint")),
            dependencies: ["markupc"],
            path: "LintStrings"
        ),
        .plugin(name: "GenerateStrings", capability: .buildTool(), dependencies: ["markupc"], path: "GenerateStrings"),
    ]
)
