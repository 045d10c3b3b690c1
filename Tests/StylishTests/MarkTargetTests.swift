import Testing

@testable import Stylish

@Suite("Marking a node as a target")
struct MarkTargetTests {
    /// The list as it was built before: split, appended when new, joined.
    private func joinedList(_ gestures: [String]) -> String {
        var names: [String] = []
        for gesture in gestures where !names.contains(gesture) { names.append(gesture) }
        return names.joined(separator: " ")
    }

    @Test(
        "The gestures are listed once each, in the order first marked",
        arguments: [
            ["tap"], ["tap", "press"], ["tap", "press", "tap"], ["drag", "key", "drag", "key"],
            ["press", "pres", "p"], ["key", "keys"], ["drag", "tap", "key", "press", "press"],
        ])
    func list(_ gestures: [String]) {
        let node = Node(key: "0", kind: .spacer(minLength: nil))
        for gesture in gestures { node.markTarget("0", gesture: gesture) }
        #expect(node.attributes.first { $0.name == "data-gestures" }?.value == joinedList(gestures))
        #expect(node.attributes.filter { $0.name == "data-target" }.count == 1)
    }

    @Test("A name is found only as a whole name of the list")
    func wholeNames() {
        #expect(Node.gestureList("tap press", contains: "press"))
        #expect(Node.gestureList("tap press", contains: "tap"))
        #expect(!Node.gestureList("tap press", contains: "pres"))
        #expect(!Node.gestureList("tap press", contains: "tap press"))
        #expect(!Node.gestureList("", contains: "tap"))
        #expect(!Node.gestureList("taps", contains: "tap"))
    }

    @Test("The byte comparison finds what splitting the list at each space finds")
    func bytesMatchSplitting() {
        // Lists and names made of these pieces: empty names where spaces meet or end the list,
        // prefixes and extensions of one another, and a name that is not ASCII.
        let pieces = ["", " ", "tap", "ta", "taps", "press", "drag", "key", "k\u{E9}y", "  "]
        var lists: [String] = []
        for a in pieces {
            for b in pieces { lists.append(a + b) }
            for b in pieces { lists.append(a + " " + b) }
        }
        let names = ["", "tap", "ta", "taps", "press", "key", "k\u{E9}y", "ke", "drag key"]
        for list in lists {
            for name in names {
                let reference = list.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
                    .contains { $0.elementsEqual(name.utf8) }
                #expect(Node.gestureList(list, contains: name) == reference, "\(list) / \(name)")
            }
        }
    }
}
