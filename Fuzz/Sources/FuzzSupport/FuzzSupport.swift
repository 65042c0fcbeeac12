// FuzzSupport.swift — what every fuzz target's entry point does: hand libFuzzer's driver a body that
// takes the input as bytes. (SwiftPM names an executable's `main` `<Target>_main`, so each target
// defines that one function and calls `runFuzzer`.)
import FuzzerDriver

/// The body of the running target (a fuzzer runs one target on one thread).
nonisolated(unsafe) private var body: ([UInt8]) -> Void = { _ in }

/// Runs libFuzzer's driver with the command line, calling `fuzz` with each input's bytes.
public func runFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ fuzz: @escaping ([UInt8]) -> Void
) -> CInt {
    body = fuzz
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        body(data.map { [UInt8](UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }
}
