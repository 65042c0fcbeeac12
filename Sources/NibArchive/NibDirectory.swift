// NibDirectory.swift — which member of a nib directory (`X.nib/`) the system loads, for every tool
// that reads one: the loader, `nibc dump`/`diff` and the judge's rule (FIELD-GUIDE §1.10,
// FIELD-GUIDE-APPKIT §1.1).
//
// UIKit's directories hold `runtime.nib` (the oldest systems), `objects.nib` (iOS 7 on) and
// `objects-<iOS version>+.nib` variants; AppKit's hold `keyedobjects.nib` (an NSKeyedArchiver plist
// for systems before 10.13) and `keyedobjects-<NNNNNN>.nib` variants (NIBArchives; `101300` is
// macOS 10.13). A system loads the newest variant not above its version, else the base file.

/// The members of a nib directory and the one a system loads.
public enum NibDirectory {
    /// A system version, compared component by component (`[13, 0]` for 13.0).
    public typealias Version = [Int]

    /// The version `objects.nib` stands for: between `runtime.nib` and every `objects-N+.nib`.
    /// (Inferred from the 19 corpus directories that hold both: in the 7 whose document has a
    /// button, only `runtime.nib` archives iOS 6's `UIRoundedRectButton`, and Cloudinary's view is
    /// 320 × 416 there, under iOS 6's bars, but 320 × 480 in `objects.nib`, as iOS 7 lays it out.)
    static let objectsNibVersion: Version = [7, 0]

    /// Base members, each loaded when no variant is usable, in order of preference.
    static let baseMembers = ["runtime.nib", "keyedobjects.nib"]

    /// The version a variant's file name stands for (`objects-11.0+.nib` → `[11, 0]`,
    /// `keyedobjects-101300.nib` → `[10, 13, 0]`, `objects.nib` → `[7, 0]`); nil for any other name.
    public static func version(ofVariant name: String) -> Version? {
        if name == "objects.nib" { return objectsNibVersion }
        if let version = dottedVersion(name, prefix: "objects-", suffix: "+.nib") { return version }
        if name.hasPrefix("keyedobjects-"), name.hasSuffix(".nib") {
            let digits = name.utf8.dropFirst("keyedobjects-".count).dropLast(".nib".count)
            guard digits.count == 6, let whole = number(digits) else { return nil }
            return [whole / 10_000, whole / 100 % 100, whole % 100]
        }
        return nil
    }

    /// The Info.plist a `.storyboardc` reads on `systemVersion` (nil: the newest system): the newest
    /// `Info-<version>+.plist` not above it, else `Info.plist` (Cloudinary's storyboard, built for
    /// iOS 7, holds `Info.plist` and `Info-8.0+.plist`); nil when there is neither.
    public static func infoPlist(of names: [String], systemVersion: Version? = nil) -> String? {
        var best: (version: Version, name: String)?
        for name in names {
            guard let version = dottedVersion(name, prefix: "Info-", suffix: "+.plist") else { continue }
            if let systemVersion, precedes(systemVersion, version) { continue }
            if best.map({ precedes($0.version, version) }) ?? true { best = (version, name) }
        }
        return best?.name ?? (names.contains("Info.plist") ? "Info.plist" : nil)
    }

    /// The variants among a directory's file names, oldest first.
    public static func variants(among names: [String]) -> [Version] {
        names.compactMap(version(ofVariant:)).sorted(by: precedes)
    }

    /// Whether `names` is the listing of a nib directory (it has a member a system loads).
    public static func isNibDirectory(_ names: [String]) -> Bool {
        names.contains { baseMembers.contains($0) || version(ofVariant: $0) != nil }
    }

    /// The member loaded on `systemVersion` (nil: the newest system): the newest variant not above
    /// it, else the base file; nil when the directory has neither.
    public static func member(of names: [String], systemVersion: Version? = nil) -> String? {
        var best: (version: Version, name: String)?
        for name in names {
            guard let version = version(ofVariant: name) else { continue }
            if let systemVersion, precedes(systemVersion, version) { continue }
            if best.map({ precedes($0.version, version) || ($0.version == version && name < $0.name) }) ?? true {
                best = (version, name)
            }
        }
        return best?.name ?? baseMembers.first(where: names.contains)
    }

    /// Whether version `a` is older than `b`; missing components are zeros (`[11]` is `[11, 0]`).
    public static func precedes(_ a: Version, _ b: Version) -> Bool {
        for index in 0..<max(a.count, b.count) {
            let (x, y) = (index < a.count ? a[index] : 0, index < b.count ? b[index] : 0)
            if x != y { return x < y }
        }
        return false
    }

    /// `[11, 0]` of `objects-11.0+.nib` (prefix `objects-`, suffix `+.nib`); nil unless every
    /// dot-separated part is a number.
    private static func dottedVersion(_ name: String, prefix: String, suffix: String) -> Version? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.utf8.count > prefix.utf8.count + suffix.utf8.count else { return nil }
        let parts = name.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count).split(
            separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        let numbers = parts.compactMap(number)
        return numbers.count == parts.count && !numbers.isEmpty ? numbers : nil
    }

    /// A run of ASCII digits as a number (at most 9 of them, so it cannot overflow).
    private static func number(_ digits: some Collection<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
