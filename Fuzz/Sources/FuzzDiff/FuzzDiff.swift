// FuzzDiff — `nibc diff` on arbitrary nibs: the input against itself (which must be exact) and
// against the same archive with its last value removed.
import FuzzerDriver
import NibArchive
import NibDiff

@_cdecl("FuzzDiff_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzz)
}

func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { [UInt8](UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let archive = try? NibArchive(bytes: bytes) else { return 0 }
    let same = NibDiff.compare(reference: archive, candidate: archive)
    if !same.isExact { fatalError("a nib differs from itself") }
    var other = archive
    if !other.values.isEmpty, let last = other.objects.indices.last(where: { other.objects[$0].valueCount > 0 }) {
        let removed = other.objects[last].firstValueIndex + other.objects[last].valueCount - 1
        other.values.remove(at: removed)
        other.objects[last].valueCount -= 1
        for index in other.objects.indices where other.objects[index].firstValueIndex > removed { other.objects[index].firstValueIndex -= 1 }
        if (try? other.validate()) != nil { _ = NibDiff.compare(reference: archive, candidate: other) }
    }
    return 0
}
