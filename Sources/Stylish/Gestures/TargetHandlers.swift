import Foundation

/// What an interactive element responds to; the host calls these when an event names its target.
struct TargetHandlers {
    var drag: ((DragSample, inout DragSession) -> Void)?
    var key: ((AdjustmentKey) -> Void)?
    /// The tap handlers, the one that needs the most taps first (later ones first among equals).
    private(set) var taps = InlineFirstList<TapHandler>()
    /// A button held down (`true`) or let go (`false`).
    var press: ((Bool) -> Void)?
    /// A text field's new text, as the user typed it.
    var input: ((String) -> Void)?
    /// Return pressed in a text field (`onSubmit`).
    var submit: (() -> Void)?
    /// A long press's handler: every `press` event of the element, with how long it has been held.
    var longPress: ((PressSample) -> Void)?

    init(
        drag: ((DragSample, inout DragSession) -> Void)? = nil, key: ((AdjustmentKey) -> Void)? = nil,
        tap: ((TapSample) -> Void)? = nil, tapCount: Int = 1, press: ((Bool) -> Void)? = nil,
        input: ((String) -> Void)? = nil, submit: (() -> Void)? = nil
    ) {
        self.drag = drag
        self.key = key
        self.press = press
        self.input = input
        self.submit = submit
        if let tap { taps = InlineFirstList(TapHandler(count: max(1, tapCount), action: tap)) }
    }

    /// Adds `other`'s handlers, as a gesture attached outside this element's others is added at
    /// `priority`: a `.gesture` or a `.highPriorityGesture` replaces a drag, key or press handler
    /// and puts its taps before those of the same count or fewer; a `.simultaneousGesture` runs
    /// its handlers after the ones already there, and its taps beside the one that answers.
    mutating func merge(_ other: TargetHandlers, priority: GesturePriority = .exclusive) {
        if priority == .simultaneous {
            drag = Self.both(drag, other.drag)
            key = Self.both(key, other.key)
            press = Self.both(press, other.press)
            input = Self.both(input, other.input)
            submit = Self.both(submit, other.submit)
            longPress = Self.both(longPress, other.longPress)
        } else {
            if let drag = other.drag { self.drag = drag }
            if let key = other.key { self.key = key }
            if let press = other.press { self.press = press }
            if let input = other.input { self.input = input }
            if let submit = other.submit { self.submit = submit }
            if let longPress = other.longPress { self.longPress = longPress }
        }
        for var handler in other.taps {
            if priority != .exclusive { handler.priority = priority }
            let index = taps.enumerated().first { $0.element.count <= handler.count }?.offset ?? taps.count
            taps.insert(handler, at: index)
        }
    }

    /// `first`, then `second` (either may be missing).
    private static func both<Argument>(
        _ first: ((Argument) -> Void)?, _ second: ((Argument) -> Void)?
    ) -> ((Argument) -> Void)? {
        guard let first, let second else { return first ?? second }
        return { argument in
            first(argument)
            second(argument)
        }
    }

    /// `first`, then `second` (either may be missing).
    private static func both(_ first: (() -> Void)?, _ second: (() -> Void)?) -> (() -> Void)? {
        guard let first, let second else { return first ?? second }
        return {
            first()
            second()
        }
    }

    /// `first`, then `second`, on one drag session (either may be missing).
    private static func both(
        _ first: ((DragSample, inout DragSession) -> Void)?, _ second: ((DragSample, inout DragSession) -> Void)?
    ) -> ((DragSample, inout DragSession) -> Void)? {
        guard let first, let second else { return first ?? second }
        return { sample, session in
            first(sample, &session)
            second(sample, &session)
        }
    }

    /// Runs the tap handlers for `sample`: a high-priority one if one answers, else the first
    /// exclusive one whose count divides the tap's count (so that the second click of a double
    /// click goes to a double-tap gesture, the first to a single), and every simultaneous one
    /// whose count divides it.
    func tap(_ sample: TapSample) {
        let answers = { (handler: TapHandler) in sample.count % handler.count == 0 }
        if let high = taps.first(where: { $0.priority == .high && answers($0) }) { return high.action(sample) }
        taps.first { $0.priority == .exclusive && answers($0) }?.action(sample)
        for handler in taps where handler.priority == .simultaneous && answers(handler) { handler.action(sample) }
    }

    /// Whether a tap of `count` has a high-priority handler here, which then takes the tap from
    /// the elements inside this one.
    func hasHighPriorityTap(count: Int) -> Bool {
        taps.contains { $0.priority == .high && count % $0.count == 0 }
    }

    /// Whether a tap of `count` has a simultaneous handler here, which then also runs for a tap on
    /// an element inside this one.
    func hasSimultaneousTap(count: Int) -> Bool {
        taps.contains { $0.priority == .simultaneous && count % $0.count == 0 }
    }

    /// Runs the simultaneous tap handlers that answer `sample`.
    func tapSimultaneously(_ sample: TapSample) {
        for handler in taps where handler.priority == .simultaneous && sample.count % handler.count == 0 {
            handler.action(sample)
        }
    }

    /// The gestures, as the client names them (`drag`, `tap`, `key`, `press`, `input`,
    /// `submit`), in that order.
    var gestureNames: GestureNames {
        GestureNames(
            drag: drag != nil, tap: !taps.isEmpty, key: key != nil, press: press != nil || longPress != nil,
            input: input != nil, submit: submit != nil)
    }
}

/// How a gesture attached to a view takes part with the view's other gestures, as SwiftUI's
/// `gesture(_:)`, `simultaneousGesture(_:)` and `highPriorityGesture(_:)` attach them.
@usableFromInline
enum GesturePriority: Sendable {
    /// The view's gesture: the first that answers runs.
    case exclusive
    /// Runs beside the others, and beside those of the views inside.
    case simultaneous
    /// Runs alone when it answers: the others, and those of the views inside, do not.
    case high
}

/// A tap handler and the number of taps in a series it answers (every multiple of `count`).
struct TapHandler {
    var count: Int
    var action: (TapSample) -> Void
    var priority = GesturePriority.exclusive
}

/// One tap (a click, or Enter or Space), in the target's own coordinates.
struct TapSample {
    /// Where the tap landed (`.zero` when the client did not say, as for a key).
    var location: CGPoint
    /// Which tap of a quick series this is: 1 for a single tap, 2 for the second of a double tap.
    var count: Int
}

/// One pointer event of a drag, in the target's own coordinates.
struct DragSample {
    var phase: DragPhase
    var location: CGPoint
    var startLocation: CGPoint
    /// The size the target had in the render the user saw.
    var targetSize: CGSize
}

extension DragSample {
    /// The sample in right-to-left coordinates: x measured from the right edge.
    var mirrored: DragSample {
        var sample = self
        sample.location.x = targetSize.width - location.x
        sample.startLocation.x = targetSize.width - startLocation.x
        return sample
    }
}

/// What a drag in progress remembers between its events.
struct DragSession {
    var startLocation: CGPoint
    /// Whether the gesture has passed its minimum distance and reported a change.
    var isActive = false
    /// The location of the last change reported to `onChanged`.
    var lastLocation: CGPoint?
    /// Scratch space for the element that handles the drag (a slider's grab offset).
    var grabOffset: CGFloat = 0
    /// How the target was scaled or rotated when the drag began (nil when it was not): the
    /// drag's locations are mapped through it into the target's own space.
    var transform: Rendering.TargetTransform?
}

extension Optional where Wrapped == Rendering.TargetTransform {
    /// `location`, relative to a target's frame, in the target's own coordinates: the same point
    /// when the target is not transformed.
    func local(_ location: CGPoint) -> CGPoint {
        guard let self else { return location }
        return self.toLocal.apply(location)
    }
}

/// The phase of a pointer drag.
public enum DragPhase: String, Sendable, CaseIterable {
    case began, changed, ended, cancelled
}

/// The keys of an adjustable control (a slider or stepper), as ARIA's slider pattern maps them.
///
/// `arrowLeft` and `arrowRight` are the keys as pressed, not what they do: each moves a horizontal
/// slider's thumb the way it points, as a native range input does. Left to right (and on every
/// other control) ArrowRight is `increment` and ArrowLeft `decrement`; a horizontal slider laid out
/// right to left, whose minimum is at its right edge, swaps them. The host resolves them with the
/// layout direction the slider was drawn in, so a replayed event does what the live one did.
public enum AdjustmentKey: String, Sendable, CaseIterable {
    case increment, decrement, pageIncrement, pageDecrement, home, end
    case arrowLeft, arrowRight

    /// What this key does on a horizontal control laid out right to left: ArrowLeft and
    /// ArrowRight swapped, every other key as it is.
    var mirrored: AdjustmentKey {
        switch self {
        case .arrowLeft: .arrowRight
        case .arrowRight: .arrowLeft
        default: self
        }
    }
}

extension Node {
    /// Marks this node as the element of target `id` for `gesture`.
    func markTarget(_ id: String, gesture: String) {
        var attributes: [(name: String, value: String)] = []
        swap(&attributes, &self.attributes)
        defer { self.attributes = attributes }
        Self.markTarget(id, gesture: gesture, in: &attributes, isDisabled: isDisabled)
    }

    /// Marks `attributes`, a node's taken out of it, as the element of target `id` for `gesture`:
    /// for a caller that changes the attributes further as a local.
    static func markTarget(
        _ id: String, gesture: String, in attributes: inout [(name: String, value: String)], isDisabled: Bool
    ) {
        if let index = attributes.firstIndex(where: { $0.name == "data-gestures" }) {
            // The list is written only here, its names one space apart.
            if !Self.gestureList(attributes[index].value, contains: gesture) {
                attributes[index].value += " " + gesture
            }
        } else {
            attributes.reserveCapacity(attributes.count + 3)
            attributes.append(("data-target", id))
            attributes.append(("data-gestures", gesture))
        }
        if gesture == "key" || gesture == "tap", !attributes.contains(where: { $0.name == "tabindex" }) {
            attributes.append(("tabindex", isDisabled ? "-1" : "0"))
        }
    }

    /// Whether the space-separated `list` has `name` among its names.
    ///
    /// Compared as bytes in place; the names are split at each space, so an empty name is found
    /// where two spaces meet or the list starts or ends with one.
    static func gestureList(_ list: String, contains name: String) -> Bool {
        var list = list
        var name = name
        return list.withUTF8 { list in
            name.withUTF8 { name in
                var start = 0
                while true {
                    var end = start
                    while end < list.count, list[end] != UInt8(ascii: " ") { end += 1 }
                    if end - start == name.count, Self.bytes(of: list, from: start, equal: name) { return true }
                    guard end < list.count else { return false }
                    start = end + 1
                }
            }
        }
    }

    /// Whether the `other.count` bytes of `bytes` from `start` are `other`'s.
    private static func bytes(
        of bytes: UnsafeBufferPointer<UInt8>, from start: Int, equal other: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        for offset in 0..<other.count where bytes[start + offset] != other[offset] { return false }
        return true
    }
}

/// The names of an element's gestures in the client's order, read from six flags.
struct GestureNames: Sequence, IteratorProtocol {
    /// Bit 0 drag, 1 tap, 2 key, 3 press, 4 input, 5 submit: the ones not yet read.
    private var flags: UInt8

    init(drag: Bool, tap: Bool, key: Bool, press: Bool, input: Bool = false, submit: Bool = false) {
        flags = (drag ? 1 : 0) | (tap ? 2 : 0) | (key ? 4 : 0) | (press ? 8 : 0) | (input ? 16 : 0) | (submit ? 32 : 0)
    }

    mutating func next() -> String? {
        guard flags != 0 else { return nil }
        let bit = flags.trailingZeroBitCount
        flags &= flags &- 1
        switch bit {
        case 0: return "drag"
        case 1: return "tap"
        case 2: return "key"
        case 3: return "press"
        case 4: return "input"
        default: return "submit"
        }
    }
}
