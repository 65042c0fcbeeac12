// FuzzAssemble — `nibc assemble` on arbitrary bytes: the JSON form read, and what it accepts
// serialized and read back equal.
import FuzzerDriver
import NibArchive

@_cdecl("FuzzAssemble_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzz)
}

func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { [UInt8](UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let archive = try? NibArchive(json: bytes), let written = try? archive.serialized() else { return 0 }
    guard let read = try? NibArchive(bytes: written), read == archive else { fatalError("assembled bytes do not read back") }
    return 0
}
