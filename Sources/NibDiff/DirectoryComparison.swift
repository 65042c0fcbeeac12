// DirectoryComparison.swift — what `nibc diff` compares besides two nib files: a nib directory
// (the member UIKit loads: the highest `objects-N+.nib`, else `objects.nib`, else `runtime.nib`),
// and two `.storyboardc` folders (nibs paired by name or through Info.plist, the plist compared leaf
// by leaf, missing and extra nibs costing all their entries, and an aggregate over all files).

import Foundation
import NibArchive

/// A reference that cannot be read (a comparison needs one); the candidate's problems are scores.
public struct NibDiffError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}

/// The result of comparing two paths.
public enum NibDiffReport: Sendable {
    /// Two nibs (files or nib directories): the files actually compared and the score.
    case nib(reference: String, candidate: String, score: NibScore)
    case storyboard(StoryboardScore)

    public var recall: Double {
        switch self {
        case .nib(_, _, let score): score.recall
        case .storyboard(let storyboard): storyboard.aggregate.recall
        }
    }

    public var precision: Double {
        switch self {
        case .nib(_, _, let score): score.precision
        case .storyboard(let storyboard): storyboard.aggregate.precision
        }
    }

    public var isExact: Bool {
        switch self {
        case .nib(_, _, let score): score.isExact
        case .storyboard(let storyboard): storyboard.aggregate.isExact
        }
    }
}

/// Two `.storyboardc` folders compared.
public struct StoryboardScore: Sendable {
    public var reference: String
    public var candidate: String
    public var missingNibs: [String]
    public var extraNibs: [String]
    /// Reference nib → the candidate nib Info.plist designates for the same identifier or entry point.
    public var renamedNibs: [(reference: String, candidate: String)]
    /// Each reference nib, then each extra nib, then `Info.plist`.
    public var files: [(name: String, score: NibScore)]
    public var aggregate: Aggregate

    public struct Aggregate: Sendable {
        public var recall: Double
        public var precision: Double
        public var isExact: Bool
        public var referenceEntries: Int
        public var candidateEntries: Int
        public var matchedReference: Int
        public var matchedCandidate: Int
        public var widthOnlyMismatches: Int
        public var files: Int
        public var exactFiles: Int
    }
}

extension NibDiff {
    /// Compares two paths: nib files, nib directories, or `.storyboardc` folders.
    /// - Throws: `NibDiffError` when the reference cannot be read.
    public static func compare(referencePath: String, candidatePath: String, options: NibDiffOptions = NibDiffOptions())
        throws(NibDiffError) -> NibDiffReport
    {
        if isStoryboardFolder(referencePath) {
            return .storyboard(try compareStoryboards(referencePath, candidatePath, options: options))
        }
        let nibs = try compareNibs(referencePath, candidatePath, options: options)
        return .nib(reference: nibs.reference, candidate: nibs.candidate, score: nibs.score)
    }

    /// Two nibs: the files compared and the score (0 with a reason when the candidate cannot be read).
    private static func compareNibs(_ referencePath: String, _ candidatePath: String, options: NibDiffOptions)
        throws(NibDiffError) -> (reference: String, candidate: String, score: NibScore)
    {
        let referenceFile = try loadedFile(referencePath)
        let reference = try load(referenceFile, limit: options.inputLimit)
        let unreadable = { (candidate: String, reason: String) in
            (referenceFile, candidate, NibScore.unreadable(referenceEntries: entries(of: reference, options: options), error: reason))
        }
        guard FileManager.default.fileExists(atPath: candidatePath) else { return unreadable(candidatePath, "candidate missing") }
        let candidateFile: String
        do {
            candidateFile = try loadedFile(candidatePath)
        } catch {
            return unreadable(candidatePath, error.description)
        }
        do {
            let candidate = try load(candidateFile, limit: options.inputLimit)
            return (referenceFile, candidateFile, compare(reference: reference, candidate: candidate, options: options))
        } catch {
            return unreadable(candidateFile, "candidate: \(error)")
        }
    }

    private static func load(_ path: String, limit: Int) throws(NibDiffError) -> NibArchive {
        let data = try read(path, limit: limit)
        do {
            return try NibArchive(bytes: [UInt8](data))
        } catch {
            throw NibDiffError(path: path, message: error.description)
        }
    }

    /// The bytes of a file, at most `limit` of them: a larger file, a device or an endless pipe is
    /// an error, never read to the end of memory.
    static func read(_ path: String, limit: Int) throws(NibDiffError) -> Data {
        guard !isDirectory(path), let handle = FileHandle(forReadingAtPath: path) else {
            throw NibDiffError(path: path, message: "cannot be read")
        }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: limit < Int.max ? limit + 1 : limit) ?? Data() } catch {
            throw NibDiffError(path: path, message: "cannot be read")
        }
        guard data.count <= limit else { throw NibDiffError(path: path, message: "is larger than \(limit) bytes, the input limit") }
        return data
    }

    static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    private static func names(in path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// A flat file, or the member of a nib directory UIKit loads on a current system.
    static func loadedFile(_ path: String) throws(NibDiffError) -> String {
        guard isDirectory(path) else { return path }
        guard let member = NibDirectory.member(of: names(in: path)) else {
            throw NibDiffError(path: path, message: "nib directory without runtime.nib, objects-*.nib or keyedobjects-*.nib")
        }
        return (path as NSString).appendingPathComponent(member)
    }

    static func isStoryboardFolder(_ path: String) -> Bool {
        guard isDirectory(path) else { return false }
        var trimmed = path
        while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed.removeLast() }
        if trimmed.hasSuffix(".storyboardc") { return true }
        if trimmed.hasSuffix(".nib") { return false }
        let members = names(in: path)
        if members.contains("Info.plist") { return true }
        if NibDirectory.isNibDirectory(members) { return false }
        return members.contains { $0.hasSuffix(".nib") }
    }

    // MARK: Storyboards

    private static func compareStoryboards(_ reference: String, _ candidate: String, options: NibDiffOptions)
        throws(NibDiffError) -> StoryboardScore
    {
        let join = { (folder: String, name: String) in (folder as NSString).appendingPathComponent(name) }
        let referenceNibs = names(in: reference).filter { $0.hasSuffix(".nib") }
        let candidateNibs = isDirectory(candidate) ? names(in: candidate).filter { $0.hasSuffix(".nib") } : []
        let missing = referenceNibs.filter { !candidateNibs.contains($0) }
        let extra = candidateNibs.filter { !referenceNibs.contains($0) }
        // A reference without its Info.plist is no compiled storyboard to score against.
        guard let referenceInfo = infoPlist(reference, limit: options.inputLimit) else {
            throw NibDiffError(path: join(reference, "Info.plist"), message: "is missing or not a property list dictionary")
        }
        let renamed = renames(
            referenceInfo: referenceInfo, missing: missing,
            candidateInfo: isDirectory(candidate) ? infoPlist(candidate, limit: options.inputLimit) : nil, extra: extra)
        var files: [(name: String, score: NibScore)] = []
        for name in referenceNibs {
            if let target = candidateNibs.contains(name) ? name : renamed.first(where: { $0.reference == name })?.candidate {
                files.append((name, try compareNibs(join(reference, name), join(candidate, target), options: options).score))
            } else {
                let total = entries(of: try load(try loadedFile(join(reference, name)), limit: options.inputLimit), options: options)
                files.append((name, .unreadable(referenceEntries: total, error: "missing in candidate")))
            }
        }
        let extraNibs = extra.filter { name in !renamed.contains { $0.candidate == name } }
        for name in extraNibs {
            var total = 1
            if let file = try? loadedFile(join(candidate, name)), let archive = try? load(file, limit: options.inputLimit) {
                total = entries(of: archive, options: options)
            }
            var score = NibScore.unreadable(referenceEntries: 0, error: "extra in candidate")
            score.recall = 1
            score.candidateEntries = total
            files.append((name, score))
        }
        files.append(("Info.plist", comparePlists(join(reference, "Info.plist"), join(candidate, "Info.plist"), options: options)))
        var aggregate = StoryboardScore.Aggregate(
            recall: 1, precision: 1, isExact: files.allSatisfy(\.score.isExact), referenceEntries: 0, candidateEntries: 0,
            matchedReference: 0, matchedCandidate: 0, widthOnlyMismatches: 0, files: files.count,
            exactFiles: files.count { $0.score.isExact })
        for (_, score) in files {
            aggregate.referenceEntries += score.referenceEntries
            aggregate.candidateEntries += score.candidateEntries
            aggregate.matchedReference += score.matchedReference
            aggregate.matchedCandidate += score.matchedCandidate
            aggregate.widthOnlyMismatches += score.widthOnlyMismatches
        }
        if aggregate.referenceEntries > 0 {
            aggregate.recall = Double(aggregate.matchedReference) / Double(aggregate.referenceEntries)
        }
        if aggregate.candidateEntries > 0 {
            aggregate.precision = Double(aggregate.matchedCandidate) / Double(aggregate.candidateEntries)
        }
        return StoryboardScore(
            reference: reference, candidate: candidate, missingNibs: missing.filter { name in !renamed.contains { $0.reference == name } },
            extraNibs: extraNibs, renamedNibs: renamed, files: files, aggregate: aggregate)
    }

    private static func infoPlist(_ folder: String, limit: Int) -> [String: Any]? {
        guard let data = try? read((folder as NSString).appendingPathComponent("Info.plist"), limit: limit) else { return nil }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
    }

    /// Reference nibs missing by name, paired with candidate nibs the candidate's Info.plist
    /// designates for the same storyboard identifier (or the designated entry point).
    private static func renames(referenceInfo: [String: Any]?, missing: [String], candidateInfo: [String: Any]?, extra: [String])
        -> [(reference: String, candidate: String)]
    {
        guard let candidateInfo else { return [] }
        let candidateMap = candidateInfo["UIViewControllerIdentifiersToNibNames"] as? [String: String] ?? [:]
        let referenceMap = referenceInfo?["UIViewControllerIdentifiersToNibNames"] as? [String: String] ?? [:]
        var out: [(reference: String, candidate: String)] = []
        var free = extra
        for name in missing {
            var identifier = referenceMap.sorted { $0.key < $1.key }.first { $0.value + ".nib" == name }?.key
            if identifier == nil && referenceInfo == nil { identifier = String(name.dropLast(4)) }
            if let identifier, let nib = candidateMap[identifier], let at = free.firstIndex(of: nib + ".nib") {
                out.append((name, nib + ".nib"))
                free.remove(at: at)
            }
        }
        if let referenceInfo, let referenceEntry = referenceInfo["UIStoryboardDesignatedEntryPointIdentifier"] as? String,
            let candidateEntry = candidateInfo["UIStoryboardDesignatedEntryPointIdentifier"] as? String
        {
            let referenceName = (referenceMap[referenceEntry] ?? referenceEntry) + ".nib"
            let candidateName = (candidateMap[candidateEntry] ?? candidateEntry) + ".nib"
            if missing.contains(referenceName), !out.contains(where: { $0.reference == referenceName }),
                let at = free.firstIndex(of: candidateName)
            {
                out.append((referenceName, candidateName))
                free.remove(at: at)
            }
        }
        return out
    }

    // MARK: Info.plist

    /// A property-list leaf with its type (1 and true, or 1 and 1.0, are different values).
    private enum PlistLeaf: Equatable {
        case string(String), integer(Int64), real(Double), boolean(Bool), data([UInt8]), date(Double), other(String)

        init(_ value: Any) {
            if let string = value as? String {
                self = .string(string)
            } else if let number = value as? NSNumber {
                switch String(cString: number.objCType) {
                case "c", "B": self = .boolean(number.boolValue)
                case "f", "d": self = .real(number.doubleValue)
                default: self = .integer(number.int64Value)
                }
            } else if let data = value as? Data {
                self = .data([UInt8](data))
            } else if let date = value as? Date {
                self = .date(date.timeIntervalSinceReferenceDate)
            } else {
                self = .other("\(value)")
            }
        }

        var text: String {
            switch self {
            case .string(let value): "'\(value)'"
            case .integer(let value): "\(value)"
            case .real(let value): ValueText.real(value)
            case .boolean(let value): value ? "True" : "False"
            case .data(let value): "data(\(value.count))"
            case .date(let value): "date(\(value))"
            case .other(let value): value
            }
        }
    }

    /// Info.plist keys whose values are random per compile (macOS): only their keys are compared.
    private static let plistValueIgnored: Set<String> = ["NSViewControllerIdentifiersToUUIDs"]

    private static func flatten(_ value: Any, _ prefix: String, into out: inout [(String, PlistLeaf)]) {
        if let dictionary = value as? [String: Any] {
            for key in dictionary.keys.sorted() {
                let path = prefix.isEmpty ? key : "\(prefix)/\(key)"
                if plistValueIgnored.contains(key), let ignored = dictionary[key] as? [String: Any] {
                    for innerKey in ignored.keys.sorted() { out.append(("\(path)/\(innerKey)", .other("<value ignored>"))) }
                    continue
                }
                flatten(dictionary[key]!, path, into: &out)
            }
        } else if let array = value as? [Any] {
            for (index, element) in array.enumerated() { flatten(element, "\(prefix)[\(index)]", into: &out) }
        } else {
            out.append((prefix, PlistLeaf(value)))
        }
    }

    private static func comparePlists(_ referencePath: String, _ candidatePath: String, options: NibDiffOptions) -> NibScore {
        let shown = options.shownMismatches
        var reference: [(String, PlistLeaf)] = []
        if let data = try? read(referencePath, limit: options.inputLimit),
            let value = try? PropertyListSerialization.propertyList(from: data, format: nil)
        {
            flatten(value, "", into: &reference)
        }
        guard let data = try? read(candidatePath, limit: options.inputLimit),
            let value = try? PropertyListSerialization.propertyList(from: data, format: nil)
        else {
            let missing = !FileManager.default.fileExists(atPath: candidatePath)
            var score = NibScore.unreadable(
                referenceEntries: reference.count,
                error: missing ? "Info.plist missing in candidate" : "candidate Info.plist: not a property list")
            if missing { score.precision = 1 }
            return score
        }
        var candidate: [(String, PlistLeaf)] = []
        flatten(value, "", into: &candidate)
        let candidateLeaves = Dictionary(candidate, uniquingKeysWith: { first, _ in first })
        let referenceLeaves = Dictionary(reference, uniquingKeysWith: { first, _ in first })
        var matched = 0
        var mismatches: [NibMismatch] = []
        for (path, leaf) in reference {
            guard let other = candidateLeaves[path] else {
                mismatches.append(NibMismatch(path: path, kind: "missing", expected: leaf.text, got: "<absent>", weight: 1))
                continue
            }
            if other == leaf {
                matched += 1
            } else {
                mismatches.append(NibMismatch(path: path, kind: "value", expected: leaf.text, got: other.text, weight: 1))
            }
        }
        for (path, leaf) in candidate where referenceLeaves[path] == nil {
            mismatches.append(NibMismatch(path: path, kind: "extra", expected: "<absent>", got: leaf.text, weight: 1))
        }
        return NibScore(
            recall: reference.isEmpty ? 1 : Double(matched) / Double(reference.count),
            precision: candidate.isEmpty ? 1 : Double(matched) / Double(candidate.count),
            isExact: matched == reference.count && matched == candidate.count, referenceEntries: reference.count,
            candidateEntries: candidate.count, matchedReference: matched, matchedCandidate: matched, widthOnlyMismatches: 0,
            mismatchCount: mismatches.count, mismatchKinds: [], objects: nil, ignoredNonNil: [], fallbackClassDifferences: [],
            coderVersions: nil, error: nil, mismatches: Array(mismatches.prefix(shown)))
    }
}
