// main.swift — nibc-bench: NIBArchive read and write throughput over a folder of nibs.
//
//   swift run -c release nibc-bench [FOLDER] [--seconds S]
//   swift run -c release nibc-bench --xml [FOLDER]      (the front end: see XMLBench.swift)
//   swift run -c release nibc-bench --compile [FOLDER]  (nibc compile: see CompileBench.swift;
//                                                        --in-process skips the per-file processes)
//   swift run -c release nibc-bench --instantiate [FOLDER]  (the run-time loader: InstantiateBench.swift)
//   swift run -c release nibc-bench --decompile [FOLDER]    (nib → document: DecompileBench.swift)
//   swift run -c release nibc-bench --scale             (cost against input size, generated inputs:
//                                                        ScaleBench.swift; needs the release nibc)
//
// Loads every NIBArchive under FOLDER (default ../shared/corpus) into memory, then times decoding
// all of them (bytes → NibArchive) and encoding them back (NibArchive → bytes), repeating each pass
// until at least S seconds (default 2) have gone by, and prints files, bytes and MB/s
// (1 MB = 10^6 bytes). Every re-encoded file is checked against its original bytes first.

import Foundation
import NibArchive

var folder: String?
var minimumSeconds = 2.0
var xml = false
var compile = false
var inProcessOnly = false
var instantiate = false
var decompile = false
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--measure" { measureChild(Array(arguments.dropFirst())) }
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    if argument == "--seconds", let value = arguments.first.flatMap(Double.init) {
        arguments.removeFirst()
        minimumSeconds = value
    } else if argument == "--xml" {
        xml = true
    } else if argument == "--compile" {
        compile = true
    } else if argument == "--instantiate" {
        instantiate = true
    } else if argument == "--decompile" {
        decompile = true
    } else if argument == "--scale" {
        scaleBench()
        exit(0)
    } else if argument == "--in-process" {
        inProcessOnly = true
    } else if argument == "--help" || argument == "-h" {
        print("usage: nibc-bench [--xml | --compile [--in-process] | --instantiate | --decompile | --scale] [FOLDER] [--seconds S]   (build with -c release)")
        exit(0)
    } else {
        folder = argument
    }
}
if compile {
    compileBench(folder: folder ?? "../shared/corpus/xibs", minimumSeconds: minimumSeconds, wholeProcess: !inProcessOnly)
    exit(0)
}
if decompile {
    decompileBench(folder: folder ?? "../shared/corpus", minimumSeconds: minimumSeconds)
    exit(0)
}
if instantiate {
    instantiateBench(folder: folder ?? "../shared/corpus", minimumSeconds: minimumSeconds)
    exit(0)
}
if xml {
    xmlBench(folder: folder ?? "../shared/corpus/xibs", minimumSeconds: minimumSeconds)
    exit(0)
}
let nibFolder = folder ?? "../shared/corpus"

var inputs: [[UInt8]] = []
if let enumerator = FileManager.default.enumerator(atPath: nibFolder) {
    for path in enumerator.allObjects.compactMap({ $0 as? String }).sorted() {
        guard let data = FileManager.default.contents(atPath: nibFolder + "/" + path) else { continue }
        let bytes = [UInt8](data)
        if NibArchive.hasMagic(bytes) { inputs.append(bytes) }
    }
}
guard !inputs.isEmpty else {
    FileHandle.standardError.write("nibc-bench: no NIBArchive files under \(nibFolder)\n".data(using: .utf8)!)
    exit(1)
}
let totalBytes = inputs.reduce(0) { $0 + $1.count }

// Correctness first: every file must decode and re-encode to the same bytes.
var archives: [NibArchive] = []
for bytes in inputs {
    let archive = try NibArchive(bytes: bytes)
    guard try archive.serialized() == bytes else {
        FileHandle.standardError.write("nibc-bench: a file did not round-trip\n".data(using: .utf8)!)
        exit(1)
    }
    archives.append(archive)
}

@MainActor
func measure(_ pass: () throws -> Int) rethrows -> (megabytesPerSecond: Double, passes: Int) {
    try throughput(bytes: totalBytes, seconds: minimumSeconds, pass)
}

let read = try measure {
    var objects = 0
    for bytes in inputs { objects &+= try NibArchive(bytes: bytes).objects.count }
    return objects
}
let write = try measure {
    var size = 0
    for archive in archives { size &+= try archive.serialized().count }
    return size
}
let dump = measure {
    var size = 0
    for archive in archives { size &+= archive.dump().utf8.count }
    return size
}

func format(_ value: Double) -> String { String(format: "%.1f", value) }
print("files \(inputs.count), bytes \(totalBytes)")
print("read   \(format(read.megabytesPerSecond)) MB/s (\(read.passes) passes)")
print("write  \(format(write.megabytesPerSecond)) MB/s (\(write.passes) passes)")
print("dump   \(format(dump.megabytesPerSecond)) MB/s of nib input (\(dump.passes) passes)")
