import Foundation
import Stylish

extension Snapshot {
    /// Whether ``json(_:seq:rendering:)`` writes the same bytes for `a` and `b` (at one `seq`),
    /// found by comparing what it writes from them instead of writing it twice: the public model,
    /// the targets, the size, the animation's name and duration, and the markup.
    ///
    /// At least as strict as the bytes: strings are compared byte for byte (not as `String`'s `==`,
    /// which takes canonically equivalent text as equal), numbers by their bits (so `0` and `-0`,
    /// or two NaNs, may differ here where the text would not), and a value's case as well as its
    /// payload (a `string` and an `other` of one text are written alike).
    static func writesSame(_ preview: PreviewDefinition, _ a: Rendering, _ b: Rendering) -> Bool {
        guard same(a.size.width, b.size.width), same(a.size.height, b.size.height) else { return false }
        switch (a.animation, b.animation) {
        case (nil, nil): break
        case (let x?, let y?): guard same(x.name, y.name), same(x.duration, y.duration) else { return false }
        default: return false
        }
        guard a.targets.count == b.targets.count else { return false }
        for (x, y) in zip(a.targets, b.targets) {
            guard same(x.id, y.id), same(x.gesture, y.gesture), same(x.frame.minX, y.frame.minX),
                same(x.frame.minY, y.frame.minY), same(x.frame.width, y.frame.width),
                same(x.frame.height, y.frame.height)
            else { return false }
        }
        let (modelA, modelB) = (preview.model(of: a), preview.model(of: b))
        guard modelA.count == modelB.count else { return false }
        for (x, y) in zip(modelA, modelB) where !same(x.name, y.name) || !same(x.value, y.value) { return false }
        return a.markup == b.markup
    }

    /// Whether `rendering`'s targets are written as `base`'s were: the same ids, gestures and
    /// frames (``equalTargets(_:_:)``), and no change since `base` within a target's element that
    /// could change its role or accessible name (``mayRenameElement(_:)``). When the changes are
    /// not known (the markup's structure changed), the targets count as changed.
    static func sameTargets(since base: Base, _ rendering: Rendering) -> Bool {
        guard equalTargets(base.targets, rendering.targets) else { return false }
        return rendering.targetElementChanged(since: base.version, where: mayRenameElement) == false
    }

    /// Whether a changed token (a tag and the text after it) may change the role or the name of
    /// the element it lies in: its text, the tag's name or kind (start or end), or one of the
    /// attributes a role or a name is read from differs. A change of any other attribute (a style, a value) does not.
    static func mayRenameElement(_ change: MarkupChanges.Change) -> Bool {
        let (old, new) = (TokenParts(change.old), TokenParts(change.new))
        guard old.text.elementsEqual(new.text), old.tag.hasPrefix("</") == new.tag.hasPrefix("</") else { return true }
        let (a, b) = (StageNode.attributePairs(old.tag), StageNode.attributePairs(new.tag))
        guard let nameA = a.first?.name, let nameB = b.first?.name, nameA == nameB else { return true }
        for attribute in namingAttributes
        where a.first(where: { $0.name == attribute })?.value != b.first(where: { $0.name == attribute })?.value {
            return true
        }
        return false
    }

    /// The attributes a role or an accessible name is read from, or that hide an element.
    private static let namingAttributes: [Substring] = [
        "role", "aria-label", "aria-labelledby", "alt", "aria-hidden", "hidden", "inert", "data-target",
    ]

    /// A token cut into its tag (to its closing `>`, quoted values skipped) and the text after it.
    private struct TokenParts {
        let tag: Substring
        let text: Substring

        init(_ bytes: ArraySlice<UInt8>) {
            var end = bytes.startIndex
            var quoted = false
            while end < bytes.endIndex {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\"") { quoted.toggle() }
                end += 1
                if byte == UInt8(ascii: ">"), !quoted { break }
            }
            tag = Substring(decoding: bytes[..<end], as: UTF8.self)
            text = Substring(decoding: bytes[end...], as: UTF8.self)
        }
    }

    /// `a == b` for two renderings' targets, each frame's four numbers compared inline first: the
    /// array's own `==` called Foundation's `CGRect ==` for every target (a minimal reply asks
    /// once, about 880 instructions for a slider's eight targets), which also standardizes the
    /// rectangles. Frames whose numbers are all equal are equal rectangles; only frames that
    /// differ in a number are asked of `CGRect ==`, so the answer is the array's. Ids and
    /// gestures are compared by `String`'s `==`, as the array's `==` compares them. Like the
    /// array's `==`, two arrays over one buffer are equal without looking at their elements (a
    /// NaN frame is not equal to itself, so comparing them would say otherwise).
    static func equalTargets(_ a: [Rendering.Target], _ b: [Rendering.Target]) -> Bool {
        guard a.count == b.count else { return false }
        let sharesBuffer = a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
        if sharesBuffer { return true }
        for index in a.indices {
            let (x, y) = (a[index].frame, b[index].frame)
            let sameNumbers =
                x.origin.x == y.origin.x && x.origin.y == y.origin.y && x.size.width == y.size.width
                && x.size.height == y.size.height
            guard sameNumbers || x == y, a[index].id == b[index].id, a[index].gesture == b[index].gesture else {
                return false
            }
        }
        return true
    }

    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { same(Double(a), Double(b)) }

    private static func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }

    /// Byte for byte, read in place when the strings are contiguous (native strings are).
    private static func same(_ a: String, _ b: String) -> Bool {
        let (x, y) = (a.utf8, b.utf8)
        guard x.count == y.count else { return false }
        let inPlace = x.withContiguousStorageIfAvailable { x in
            y.withContiguousStorageIfAvailable { y in x.elementsEqual(y) }
        }
        return (inPlace ?? nil) ?? x.elementsEqual(y)
    }

    private static func same(_ a: StateValue, _ b: StateValue) -> Bool {
        switch (a, b) {
        case (.bool(let x), .bool(let y)): x == y
        case (.int(let x), .int(let y)): x == y
        case (.double(let x), .double(let y)): same(x, y)
        case (.string(let x), .string(let y)), (.other(let x), .other(let y)): same(x, y)
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.null, .null): true
        default: false
        }
    }
}
