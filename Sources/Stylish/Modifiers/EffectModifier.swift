import Foundation

/// Puts a visual effect (``NodeEffect``) on the element of each node of the content, after the
/// effects already there; a node whose element cannot apply it after those (a blur outside a
/// scale) is wrapped in a node of its own size that carries it.
@usableFromInline
struct _EffectModifier: PrimitiveViewModifier {
    let effect: NodeEffect

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        return nodes.map { node in
            context.readEffects(of: node)
            if modifier.effect.fits(after: node.effects) {
                context.editEffects(of: node) { $0.append(modifier.effect) }
                return node
            }
            let wrapper = context.node(.zstack(.center), children: [node])
            context.editEffects(of: wrapper) { $0.append(modifier.effect) }
            return wrapper
        }
    }
}

extension ResolveContext {
    /// Notes that the record being evaluated reads the effects of `node`: it is evaluated again
    /// whenever the node's record is.
    func readEffects(of node: Node) {
        if let owner = node.owner { record.dependOn(owner) }
    }
}
