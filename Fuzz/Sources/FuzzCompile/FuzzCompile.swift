// FuzzCompile — `nibc compile` in memory on arbitrary bytes: a xib or a storyboard (whichever the
// document says), the account of every attribute, and the archives serialized.
import FuzzerDriver
import InterfaceBuilder
import NibArchive
import NibCompiler

@_cdecl("FuzzCompile_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzz)
}

func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { [UInt8](UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var diagnostics = Diagnostics()
    guard let document = IBDocument.parse(bytes, path: "fuzz.storyboard", diagnostics: &diagnostics) else { return 0 }
    document.resolve(into: &diagnostics)
    guard !diagnostics.hasErrors else { return 0 }
    if document.kind == .storyboard {
        if let storyboard = NibCompiler.compileStoryboard(document, diagnostics: &diagnostics) {
            for nib in storyboard.nibs { _ = try? nib.archive.serialized() }
        }
    } else if let archive = NibCompiler.compile(document, diagnostics: &diagnostics) {
        _ = try? archive.serialized()
    }
    _ = NibCompiler.accountAttributes(of: document)
    return 0
}
