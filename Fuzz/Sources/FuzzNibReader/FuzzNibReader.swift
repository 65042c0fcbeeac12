// FuzzNibReader — the NIBArchive reader on arbitrary bytes, then everything that walks what it
// accepted: validation, the text and JSON dumps, Foundation objects, and the run-time loader.
import FuzzSupport
import NibArchive
import NibRuntime

@_cdecl("FuzzNibReader_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt { runFuzzer(argc, argv, fuzz) }

func fuzz(_ bytes: [UInt8]) {
    guard let archive = try? NibArchive(bytes: bytes) else { return }
    _ = archive.dump()
    _ = archive.jsonText()
    for index in archive.objects.indices { _ = archive.foundationObject(at: index) }
    if let nib = try? Nib(archive: archive) {
        _ = nib.externalObjectIdentifiers
        let externals = Dictionary(nib.externalObjectIdentifiers.map { ($0, Stand() as AnyObject) }, uniquingKeysWith: { a, _ in a })
        if var instance = try? nib.load(withOwner: Stand(), externalObjects: externals) { instance.releaseGenericObjects() }
    }
}

/// What a caller passes for File's Owner and external objects: takes every outlet and action.
final class Stand: NibConnectable, NibActionTarget {
    func setValue(_ value: Any?, forKey key: String) throws {}
    func addAction(_ action: NibAction) throws {}
    func performAction(_ selector: String, sender: Any?) throws -> Bool { true }
}
