import Foundation

/// What one render of a view produced: its markup, its size, its interactive targets and its model.
public struct Rendering: Sendable {
    /// The canvas element and everything in it (`<div class="sg-canvas" …>…</div>`), as UTF-8.
    ///
    /// Made the first time it is asked for: a reply that sends only what changed
    /// (``changedTokens(since:)``) never asks.
    public var markup: [UInt8] { snapshot.bytes }
    /// ``markup`` as a string.
    public var html: String { String(decoding: markup, as: UTF8.self) }
    /// The number of bytes of ``markup``, known without making it.
    public var markupCount: Int { snapshot.count }
    /// The size of the canvas, in CSS pixels.
    public let size: CGSize
    /// The interactive elements, in tree order.
    public let targets: [Target]
    /// The `@State` values of the views in the tree, by property name, in tree order.
    public let state: [(name: String, value: StateValue)]
    /// The animation that this render's changes carry, if any.
    public let animation: Animation?
    /// What the views asked of the app that it does not have (a colour name its table lacks),
    /// each once, in the order first met: a gallery shows them as the preview's errors.
    public let problems: [String]
    /// A number that identifies this rendering among all of the process's.
    public let version: Int
    /// The markup, or where to read it until it is asked for.
    var snapshot: MarkupSnapshot
    /// The version of the rendering its host made before this one, if any.
    let previousVersion: Int?
    /// The tokens that differ from that rendering's markup; nil when the two are not made of as
    /// many tokens (the structure changed).
    let changes: MarkupChanges?

    /// An interactive element and one gesture it responds to.
    public struct Target: Hashable, Sendable {
        /// The element's id (its structural path), which events name.
        public let id: String
        /// `drag`, `tap` or `key`.
        public let gesture: String
        /// Its frame in the canvas's coordinate space: for a scaled or rotated element, the
        /// bounding box of its image.
        public let frame: CGRect
        /// For a scaled or rotated element, how a location relative to `frame`'s origin maps into
        /// its own coordinates, and its own size; nil when its frame is its own.
        var transform: TargetTransform? = nil
        /// The tokens of the markup that its element lies in (start tag, content, end tag): those
        /// of the node whose markup holds it; empty when the render wrote no markup.
        var tokens: Range<Int32> = 0..<0
    }

    /// How the events' locations of a transformed target reach its own coordinates.
    struct TargetTransform: Hashable, Sendable {
        /// From a location relative to the target's frame (its bounding box) to its own space.
        let toLocal: AffineMap
        /// The element's own size, before its transforms.
        let size: CGSize
    }

    /// The value of the state property `name`, if the tree has one.
    public func state(_ name: String) -> StateValue? {
        state.first { $0.name == name }?.value
    }

    /// The tokens that changed since the rendering numbered `version`.
    ///
    /// Known when this rendering is the one its host made right after that one and both markups
    /// have as many tokens; nil otherwise (send the whole markup then).
    public func changedTokens(since version: Int) -> MarkupChanges? {
        previousVersion == version ? changes : nil
    }

    /// Whether a token that changed since the rendering numbered `version` and lies within a
    /// target's element satisfies `isRelevant`; nil when the changes are not known
    /// (``changedTokens(since:)`` is nil). Each such change is asked about once.
    public func targetElementChanged(
        since version: Int, where isRelevant: (MarkupChanges.Change) -> Bool
    ) -> Bool? {
        guard let changes = changedTokens(since: version) else { return nil }
        for change in changes {
            let token = Int32(change.index)
            if targets.contains(where: { $0.tokens.contains(token) }), isRelevant(change) { return true }
        }
        return false
    }
}

/// A `@State` value as plain data, for the JSON model.
public enum StateValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// A list: a range as `[lower, upper]`, a selection as its elements.
    case array([StateValue])
    case null
    /// A value of another type, described.
    case other(String)

    /// `value` as plain data: the usual types by comparing `Value` with them, without a cast from
    /// `Any`; the others through ``init(_:)``'s casts.
    init<Value>(typed value: Value) {
        if Value.self == Double.self {
            self = .double(unsafeBitCast(value, to: Double.self))
        } else if Value.self == Bool.self {
            self = .bool(unsafeBitCast(value, to: Bool.self))
        } else if Value.self == Int.self {
            self = .int(unsafeBitCast(value, to: Int.self))
        } else if Value.self == CGFloat.self {
            self = .double(Double(unsafeBitCast(value, to: CGFloat.self)))
        } else if Value.self == CGPoint.self {
            self = .init(point: unsafeBitCast(value, to: CGPoint.self))
        } else if Value.self == CGSize.self {
            self = .init(size: unsafeBitCast(value, to: CGSize.self))
        } else {
            self.init(value as Any)
        }
    }

    /// A point as `String(describing:)` writes it.
    private init(point: CGPoint) { self = .other(Self.describe("CGPoint(x: ", point.x, ", y: ", point.y)) }

    /// A size as `String(describing:)` writes it.
    private init(size: CGSize) { self = .other(Self.describe("CGSize(width: ", size.width, ", height: ", size.height)) }

    /// `"\(head)\(first)\(middle)\(second))"`, as interpolation writes it, made at its length at
    /// once, the numbers written in place (``DoubleDescription``) when they can be.
    private static func describe(_ head: StaticString, _ first: CGFloat, _ middle: StaticString, _ second: CGFloat) -> String {
        let capacity = head.utf8CodeUnitCount + middle.utf8CodeUnitCount + 2 * DoubleDescription.capacity + 1
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            var end = append(head, at: start)
            end = append(first, at: end)
            end = append(middle, at: end)
            end = append(second, at: end)
            end.initialize(to: UInt8(ascii: ")"))
            return end + 1 - start
        }
    }

    /// Copies `text` to `target`; returns the end of the copy.
    private static func append(_ text: StaticString, at target: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        target.initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
        return target + text.utf8CodeUnitCount
    }

    /// Writes `number` as its `description` to `target`; returns the end of what it wrote.
    private static func append(_ number: CGFloat, at target: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let written = DoubleDescription.write(Double(number), to: target)
        if written > 0 { return target + written }
        var text = number.description
        return text.withUTF8 { bytes in
            guard let source = bytes.baseAddress else { return target }
            target.initialize(from: source, count: bytes.count)
            return target + bytes.count
        }
    }

    init(_ value: Any) {
        switch value {
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .int(value)
        case let value as Double: self = .double(value)
        // What `String(describing:)` writes for these, without its reflection (a drag's location
        // changes on every event); before the casts below, which a point or size fails slowly.
        case let point as CGPoint: self.init(point: point)
        case let size as CGSize: self.init(size: size)
        case let value as Float: self = .double(Double(value))
        case let value as CGFloat: self = .double(Double(value))
        case let value as String: self = .string(value)
        case let range as ClosedRange<Double>: self = .array([.double(range.lowerBound), .double(range.upperBound)])
        case let range as ClosedRange<Float>:
            self = .array([.double(Double(range.lowerBound)), .double(Double(range.upperBound))])
        case let range as ClosedRange<Int>: self = .array([.int(range.lowerBound), .int(range.upperBound)])
        case let set as Set<String>: self = .array(set.sorted().map(StateValue.string))
        case let set as Set<Int>: self = .array(set.sorted().map(StateValue.int))
        case let array as [Any]: self = .array(array.map(StateValue.init))
        case let value as any RawRepresentable: self = StateValue(value.rawValue)
        default:
            let description = String(describing: value)
            self = description == "nil" ? .null : .other(description)
        }
    }

    /// The number, for `int` and `double`.
    public var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The value as Swift prints it.
    public var description: String {
        switch self {
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let value), .other(let value): value
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .null: "nil"
        }
    }
}
