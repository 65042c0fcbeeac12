// FuzzDocument — the front end on arbitrary bytes: parse, resolve; never a trap, a hang or a leak.
import FuzzerDriver
import InterfaceBuilder

@_cdecl("FuzzDocument_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzz)
}

func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { [UInt8](UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var diagnostics = Diagnostics()
    if let document = IBDocument.parse(bytes, path: "fuzz.xib", diagnostics: &diagnostics) {
        document.resolve(into: &diagnostics)
        _ = document.summaryJSON(errors: diagnostics.errorCount, warnings: diagnostics.warningCount)
    }
    for diagnostic in diagnostics.all { _ = diagnostic.description }
    return 0
}
