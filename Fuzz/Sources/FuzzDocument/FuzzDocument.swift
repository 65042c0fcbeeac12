// FuzzDocument — the front end on arbitrary bytes: parse, resolve; never a trap, a hang or a leak.
import FuzzSupport
import InterfaceBuilder

@_cdecl("FuzzDocument_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt { runFuzzer(argc, argv, fuzz) }

func fuzz(_ bytes: [UInt8]) {
    var diagnostics = Diagnostics()
    if let document = IBDocument.parse(bytes, path: "fuzz.xib", diagnostics: &diagnostics) {
        document.resolve(into: &diagnostics)
        _ = document.summaryJSON(errors: diagnostics.errorCount, warnings: diagnostics.warningCount)
    }
    for diagnostic in diagnostics.all { _ = diagnostic.description }
}
