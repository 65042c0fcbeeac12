// swift-tools-version:6.0
// Fuzz/ — libFuzzer targets for nibc's parsers of untrusted input, a package of its own so that
// neither CI nor `swift build` of the project builds them. Build and run with Scripts/fuzz.sh
// (`swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc
// -use-ld=lld`: gold fails on the sanitized link).
import PackageDescription

let package = Package(
    name: "nibc-fuzz",
    dependencies: [.package(name: "nibc", path: "..")],
    targets: [
        // libFuzzer's driver, called from each target's `main` (SwiftPM names an executable's main).
        .target(name: "FuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["FuzzerDriver"]),
        // XML bytes → document model → resolution (the front end of `nibc check`).
        .executableTarget(name: "FuzzDocument", dependencies: ["FuzzSupport", .product(name: "InterfaceBuilder", package: "nibc")]),
        // XML bytes → the whole compile of a xib or a storyboard, and the archive written.
        .executableTarget(
            name: "FuzzCompile",
            dependencies: ["FuzzSupport", .product(name: "InterfaceBuilder", package: "nibc"), .product(name: "NibCompiler", package: "nibc"),
                .product(name: "NibArchive", package: "nibc")]),
        // Nib bytes → reader, dump, JSON, and instantiation by the run-time loader.
        .executableTarget(
            name: "FuzzNibReader",
            dependencies: ["FuzzSupport", .product(name: "NibArchive", package: "nibc"), .product(name: "NibRuntime", package: "nibc")]),
        // Nib bytes → `nibc diff` against itself and against a fixed corpus-like nib.
        .executableTarget(
            name: "FuzzDiff", dependencies: ["FuzzSupport", .product(name: "NibArchive", package: "nibc"), .product(name: "NibDiff", package: "nibc")]),
        // JSON bytes → `nibc assemble` (the JSON form) and the nib it writes.
        .executableTarget(name: "FuzzAssemble", dependencies: ["FuzzSupport", .product(name: "NibArchive", package: "nibc")]),
    ],
    swiftLanguageModes: [.v6]
)
