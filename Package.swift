// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "markupc",
    products: [
        .library(name: "StyleMarkup", targets: ["StyleMarkup"]),
        .executable(name: "markupc", targets: ["markupc"]),
    ],
    targets: [
        .target(name: "StyleMarkup", path: "Sources/StyleMarkup"),
        .executableTarget(name: "markupc", dependencies: ["StyleMarkup"], path: "Sources/markupc"),
        .testTarget(name: "StyleMarkupTests", dependencies: ["StyleMarkup"], path: "Tests/StyleMarkupTests"),
        .testTarget(name: "markupcTests", dependencies: ["StyleMarkup", "markupc"], path: "Tests/markupcTests"),
    ]
)
