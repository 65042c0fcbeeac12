// FuzzCompile — `nibc compile` in memory on arbitrary bytes: a xib or a storyboard (whichever the
// document says), the account of every attribute, and the archives serialized.
import FuzzSupport
import InterfaceBuilder
import NibArchive
import NibCompiler

@_cdecl("FuzzCompile_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt { runFuzzer(argc, argv, fuzz) }

func fuzz(_ bytes: [UInt8]) {
    var diagnostics = Diagnostics()
    guard let document = IBDocument.parse(bytes, path: "fuzz.storyboard", diagnostics: &diagnostics) else { return }
    document.resolve(into: &diagnostics)
    guard !diagnostics.hasErrors else { return }
    if document.kind == .storyboard {
        if let storyboard = NibCompiler.compileStoryboard(document, diagnostics: &diagnostics) {
            for nib in storyboard.nibs { _ = try? nib.archive.serialized() }
        }
    } else if let archive = NibCompiler.compile(document, diagnostics: &diagnostics) {
        _ = try? archive.serialized()
    }
    _ = NibCompiler.accountAttributes(of: document)
}
