// swift-tools-version:6.0
// nibc — an open-source compiler, decoder and toolbox for Apple's NIBArchive (.nib) format.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "nibc",
    products: [
        .library(name: "NibArchive", targets: ["NibArchive"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "NibCompiler", targets: ["NibCompiler"]),
        .library(name: "NibDiff", targets: ["NibDiff"]),
        .library(name: "NibRuntime", targets: ["NibRuntime"]),
        .library(name: "NibDocuments", targets: ["NibDocuments"]),
        .executable(name: "nibc", targets: ["nibc"]),
        .plugin(name: "NibcPlugin", targets: ["NibcPlugin"]),
    ],
    targets: [
        // The NIBArchive container: model, reader, writer, Foundation views, archive builder,
        // text and JSON forms. No XML, no UIKit knowledge.
        .target(name: "NibArchive", swiftSettings: swiftSettings),
        // The front end: .xib / .storyboard XML into a document model, with diagnostics.
        .target(name: "InterfaceBuilder", swiftSettings: swiftSettings),
        // The back end: a document model into the nib object graph ibtool writes (UIKit).
        .target(name: "NibCompiler", dependencies: ["InterfaceBuilder", "NibArchive"], swiftSettings: swiftSettings),
        // The run-time loader: a nib (or .storyboardc) into live objects, with init(coder:)-style
        // hooks, a class registry, outlets, actions and awakeFromNib. Uses the codec, never XML.
        .target(name: "NibRuntime", dependencies: ["NibArchive"], swiftSettings: swiftSettings),
        // Interface Builder documents loaded at run time (compiled in memory), and a reloader that
        // recompiles a document when it changes: for debugging without a build step.
        .target(
            name: "NibDocuments", dependencies: ["NibRuntime", "NibCompiler", "InterfaceBuilder", "NibArchive"], swiftSettings: swiftSettings),
        // The semantic comparison of two nibs (the conformance judge's rules): recall, precision, mismatches.
        .target(name: "NibDiff", dependencies: ["NibArchive"], swiftSettings: swiftSettings),
        // The one system call Swift's Glibc does not import: an atomic exchange of two paths.
        .target(name: "CSystem"),
        // The `nibc` command line, as a library so tests can run it in-process.
        .target(
            name: "NibcCLI", dependencies: ["NibArchive", "InterfaceBuilder", "NibCompiler", "NibDiff", "CSystem"],
            swiftSettings: swiftSettings),
        .executableTarget(name: "nibc", dependencies: ["NibcCLI", "CSystem"], swiftSettings: swiftSettings),
        // Compiles a target's .xib and .storyboard files with nibc into its resources.
        .plugin(name: "NibcPlugin", capability: .buildTool(), dependencies: ["nibc"]),
        // Throughput benchmarks: nibs (read/write) and xib/storyboard XML (run them with `-c release`).
        .executableTarget(
            name: "nibc-bench", dependencies: ["NibArchive", "InterfaceBuilder", "NibCompiler", "NibRuntime"], swiftSettings: swiftSettings),
        // Samples/: a small UIKit look-alike decoding the real UIKit keys, and the runtime samples
        // that load nibs compiled by nibc into it (`swift run nibc-samples`).
        .target(name: "MiniUIKit", dependencies: ["NibRuntime", "NibArchive"], path: "Samples/MiniUIKit", swiftSettings: swiftSettings),
        .target(
            name: "RuntimeSamples", dependencies: ["MiniUIKit", "NibRuntime", "NibDocuments", "NibArchive", "NibCompiler", "InterfaceBuilder"],
            path: "Samples/RuntimeSamples", swiftSettings: swiftSettings),
        .executableTarget(name: "nibc-samples", dependencies: ["RuntimeSamples"], path: "Samples/nibc-samples", swiftSettings: swiftSettings),
        // Helpers shared by the test targets: finding ../shared/corpus, golden files.
        .target(name: "NibTestSupport", dependencies: ["NibArchive", "InterfaceBuilder", "NibCompiler"], swiftSettings: swiftSettings),
        .testTarget(
            name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "NibTestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "NibArchiveTests", dependencies: ["NibArchive", "NibTestSupport"], exclude: ["Golden"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "NibCompilerTests", dependencies: ["NibCompiler", "InterfaceBuilder", "NibArchive", "NibTestSupport", "nibc"],
            exclude: ["Golden"], swiftSettings: swiftSettings),
        .testTarget(
            name: "NibRuntimeTests", dependencies: ["NibRuntime", "NibArchive", "NibTestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "RuntimeSampleTests",
            dependencies: [
                "RuntimeSamples", "MiniUIKit", "NibRuntime", "NibDocuments", "NibArchive", "NibCompiler", "InterfaceBuilder", "NibTestSupport",
            ],
            exclude: ["Golden"], swiftSettings: swiftSettings),
        .testTarget(
            name: "NibDiffTests", dependencies: ["NibDiff", "NibArchive", "NibTestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "NibcCLITests", dependencies: ["NibcCLI", "NibArchive", "NibRuntime", "NibTestSupport", "nibc"],
            swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)
