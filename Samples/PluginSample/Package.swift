// swift-tools-version:6.0
// A package whose target's interface files are compiled by nibc's build-tool plugin into its
// resources (built by Tests/NibcCLITests/PluginSampleTests.swift).
import PackageDescription

let package = Package(
    name: "PluginSample",
    dependencies: [.package(name: "nibc", path: "../..")],
    targets: [
        .target(name: "PluginSample", plugins: [.plugin(name: "NibcPlugin", package: "nibc")]),
    ]
)
