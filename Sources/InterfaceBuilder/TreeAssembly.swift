// TreeAssembly.swift — what both XML readers (XMLScanner.swift, and XMLParser's delegate in
// IBParser.swift) do with each element once its attributes are in the document, sorted by name:
// append its node, link it to its parent and previous sibling, enter its `id`, keep a leaf's text.

struct TreeAssembly {
    var document: IBDocument
    /// Open elements: node index and its last child so far.
    private(set) var stack: [(node: Int, lastChild: Int)] = []
    /// One copy of each long name the vocabulary lacks.
    private var names: [String: String] = [:]
    let vocabulary = IBNameTable.shared

    init(document: IBDocument) { self.document = document }

    /// How many elements are open.
    var depth: Int { stack.count }

    /// Whether the innermost open element has a child yet (its text is then indentation).
    var openElementHasChild: Bool { (stack.last?.lastChild ?? -1) >= 0 }

    /// The String to keep for a name: the vocabulary's own for a name it holds, else one shared
    /// copy of a long name (short ones are stored inline in the String, nothing to share).
    mutating func stored(_ name: String, _ symbol: IBName) -> String {
        if symbol.isKnown { return vocabulary.names[Int(symbol.rawValue)] }
        guard name.utf8.count > 15 else { return name }
        if let existing = names[name] { return existing }
        names[name] = name
        return name
    }

    /// Sorts the keys of an element's attributes, (symbol << 32 | position) when every name is
    /// known: an element has a few to a few dozen attributes, so an insertion sort on integers
    /// (the library's sort past 32, which a hostile element with thousands would make quadratic).
    static func insertionSort(_ keys: inout UnsafeMutableBufferPointer<UInt64>) {
        guard keys.count > 1 else { return }
        guard keys.count <= 32 else {
            keys.sort()
            return
        }
        for index in 1..<keys.count {
            let key = keys[index]
            var slot = index
            while slot > 0, keys[slot - 1] > key {
                keys[slot] = keys[slot - 1]
                slot -= 1
            }
            keys[slot] = key
        }
    }

    /// Opens an element whose attributes the reader has appended to `document.attributes` from
    /// `first` on, sorted by name: its node is appended, linked, and entered by id.
    mutating func open(_ name: String, symbol: IBName, attributesFrom first: Int, line: Int, column: Int, offset: Int) {
        let index = document.nodes.count
        let attributes = first..<document.attributes.count
        var id: Int?
        for position in attributes where document.attributes.symbol(at: position) == .id
            || (document.attributes.symbol(at: position) == .sceneID && symbol == .scene) {
            id = position
        }
        if let id { document.nodeByID.enter(document.attributes.value(at: id), node: index) }
        document.nodes.append(
            IBNode(
                name: name, symbol: symbol, parent: stack.last?.node ?? -1, attributeRange: attributes,
                line: line, column: column, offset: offset))
        if let parent = stack.last {
            if parent.lastChild >= 0 {
                document.nodes[parent.lastChild].nextSibling = index
            } else {
                document.nodes[parent.node].firstChild = index
            }
            stack[stack.count - 1].lastChild = index
        }
        stack.append((index, -1))
    }

    /// Closes the innermost open element; `text` is kept if it is a leaf (only leaves carry text:
    /// whitespace between child elements is indentation).
    mutating func close(text: String?) {
        guard let top = stack.popLast() else { return }
        if top.lastChild < 0, let text, !text.isEmpty { document.texts[top.node] = text }
    }
}
