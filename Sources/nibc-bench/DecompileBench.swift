// DecompileBench.swift — `nibc-bench --decompile`: `NibDecompiler` over a folder of nibs.
//
// Reads every NIBArchive under the folder and parses it (not timed), then times decompiling all of
// them into documents, and prints MB/s of nib bytes (1 MB = 10^6 bytes) and nibs per second.

import Foundation
import NibArchive
import NibCompiler

func decompileBench(folder: String, minimumSeconds: Double) {
    var archives: [(archive: NibArchive, bytes: Int)] = []
    if let enumerator = FileManager.default.enumerator(atPath: folder) {
        for path in enumerator.allObjects.compactMap({ $0 as? String }).sorted() {
            guard let data = FileManager.default.contents(atPath: folder + "/" + path), NibArchive.hasMagic([UInt8](data)),
                let archive = try? NibArchive(bytes: [UInt8](data))
            else { continue }
            archives.append((archive, data.count))
        }
    }
    guard !archives.isEmpty else {
        FileHandle.standardError.write("nibc-bench: no NIBArchive files under \(folder)\n".data(using: .utf8)!)
        exit(1)
    }
    let bytes = archives.reduce(0) { $0 + $1.bytes }
    let result = throughput(bytes: bytes, seconds: minimumSeconds) {
        var written = 0
        for entry in archives { written += (try? NibDecompiler.decompile(entry.archive).xml.utf8.count) ?? 0 }
        return written
    }
    print("decompile: \(archives.count) nibs, \(bytes) bytes")
    print(String(format: "  %.1f MB/s of nib bytes, %.0f nibs/s (%d passes)", result.megabytesPerSecond, result.megabytesPerSecond * 1e6 / Double(bytes) * Double(archives.count), result.passes))
}
