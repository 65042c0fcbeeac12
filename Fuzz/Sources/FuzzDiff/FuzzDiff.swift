// FuzzDiff — `nibc diff` on arbitrary nibs: the input against itself and against the same
// archive with its last value removed. (A nib need not be exact against itself: a dictionary
// with an odd number of elements has a key with no value, which the judge counts as a mismatch on
// both sides, and nibc diff with it — the first finding, kept as NibDiffRuleTests' loneDictionaryKey.)
import FuzzSupport
import NibArchive
import NibDiff

@_cdecl("FuzzDiff_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt { runFuzzer(argc, argv, fuzz) }

func fuzz(_ bytes: [UInt8]) {
    guard let archive = try? NibArchive(bytes: bytes) else { return }
    _ = NibDiff.compare(reference: archive, candidate: archive)
    var other = archive
    if !other.values.isEmpty, let last = other.objects.indices.last(where: { other.objects[$0].valueCount > 0 }) {
        let removed = other.objects[last].firstValueIndex + other.objects[last].valueCount - 1
        other.values.remove(at: removed)
        other.objects[last].valueCount -= 1
        for index in other.objects.indices where other.objects[index].firstValueIndex > removed { other.objects[index].firstValueIndex -= 1 }
        if (try? other.validate()) != nil { _ = NibDiff.compare(reference: archive, candidate: other) }
    }
}
