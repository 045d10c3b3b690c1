import Testing

@testable import Stylish

/// A node's attributes change in place as an array would, though they are taken out to change.
@Suite("Node attributes")
struct NodeAttributesTests {
    @Test("Appends, removals and changes of a value give what the same changes to an array give")
    func sameAsArray() {
        let node = Node(key: "0", kind: .spacer(minLength: nil))
        var reference: [(name: String, value: String)] = []
        for step in 0..<40 {
            let name = "a\(step % 5)"
            switch step % 4 {
            case 0, 1:
                node.attributes.append((name, String(step)))
                reference.append((name, String(step)))
            case 2:
                node.attributes.removeAll { $0.name == name }
                reference.removeAll { $0.name == name }
            default:
                if !node.attributes.isEmpty {
                    node.attributes[0].value += "+"
                    reference[0].value += "+"
                }
            }
            #expect(node.attributes.map(\.name) == reference.map(\.name))
            #expect(node.attributes.map(\.value) == reference.map(\.value))
        }
        node.attributes = [("role", "button")]
        #expect(node.attributes.map(\.name) == ["role"])
        #expect(node.hasElement)
    }
}
