import Foundation

/// The dimensions of a proposal that a node's size can depend on.
///
/// A text's size depends on the width offered and never on the height; a fixed frame's on
/// neither. A dimension a node ignores is dropped from its proposals (made `nil`) before its size
/// is looked up or measured, so that proposals differing only there share one measure.
struct ProposalDependence: OptionSet {
    let rawValue: UInt8

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    static let width = ProposalDependence(rawValue: 1)
    static let height = ProposalDependence(rawValue: 2)
    static let both: ProposalDependence = [.width, .height]

    /// The dimension of `axis`.
    init(_ axis: Axis) {
        self = axis == .horizontal ? .width : .height
    }

    /// `proposal` with each dimension not in this set made `nil`.
    @inline(__always)
    func relevant(_ proposal: ProposedViewSize) -> ProposedViewSize {
        if self == .both { return proposal }
        return ProposedViewSize(
            width: contains(.width) ? proposal.width : nil,
            height: contains(.height) ? proposal.height : nil
        )
    }
}

extension Node {
    /// The dimensions of a proposal this node's size depends on, worked out from its kind and
    /// its children's.
    ///
    /// A stack depends on a dimension only if some child does: when no child depends on the
    /// stack's axis, each child's least, most and share are its one size, so the stack's size is
    /// their sum whatever it is offered. A spacer in a stack depends on the stack's axis only.
    func computeProposalDependence() -> ProposalDependence {
        switch kind {
        case .text, .slider, .textInput:
            return .width
        case .symbol:
            return []
        case .image(let image):
            return image.isResizable ? .both : []
        case .aspectRatio:
            return .both
        case .shape, .position, .geometryReader, .flexibleFrame, .spacer, .divider:
            return .both
        case .stack(let axis, _, _):
            var dependence: ProposalDependence = []
            let children = children
            for index in children.indices {
                children.withNode(at: index) { child in
                    if case .spacer = child.kind {
                        dependence.insert(ProposalDependence(axis))
                    } else {
                        dependence.formUnion(child.proposalDependence)
                    }
                }
                if dependence == .both { break }
            }
            return dependence
        case .zstack:
            var dependence: ProposalDependence = []
            let children = children
            for index in children.indices {
                dependence.formUnion(children.withNode(at: index) { $0.proposalDependence })
                if dependence == .both { break }
            }
            return dependence
        case .padding, .offset, .layoutPriority:
            return firstChildDependence
        case .frame(let width, let height, _):
            var dependence = firstChildDependence
            if width != nil { dependence.remove(.width) }
            if height != nil { dependence.remove(.height) }
            return dependence
        case .decorated(_, let backgroundCount):
            return children.withNode(at: backgroundCount) { $0.proposalDependence }
        }
    }

    /// The first child's ``proposalDependence``, none when there is no child.
    private var firstChildDependence: ProposalDependence {
        let children = children
        if children.isEmpty { return [] }
        return children.withNode(at: 0) { $0.proposalDependence }
    }
}
