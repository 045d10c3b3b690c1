import Foundation

/// A checked host (``ViewHost/init(checking:width:height:environment:)``) holds every rendering to
/// its reference host's: the same markup, targets, state model, size and animation, and changes
/// that are exactly the tokens a walk of the two markups finds different.
extension ViewHost {
    /// Stops the process with a report when `rendering` is not what the reference engine made
    /// (`expected`) after `event` (nil: a render without an event).
    func check(_ rendering: Rendering, against expected: Rendering, after event: ViewEvent?) {
        var differences: [String] = []
        let markup = rendering.markup
        let expectedMarkup = expected.markup
        if markup != expectedMarkup { differences.append("markup: " + Self.firstDifference(markup, expectedMarkup)) }
        if rendering.targets != expected.targets {
            differences.append("targets: \(rendering.targets) instead of \(expected.targets)")
        }
        let state = rendering.state.map { "\($0.name)=\($0.value)" }
        let expectedState = expected.state.map { "\($0.name)=\($0.value)" }
        if state != expectedState { differences.append("state: \(state) instead of \(expectedState)") }
        if rendering.size != expected.size { differences.append("size: \(rendering.size) instead of \(expected.size)") }
        if rendering.animation != expected.animation {
            differences.append(
                "animation: \(String(describing: rendering.animation)) instead of \(String(describing: expected.animation))")
        }
        if let previous = checkedMarkup {
            let walked = Self.walk(from: previous, to: markup)
            let given = rendering.changes.map(Self.describe)
            if given != walked {
                differences.append("changes: \(given ?? ["none (whole markup)"]) instead of the walk's \(walked ?? ["none"])")
            }
        }
        checkedMarkup = markup
        guard !differences.isEmpty else { return }
        let what = event.map { "after \($0)" } ?? "on a render"
        fatalError("Stylish engine check failed \(what) (render \(rendering.version)):\n" + differences.joined(separator: "\n"))
    }

    /// Where two markups first differ, with a little of each around it.
    private static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> String {
        let index = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        func excerpt(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, index - 60)..<min(bytes.count, index + 60)], as: UTF8.self)
        }
        return "differs at byte \(index): …\(excerpt(a))… instead of …\(excerpt(b))…"
    }

    /// The changes a walk of the tokens of `old` and `new` finds, each as `index: old → new`; nil
    /// when they have different numbers of tokens.
    private static func walk(from old: [UInt8], to new: [UInt8]) -> [String]? {
        let (before, after) = (MarkupStore(), MarkupStore())
        before.replaceAll(with: old)
        after.replaceAll(with: new)
        return MarkupChanges.walking(from: before, to: after).map(describe)
    }

    private static func describe(_ changes: MarkupChanges) -> [String] {
        changes.map { "\($0.index): \(String(decoding: $0.old, as: UTF8.self)) → \(String(decoding: $0.new, as: UTF8.self))" }
    }
}
