import Foundation
import Testing

@testable import Stylish

/// A node's attributes and style are changed through a list taken out and put back: the node
/// ends with the list as edited, and reads what the edit returns.
@Suite("Editing a node's attributes and style")
struct NodeEditTests {
    private func makeNode() -> Node { Node(key: "0", kind: .spacer(minLength: nil)) }

    @Test("Edits of the attributes land on the node, in order, and the edit's result is returned")
    func attributes() {
        let node = makeNode()
        node.attributes = [("role", "button"), ("aria-label", "Buy")]
        let removed = node.editAttributes { attributes -> (name: String, value: String) in
            #expect(attributes.count == 2, "the edit sees the node's list")
            let label = attributes.remove(at: 1)
            attributes.append(("tabindex", "0"))
            return label
        }
        #expect(removed == ("aria-label", "Buy"))
        #expect(node.attributes.map(\.name) == ["role", "tabindex"])
        #expect(node.attributes.map(\.value) == ["button", "0"])
        node.editAttributes { $0.removeAll() }
        #expect(node.attributes.isEmpty)
        #expect(!node.hasElement)
    }

    @Test("Edits of the style land on the node; another node's lists are untouched")
    func style() {
        let node = makeNode()
        let other = makeNode()
        other.style = ["opacity:0.5"]
        node.style = other.style
        node.editStyle { $0.append("box-shadow:none") }
        #expect(node.style == ["opacity:0.5", "box-shadow:none"])
        #expect(other.style == ["opacity:0.5"], "the list shared with another node was copied, not changed under it")
        #expect(node.hasElement)
    }

    @Test("Edits of the effects land on the node and give it an element; undoing them restores the list")
    func effects() {
        let node = makeNode()
        let before = node.edits
        node.editEffects { $0.append(.opacity(0.5)) }
        #expect(node.effects.count == 1)
        #expect(node.hasElement)
        node.edits = before
        #expect(node.effects.isEmpty)
        #expect(!node.hasElement)
    }
}
