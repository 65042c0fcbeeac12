// ElementNames.swift — the element names the vocabulary lacks, numbered once per process.
//
// A node keeps its name as a symbol (IBName.swift), 2 bytes instead of a 16-byte String; the few
// names the vocabulary does not hold (an element of a newer Xcode, a hostile document's) are
// numbered here the first time they are seen, from 1, and a node keeps the number. A process keeps
// the names it has seen: what it holds grows with the distinct names of its input, as the class
// model's key names do (ObjectGraphKey.swift).

import Synchronization

final class ElementNames: Sendable {
    static let shared = ElementNames()

    private struct State {
        /// By number; 0 is no name.
        var names = [""]
        var numbers: [String: UInt32] = [:]
    }

    private let state = Mutex(State())

    /// The number of `name`, given it if it has none yet.
    func number(of name: String) -> UInt32 {
        state.withLock { state in
            if let number = state.numbers[name] { return number }
            precondition(state.names.count < Int(UInt32.max), "a process met four billion element names")
            let number = UInt32(state.names.count)
            state.names.append(name)
            state.numbers[name] = number
            return number
        }
    }

    /// The name numbered `number` (one `number(of:)` gave).
    func name(of number: UInt32) -> String {
        state.withLock { $0.names[Int(number)] }
    }
}
