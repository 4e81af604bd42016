// swift-tools-version:6.0
// Benchmarks for markupc, kept out of the root package and its test suite.
// Run: swift run -c release --package-path Benchmarks markupc-bench
import PackageDescription

let package = Package(
    name: "markupc-benchmarks",
    dependencies: [.package(name: "markupc", path: "..")],
    targets: [
        .executableTarget(
            name: "markupc-bench",
            dependencies: [.product(name: "StyleMarkup", package: "markupc")],
            path: "Sources/markupc-bench"
        ),
    ]
)
