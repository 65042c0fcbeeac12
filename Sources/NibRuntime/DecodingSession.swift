// DecodingSession.swift — the engine behind one instantiation: resolves classes, decodes objects on
// demand, caches them by archive index, and completes back-references once their targets exist.
//
// Swift cannot allocate an object before its initializer runs, so an object whose `init(coder:)` is
// still running cannot be handed out (the trap NSKeyedUnarchiver falls into, STYLE-ANCHORS §1.2).
// Instead every archive index is pending, decoding or done:
// * a generic `NibObject` is done as soon as it is allocated, and fills its values afterwards, so
//   references back to it always resolve;
// * a reference to an object still decoding is completed later: a generic object's entry, a
//   `decodeReference` callback or a collection slot waits for it (`waiters`), and runs when the
//   object is done; a collection with such an element is done when its last element is;
// * `decodeObject` on an object still decoding is a `cyclicReference` error (that value cannot
//   exist yet), and whatever still waits when the root is done waits on itself: `unresolvableCycle`.
// Recursion is bounded by `NibDecoder.maximumDepth`.

import Foundation
import NibArchive

final class DecodingSession {
    /// How external proxies resolve.
    struct Externals {
        var owner: AnyObject?
        var objects: [String: AnyObject]
        /// Set for storyboard scene nibs, so segue templates can reach their storyboard.
        var storyboard: NibStoryboard?
        /// The language's strings table `NSLocalizableString`s are looked up in.
        var localizedStrings: [String: String] = [:]
    }

    enum Resolution {
        case ready(Any)
        case notYet
    }

    /// What an archived class decodes into.
    enum Plan {
        case string, number, array, orderedSet, set, dictionary, data, null
        case proxy(identifierKey: String)
        case swapper(classKey: String, originalKey: String)
        case typed(any NibDecodable.Type)
        /// A `NibObject`; `awakes` is false for the loader's own classes (the root, connections).
        case generic(awakes: Bool)
        /// A storyboard reference in a storyboard's nib: the controller it names.
        case storyboardReference
        /// An `NSValue`: the geometry (or range) it holds.
        case value
        /// An `NSLocalizableString` looked up by its `NSKey` in the language's table.
        case localizableString
    }

    /// What a key means to the Foundation decoders, by key index (one pass over the key table, so
    /// decoding compares integers, not strings).
    enum KeyRole {
        case element, numberedElement, bytes, intValue, doubleValue, boolValue, other
    }

    private static let pending: UInt8 = 0, decoding: UInt8 = 1, done: UInt8 = 2

    let archive: NibArchive
    let registry: ClassRegistry
    let externals: Externals
    /// The file the archive came from, for error messages.
    let file: String?

    private var state: [UInt8]
    private var cache: [Any?]
    private var waiters: [Int: [(Any) throws -> Void]] = [:]
    /// The objects being decoded, innermost last, each with the value it is reading.
    private var frames: [(object: Int, value: Int)] = []
    private var plans: [Plan?]
    private var swapperPlans: [String: (any NibDecodable.Type)?] = [:]
    private let firstResponder = NibPlaceholder(identifier: "IBFirstResponder")
    private lazy var missingOwner = NibPlaceholder(identifier: "IBFilesOwner")
    /// Key name → key index, built on first use by `NibDecoder`.
    private(set) lazy var keyIndexes: [String: Int] = {
        var result: [String: Int] = [:]
        for (index, key) in archive.keys.enumerated() where result[key] == nil { result[key] = index }
        return result
    }()
    private let keyRoles: [KeyRole]

    /// Objects the nib created (not proxies, not Foundation values), for `awakeFromNib`.
    private(set) var created: [(index: Int, object: any NibDecodable)] = []
    /// Archive indexes of the proxies.
    private(set) var proxyIndexes: [Int] = []

    init(archive: NibArchive, registry: ClassRegistry, externals: Externals, file: String?) {
        self.archive = archive
        self.registry = registry
        self.externals = externals
        self.file = file
        state = [UInt8](repeating: DecodingSession.pending, count: archive.objects.count)
        cache = [Any?](repeating: nil, count: archive.objects.count)
        plans = [Plan?](repeating: nil, count: archive.classes.count)
        keyRoles = archive.keys.map { key in
            switch key {
            case FoundationKeys.element: .element
            case FoundationKeys.bytes: .bytes
            case FoundationKeys.intValue: .intValue
            case FoundationKeys.doubleValue: .doubleValue
            case FoundationKeys.boolValue: .boolValue
            case _ where key.hasPrefix(FoundationKeys.objectPrefix): .numberedElement
            default: .other
            }
        }
    }

    // MARK: - Objects

    /// The decoded object at `index`, decoding it (and what it needs) first. Call `finishDecoding()`
    /// once the roots are decoded.
    func object(at index: Int) throws(NibLoadError) -> Any {
        switch try resolve(index) {
        case .ready(let value): return value
        case .notYet: throw error(.unresolvableCycle(objectIndex: index, className: archive.className(ofObject: index)))
        }
    }

    /// What each archive index decoded into (nil: never reached).
    var decodedObjects: [Any?] { cache }

    /// Checks that nothing still waits: a collection that contains itself, directly or through
    /// other collections, never completes.
    func finishDecoding() throws(NibLoadError) {
        guard !waiters.isEmpty else { return }
        let stuck = state.firstIndex(of: DecodingSession.decoding) ?? waiters.keys.min() ?? 0
        throw NibLoadError(
            .unresolvableCycle(objectIndex: stuck, className: archive.className(ofObject: stuck)),
            objectIndex: stuck, className: archive.className(ofObject: stuck), file: file)
    }

    /// The object at `index` if it is done, `.notYet` if it is being decoded; decodes a pending one.
    @inline(__always)
    func resolve(_ index: Int) throws(NibLoadError) -> Resolution {
        switch state[index] {
        case DecodingSession.done: .ready(cache[index]!)
        case DecodingSession.decoding: .notYet
        default: try decode(index)
        }
    }

    /// Runs `action` with the object at `index` once it is done (at once if it is).
    func whenDone(_ index: Int, _ action: @escaping (Any) throws -> Void) throws(NibLoadError) {
        switch try resolve(index) {
        case .ready(let value): try run(action, value)
        case .notYet: waiters[index, default: []].append(action)
        }
    }

    /// Marks the value the innermost object is reading (for error paths).
    @inline(__always)
    func reading(valueIndex: Int) {
        // A decoder kept past its init(coder:) reads with no object being decoded.
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].value = valueIndex
    }

    private func decode(_ index: Int) throws(NibLoadError) -> Resolution {
        guard frames.count < NibDecoder.maximumDepth else { throw error(.tooDeep(limit: NibDecoder.maximumDepth)) }
        state[index] = DecodingSession.decoding
        frames.append((index, -1))
        defer { frames.removeLast() }
        switch plan(forClass: archive.objects[index].classIndex) {
        case .generic(let awakes):
            return try decodeGeneric(index, className: archive.className(ofObject: index), originalClassName: nil, awakes: awakes)
        case .swapper(let classKey, let originalKey):
            return try decodeSwapper(index, classKey: classKey, originalKey: originalKey)
        case .typed(let type):
            return try decodeTyped(index, type, className: archive.className(ofObject: index), originalClassName: nil)
        case .proxy(let identifierKey):
            return try decodeProxy(index, identifierKey: identifierKey)
        case .string:
            return try decodeString(index)
        case .localizableString:
            return try decodeLocalizableString(index)
        case .data, .null, .number:
            return try decodeFoundationValue(index)
        case .array, .orderedSet, .set, .dictionary:
            return try decodeCollection(index)
        case .value:
            return try decodeNSValue(index)
        case .storyboardReference:
            return try decodeStoryboardReference(index)
        }
    }

    // (Each kind is decoded in a function of its own, kept out of `decode`: its frame is on the
    // stack once per level of nesting, and the hostile-nesting tests run it to its limit.)

    @inline(never)
    private func decodeSwapper(_ index: Int, classKey: String, originalKey: String) throws(NibLoadError) -> Resolution {
        let className = try string(forKey: classKey, inObject: index)
        let original = try string(forKey: originalKey, inObject: index)
        if let type = swapperType(className, original) {
            return try decodeTyped(index, type, className: className, originalClassName: original)
        }
        return try decodeGeneric(index, className: className, originalClassName: original, awakes: true)
    }

    /// A proxy: File's Owner, the first responder or an external object, by its identifier.
    @inline(never)
    private func decodeProxy(_ index: Int, identifierKey: String) throws(NibLoadError) -> Resolution {
        let identifier = try string(forKey: identifierKey, inObject: index)
        let value: Any
        switch identifier {
        case "IBFilesOwner": value = externals.owner ?? missingOwner
        case "IBFirstResponder": value = firstResponder
        default:
            guard let external = externals.objects[identifier] else {
                throw error(.missingExternalObject(identifier: identifier))
            }
            value = external
        }
        proxyIndexes.append(index)
        try finish(index, value)
        return .ready(value)
    }

    @inline(never)
    private func decodeString(_ index: Int) throws(NibLoadError) -> Resolution {
        let bytes = try data(inObject: index)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw error(.malformedObject("the string's bytes are not UTF-8"))
        }
        try finish(index, text)
        return .ready(text)
    }

    /// NSData, NSNull and NSNumber.
    @inline(never)
    private func decodeFoundationValue(_ index: Int) throws(NibLoadError) -> Resolution {
        let value: Any
        switch plan(forClass: archive.objects[index].classIndex) {
        case .data: value = Data(try data(inObject: index))
        case .number: value = try decodeNumber(index)
        default: value = NSNull()
        }
        try finish(index, value)
        return .ready(value)
    }

    /// An `NSLocalizableString`: its translation in the language's table, else its development text.
    @inline(never)
    private func decodeLocalizableString(_ index: Int) throws(NibLoadError) -> Resolution {
        let key = archive.value(forKey: "NSKey", inObject: index) == nil ? nil : try string(forKey: "NSKey", inObject: index)
        let text: String
        if let key, let translation = externals.localizedStrings[key] {
            text = translation
        } else {
            guard let development = String(validating: try data(inObject: index), as: UTF8.self) else {
                throw error(.malformedObject("the string's bytes are not UTF-8"))
            }
            text = development
        }
        try finish(index, text)
        return .ready(text)
    }

    /// An `NSValue`: the geometry it holds, or a generic object for another kind.
    @inline(never)
    private func decodeNSValue(_ index: Int) throws(NibLoadError) -> Resolution {
        guard let value = try decodeValue(index) else {
            return try decodeGeneric(index, className: "NSValue", originalClassName: nil, awakes: false)
        }
        try finish(index, value)
        return .ready(value)
    }

    /// A storyboard reference: the controller it names (without a storyboard name, of this storyboard).
    @inline(never)
    private func decodeStoryboardReference(_ index: Int) throws(NibLoadError) -> Resolution {
        let storyboardName = archive.value(forKey: "UIStoryboardName", inObject: index) == nil
            ? externals.storyboard!.name : try string(forKey: "UIStoryboardName", inObject: index)
        let identifier = archive.value(forKey: "UIReferencedIdentifier", inObject: index) == nil
            ? nil : try string(forKey: "UIReferencedIdentifier", inObject: index)
        let controller: AnyObject
        do { controller = try externals.storyboard!.referencedController(storyboardName: storyboardName, identifier: identifier) } catch {
            throw locate(error)
        }
        try finish(index, controller)
        return .ready(controller)
    }

    /// A `NibObject`: done as soon as it exists, so references back to it resolve; then filled.
    private func decodeGeneric(
        _ index: Int, className: String, originalClassName: String?, awakes: Bool
    ) throws(NibLoadError) -> Resolution {
        let object = NibObject(className: className, originalClassName: originalClassName, archiveIndex: index)
        try finish(index, object)
        try fillGeneric(object, index: index)
        if awakes { created.append((index, object)) }
        return .ready(object)
    }

    private func decodeTyped(
        _ index: Int, _ type: any NibDecodable.Type, className: String, originalClassName: String?
    ) throws(NibLoadError) -> Resolution {
        let coder = NibDecoder(session: self, objectIndex: index, className: className, originalClassName: originalClassName)
        do {
            let decoded = try type.init(coder: coder)
            let replacement = try decoded.awakeAfter(using: coder)
            // A replacement comes from elsewhere (typically its own nib, which awoke it): this nib
            // awakes only objects it decoded and kept.
            if replacement === decoded { created.append((index, decoded)) }
            try finish(index, replacement)
        } catch let error as NibLoadError {
            throw locate(error)
        } catch {
            throw self.error(.failed(error))
        }
        return .ready(cache[index]!)
    }

    /// Stores `value` as the object at `index` and runs what waited on it.
    private func finish(_ index: Int, _ value: Any) throws(NibLoadError) {
        cache[index] = value
        state[index] = DecodingSession.done
        if let actions = waiters.removeValue(forKey: index) {
            for action in actions { try run(action, value) }
        }
    }

    /// Runs a waiter; its errors are `NibLoadError`s located where it was registered.
    private func run(_ action: (Any) throws -> Void, _ value: Any) throws(NibLoadError) {
        do {
            try action(value)
        } catch let error as NibLoadError {
            throw error
        } catch {
            throw self.error(.failed(error))
        }
    }

    /// Fills a generic object's entries in archive order.
    func fillGeneric(_ object: NibObject, index: Int) throws(NibLoadError) {
        let range = archive.objects[index].valueRange
        object.entries.reserveCapacity(range.count)
        for valueIndex in range {
            let stored = archive.values[valueIndex]
            let key = archive.keys[stored.keyIndex]
            let value: NibValue
            switch stored.payload {
            case .int8(let number): value = .integer(Int64(number))
            case .int16(let number): value = .integer(Int64(number))
            case .int32(let number): value = .integer(Int64(number))
            case .int64(let number): value = .integer(number)
            case .bool(let flag): value = .bool(flag)
            case .float(let number): value = .float(number)
            case .double(let number): value = .double(number)
            case .data(let bytes): value = .data(bytes)
            case .null: value = .null
            case .object(let target):
                reading(valueIndex: valueIndex)
                switch try resolve(target) {
                case .ready(let decoded): value = .object(decoded)
                case .notYet:
                    value = .null
                    let slot = object.entries.count
                    waiters[target, default: []].append { decoded in object.entries[slot].value = .object(decoded) }
                }
            }
            object.entries.append(NibObject.Entry(key: key, value: value))
        }
    }

    // MARK: - Foundation objects

    private func decodeNumber(_ index: Int) throws(NibLoadError) -> Any {
        for value in archive.values(ofObject: index) {
            switch (keyRoles[value.keyIndex], value.payload) {
            case (.intValue, let payload) where payload.integer != nil: return Int(truncatingIfNeeded: payload.integer!)
            case (.doubleValue, .double(let number)): return number
            case (.doubleValue, .float(let number)): return Double(number)
            case (.boolValue, .bool(let flag)): return flag
            default: continue
            }
        }
        throw error(.malformedObject("an NSNumber needs NS.intval, NS.dblval or NS.boolval"))
    }

    /// What an `NSValue` holds, by its `NS.special` kind (Foundation's NSKeyedArchiver forms, which
    /// ibtool writes): 1 a `CGPoint` (`NS.pointval`), 2 a `CGSize` (`NS.sizeval`), 3 a `CGRect`
    /// (`NS.rectval`), each a geometry string (`{{x, y}, {w, h}}`); 4 an `NSRange`
    /// (`NS.rangeval.location`, `NS.rangeval.length`). Nil for another kind (decoded generically).
    private func decodeValue(_ index: Int) throws(NibLoadError) -> Any? {
        guard let special = archive.value(forKey: "NS.special", inObject: index)?.payload.integer else {
            throw error(.malformedObject("an NSValue needs NS.special"))
        }
        func numbers(_ key: String, count: Int) throws(NibLoadError) -> [Double] {
            let text = try string(forKey: key, inObject: index)
            let numbers = NibGeometryString.numbers(text)
            guard numbers.count == count else {
                throw error(.malformedObject("'\(key)' is '\(text)', not \(count) numbers"), key: key)
            }
            return numbers
        }
        switch special {
        case 1:
            let n = try numbers("NS.pointval", count: 2)
            return CGPoint(x: n[0], y: n[1])
        case 2:
            let n = try numbers("NS.sizeval", count: 2)
            return CGSize(width: n[0], height: n[1])
        case 3:
            let n = try numbers("NS.rectval", count: 4)
            return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
        case 4:
            guard let location = archive.value(forKey: "NS.rangeval.location", inObject: index)?.payload.integer,
                let length = archive.value(forKey: "NS.rangeval.length", inObject: index)?.payload.integer,
                location >= 0, length >= 0, location <= Int64(Int.max) - length
            else { throw error(.malformedObject("an NSValue range needs NS.rangeval.location and .length, both at least 0")) }
            return NSRange(location: Int(location), length: Int(length))
        default:
            return nil
        }
    }

    /// Arrays, sets and ordered sets (`UINibEncoderEmptyKey` or `NS.object.N` elements) and
    /// dictionaries (alternating keys and values).
    private func decodeCollection(_ index: Int) throws(NibLoadError) -> Resolution {
        var targets: [(value: Int, target: Int)] = []
        for valueIndex in archive.objects[index].valueRange {
            let stored = archive.values[valueIndex]
            guard case .object(let target) = stored.payload,
                keyRoles[stored.keyIndex] == .element || keyRoles[stored.keyIndex] == .numberedElement
            else { continue }
            targets.append((valueIndex, target))
        }
        let plan = plan(forClass: archive.objects[index].classIndex)
        if case .dictionary = plan, targets.count % 2 != 0 {
            throw error(.malformedObject("a dictionary has an odd number (\(targets.count)) of keys and values"))
        }
        var elements = [Any?](repeating: nil, count: targets.count)
        var missing: [(slot: Int, target: Int)] = []
        for (slot, element) in targets.enumerated() {
            reading(valueIndex: element.value)
            switch try resolve(element.target) {
            case .ready(let value): elements[slot] = value
            case .notYet: missing.append((slot, element.target))
            }
        }
        if missing.isEmpty {
            let value = try build(plan, elements, index: index)
            try finish(index, value)
            return .ready(value)
        }
        // Some elements are still being decoded: complete the collection when the last one is.
        let pending = PendingCollection(elements: elements, remaining: missing.count)
        for (slot, target) in missing {
            waiters[target, default: []].append { [unowned self] value in
                pending.elements[slot] = value
                pending.remaining -= 1
                if pending.remaining == 0 {
                    try self.finish(index, try self.build(plan, pending.elements, index: index))
                }
            }
        }
        return .notYet
    }

    private final class PendingCollection {
        var elements: [Any?]
        var remaining: Int
        init(elements: [Any?], remaining: Int) {
            self.elements = elements
            self.remaining = remaining
        }
    }

    private func build(_ plan: Plan, _ elements: [Any?], index: Int) throws(NibLoadError) -> Any {
        let values = elements.map { $0! }
        switch plan {
        case .set: return NibSet(values)
        case .dictionary:
            var result: [AnyHashable: Any] = [:]
            result.reserveCapacity(values.count / 2)
            for position in stride(from: 0, to: values.count, by: 2) {
                guard let key = values[position] as? AnyHashable else {
                    throw NibLoadError(
                        .malformedObject("dictionary key \(position / 2) is \(NibDecoder.describe(values[position])), not hashable"),
                        objectIndex: index, className: archive.className(ofObject: index), file: file)
                }
                result[key] = values[position + 1]
            }
            return result
        default: return values
        }
    }

    // MARK: - Classes

    @inline(never)
    func plan(forClass classIndex: Int) -> Plan {
        if let plan = plans[classIndex] { return plan }
        let entry = archive.classes[classIndex]
        let plan: Plan
        switch entry.name {
        case "NSLocalizableString" where !externals.localizedStrings.isEmpty: plan = .localizableString
        case "NSString", "NSMutableString", "NSLocalizableString": plan = .string
        case "NSNumber": plan = .number
        case "NSArray", "NSMutableArray": plan = .array
        case "NSOrderedSet", "NSMutableOrderedSet": plan = .orderedSet
        case "NSSet", "NSMutableSet": plan = .set
        case "NSDictionary", "NSMutableDictionary": plan = .dictionary
        case "NSData", "NSMutableData": plan = .data
        case "NSNull": plan = .null
        case "NSValue": plan = .value
        case "UIProxyObject": plan = .proxy(identifierKey: "UIProxiedObjectIdentifier")
        case "NSNibExternalObjectPlaceholder": plan = .proxy(identifierKey: "NSExternalObjectPlaceholderIdentifier")
        case "UIClassSwapper": plan = .swapper(classKey: "UIClassName", originalKey: "UIOriginalClassName")
        case "UIViewControllerPlaceholder" where externals.storyboard != nil: plan = .storyboardReference
        case "NSClassSwapper": plan = .swapper(classKey: "NSClassName", originalKey: "NSOriginalClassName")
        case _ where DecodingSession.loaderClasses.contains(entry.name): plan = .generic(awakes: false)
        case _ where entry.name.hasPrefix("UIStoryboard") && entry.name.hasSuffix("SegueTemplate"):
            plan = .typed(registry.type(named: entry.name) ?? StoryboardSegueTemplate.self)
        default:
            if let type = registry.type(named: entry.name) {
                plan = .typed(type)
            } else if let type = entry.fallbacks.lazy.compactMap({ self.registry.type(named: self.archive.classes[Int($0)].name) }).first {
                plan = .typed(type)
            } else {
                plan = .generic(awakes: true)
            }
        }
        plans[classIndex] = plan
        return plan
    }

    /// The nib-loading classes the loader itself reads: never looked up in the registry, decoded as
    /// generic objects, never sent `awakeFromNib`.
    static let loaderClasses: Set<String> = [
        "NSObject", "UIRuntimeOutletConnection", "UIRuntimeOutletCollectionConnection", "UIRuntimeEventConnection",
        "UINibKeyValuePair", "UIRuntimeAccessibilityConfiguration", "NSIBObjectData", "NSNibOutletConnector",
        "NSNibControlConnector", "NSIBUserDefinedRuntimeAttributesConnector",
    ]

    private func swapperType(_ className: String, _ original: String) -> (any NibDecodable.Type)? {
        let cacheKey = className + "\u{0}" + original
        if let cached = swapperPlans[cacheKey] { return cached }
        let type = registry.type(named: className) ?? registry.type(named: original)
        swapperPlans[cacheKey] = type
        return type
    }

    // MARK: - Reading values

    /// The string object a key of object `index` refers to.
    private func string(forKey key: String, inObject index: Int) throws(NibLoadError) -> String {
        let keyIndex = keyIndexes[key] ?? -1
        for valueIndex in archive.objects[index].valueRange where archive.values[valueIndex].keyIndex == keyIndex {
            guard case .object(let target) = archive.values[valueIndex].payload else { break }
            reading(valueIndex: valueIndex)
            guard case .ready(let value) = try resolve(target), let text = value as? String else { break }
            return text
        }
        throw error(.malformedObject("\(archive.className(ofObject: index)) needs the string '\(key)'"))
    }

    /// The `NS.bytes` of an NSString or NSData (empty when absent).
    private func data(inObject index: Int) throws(NibLoadError) -> [UInt8] {
        for value in archive.values(ofObject: index) where keyRoles[value.keyIndex] == .bytes {
            guard case .data(let bytes) = value.payload else {
                throw error(.malformedObject("'\(FoundationKeys.bytes)' is \(NibDecoder.describe(value.payload)), not data"))
            }
            return bytes
        }
        return []
    }

    // MARK: - Errors

    /// An error located at the innermost object being decoded and the path that reached it.
    func error(_ kind: NibLoadError.Kind, key: String? = nil) -> NibLoadError {
        locate(NibLoadError(kind, key: key))
    }

    /// Fills in the object, path and file of an error that has none.
    func locate(_ error: NibLoadError) -> NibLoadError {
        var error = error
        if error.file == nil { error.file = file }
        guard error.path == nil, let innermost = frames.last else { return error }
        if error.objectIndex == nil {
            error.objectIndex = innermost.object
            error.className = archive.className(ofObject: innermost.object)
        }
        error.path = path()
        return error
    }

    /// `@0 NSObject.UINibTopLevelObjectsKey → @3 NSArray[2] → @7 UIView`.
    func path() -> String {
        var parts: [String] = []
        for frame in frames {
            var part = "@\(frame.object) \(archive.className(ofObject: frame.object))"
            if frame.value >= 0 {
                let keyIndex = archive.values[frame.value].keyIndex
                let range = archive.objects[frame.object].valueRange
                let sameKey = archive.values[range.lowerBound..<frame.value].filter { $0.keyIndex == keyIndex }.count
                let repeats = archive.values[range].lazy.filter { $0.keyIndex == keyIndex }.count > 1
                part += keyRoles[keyIndex] == .element ? "[\(sameKey)]" : ".\(archive.keys[keyIndex])" + (repeats ? "[\(sameKey)]" : "")
            }
            parts.append(part)
        }
        return parts.joined(separator: " → ")
    }
}

/// The numbers of a geometry string as Foundation writes them (`{{8, 410}, {51, 31}}`, `{32, 32}`):
/// every decimal number in order, finite ones only.
enum NibGeometryString {
    static func numbers(_ text: String) -> [Double] {
        var result: [Double] = []
        var current = ""
        for character in text {
            if character.isNumber || character == "." || character == "-" || character == "+" || character == "e" || character == "E" {
                current.append(character)
            } else if !current.isEmpty {
                if let number = Double(current), number.isFinite { result.append(number) } else { return [] }
                current = ""
            }
        }
        if !current.isEmpty {
            if let number = Double(current), number.isFinite { result.append(number) } else { return [] }
        }
        return result
    }
}
