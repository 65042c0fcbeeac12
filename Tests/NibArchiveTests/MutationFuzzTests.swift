// MutationFuzzTests.swift — seeded random mutants of real nibs never crash the codec, get errors
// that point inside the file, and never cost memory out of proportion to their size.
//
// 12,000 mutants of corpus files (or of `tiny` and a built sample when the corpus is absent): byte
// flips, header fields set to extreme values, truncations, splices of two files, insertions and
// deletions. Each is read; an accepted mutant is also re-encoded, re-read, dumped and taken through
// JSON. The decoded model's footprint must stay within 24× the input (+4 KiB), and the whole run
// executes under an address-space limit 2 GiB above where it starts, so a huge allocation attempted
// anywhere in the codec fails the run.

#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import NibArchive
import NibTestSupport
import Testing


@Suite("Mutation fuzzing", .serialized)
struct MutationFuzzTests {
    static let mutantCount = 12_000
    static let interesting: [UInt32] = [0, 1, 2, 49, 50, 51, 0x7F, 0x80, 0xFF, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFE, 0xFFFF_FFFF]

    static func mutate(_ base: [UInt8], other: [UInt8], using rng: inout SplitMix64) -> [UInt8] {
        var bytes = base
        switch rng.next() % 7 {
        case 0:  // flip 1–8 bytes anywhere past the magic
            for _ in 0...(rng.next() % 8) where bytes.count > 10 {
                bytes[Int(rng.next() % UInt64(bytes.count - 10)) + 10] = UInt8(truncatingIfNeeded: rng.next())
            }
        case 1:  // one header count or offset set to an extreme value
            let field = 18 + 4 * Int(rng.next() % 8)
            let value = interesting[Int(rng.next() % UInt64(interesting.count))]
            if bytes.count >= field + 4 {
                for index in 0..<4 { bytes[field + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(index))) }
            }
        case 2:  // truncate
            bytes = Array(bytes[0..<Int(rng.next() % UInt64(bytes.count + 1))])
        case 3:  // splice a prefix of one file onto the suffix of another
            let cut = Int(rng.next() % UInt64(bytes.count + 1))
            let start = Int(rng.next() % UInt64(other.count + 1))
            bytes = Array(bytes[0..<cut]) + Array(other[start...])
        case 4:  // insert random bytes
            let at = Int(rng.next() % UInt64(bytes.count + 1))
            bytes.insert(contentsOf: (0..<(1 + rng.next() % 16)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }, at: at)
        case 5:  // delete a range
            let at = Int(rng.next() % UInt64(bytes.count + 1))
            bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(rng.next() % 16)))
        default:  // flip bits in the value table area: keeps headers valid, reaches deeper checks
            for _ in 0...(rng.next() % 4) where bytes.count > 50 {
                let index = 50 + Int(rng.next() % UInt64(bytes.count - 50))
                bytes[index] ^= UInt8(1) << UInt8(rng.next() % 8)
            }
        }
        return bytes
    }

    /// Bytes the decoded model holds: table entries plus heap storage of data, names and fallbacks.
    static func footprint(_ archive: NibArchive) -> Int {
        func heap(_ text: String) -> Int { text.utf8.count > 15 ? text.utf8.count + 32 : 0 }
        var total = archive.objects.count * MemoryLayout<NibArchive.Object>.stride
        total += archive.values.count * MemoryLayout<NibArchive.Value>.stride
        total += archive.keys.count * MemoryLayout<String>.stride + archive.keys.reduce(0) { $0 + heap($1) }
        total += archive.classes.count * MemoryLayout<NibArchive.ClassName>.stride
        total += archive.classes.reduce(0) { $0 + heap($1.name) + ($1.fallbacks.isEmpty ? 0 : 32 + 4 * $1.fallbacks.count) }
        for value in archive.values {
            if case .data(let bytes) = value.payload, !bytes.isEmpty { total += 32 + bytes.count }
        }
        return total + archive.trailer.count
    }

    @Test("12,000 seeded mutants never crash, hang or allocate out of proportion")
    func mutants() throws {
        var seeds = Corpus.nibArchives().map(\.bytes)
        if seeds.isEmpty {
            let (graph, root) = ArchiveBuilderTests.sampleGraph()
            seeds = [tiny, try SampleNibs.builder.build(graph, root: root).serialized()]
        }
        let restore = limitAddressSpace(extraBytes: 2 << 30)
        defer { restore() }

        var rng = SplitMix64(seed: 0x6E69_6263_2D66_757A)
        var accepted = 0
        var errorsByTable: [NibArchiveError.Table: Int] = [:]
        var worstRatio = 0.0
        for _ in 0..<MutationFuzzTests.mutantCount {
            let base = seeds[Int(rng.next() % UInt64(seeds.count))]
            let other = seeds[Int(rng.next() % UInt64(seeds.count))]
            let mutant = MutationFuzzTests.mutate(base, other: other, using: &rng)
            let archive: NibArchive
            do {
                archive = try NibArchive(bytes: mutant)
            } catch {
                errorsByTable[error.table, default: 0] += 1
                if let offset = error.offset {
                    #expect(offset >= 0 && offset <= mutant.count, "error offset \(offset) outside a \(mutant.count)-byte file: \(error)")
                }
                continue
            }
            accepted += 1
            let size = MutationFuzzTests.footprint(archive)
            worstRatio = max(worstRatio, Double(size) / Double(max(mutant.count, 1)))
            #expect(size <= 24 * mutant.count + 4096, "model of \(size) bytes for a \(mutant.count)-byte file")
            let written = try archive.serialized()
            #expect(try NibArchive(bytes: written) == archive)
            #expect(!archive.dump().isEmpty)
            #expect(try NibArchive(json: Array(archive.jsonText().utf8)) == archive)
            for index in archive.objects.indices { _ = archive.foundationObject(at: index) }
        }
        print("fuzz: \(MutationFuzzTests.mutantCount) mutants, \(accepted) accepted, rejected by table: \(errorsByTable.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")); worst model/input ratio \(worstRatio)")
        #expect(accepted > 100, "mutations should leave some files readable")
        #expect(errorsByTable.count == 5, "mutations should reach every table's checks")
    }

    /// Caps this process's address space `extraBytes` above its current size; returns the undo.
    func limitAddressSpace(extraBytes: UInt64) -> () -> Void {
        #if canImport(Glibc)
            guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
                let pages = statm.split(separator: " ").first.flatMap({ UInt64($0) })
            else { return {} }
            let resource = __rlimit_resource_t(RLIMIT_AS.rawValue)
            var old = rlimit()
            guard getrlimit(resource, &old) == 0 else { return {} }
            var new = old
            new.rlim_cur = min(old.rlim_max, rlim_t(pages * UInt64(sysconf(Int32(_SC_PAGESIZE))) + extraBytes))
            guard setrlimit(resource, &new) == 0 else { return {} }
            return { _ = setrlimit(resource, &old) }
        #else
            return {}
        #endif
    }
}
