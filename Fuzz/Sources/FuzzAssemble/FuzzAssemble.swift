// FuzzAssemble — `nibc assemble` on arbitrary bytes: the JSON form read, and what it accepts
// serialized and read back equal.
import FuzzSupport
import NibArchive

@_cdecl("FuzzAssemble_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt { runFuzzer(argc, argv, fuzz) }

func fuzz(_ bytes: [UInt8]) {
    guard let archive = try? NibArchive(json: bytes), let written = try? archive.serialized() else { return }
    guard let read = try? NibArchive(bytes: written), read == archive else { fatalError("assembled bytes do not read back") }
}
