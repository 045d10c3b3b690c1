import Foundation
import Stylish

/// One `ViewEvent` as plain data, in the API's own JSON shape (`{"type", "target", "phase", …}`,
/// without `seq`): the form in which a preview's events are saved and replayed.
struct EventRecord: Codable, Equatable, Sendable {
    struct Point: Codable, Equatable, Sendable {
        var x: Double
        var y: Double
    }

    var type: String
    var target: String?
    var phase: String?
    var location: Point?
    var startLocation: Point?
    var key: String?
    var count: Int?
    var reduceMotion: Bool?
    var colorScheme: String?
    var layoutDirection: String?
    var controlSize: String?
    var tint: String?
    var disabled: Bool?
    var dynamicTypeSize: String?
    /// An environment event's keys returned to their defaults (the API sends them as null).
    var reset: [String]?
    var width: Double?
    var height: Double?
    /// An input event's text.
    var value: String?
    /// A long press's hold time in seconds, as the server measured it (never the client's).
    var heldFor: Double?

    /// The record of `event`.
    init(_ event: ViewEvent) {
        switch event {
        case .drag(let target, let phase, let location, let startLocation):
            self.init(type: "drag", target: target, phase: phase.rawValue)
            self.location = Point(location)
            self.startLocation = startLocation.map(Point.init)
        case .tap(let target, let location, let count):
            self.init(type: "tap", target: target)
            self.location = location.map(Point.init)
            self.count = count
        case .press(let target, let phase, let heldFor):
            self.init(type: "press", target: target, phase: phase.rawValue)
            self.heldFor = heldFor
        case .geometry(let width, let height):
            self.init(type: "geometry")
            self.width = Double(width)
            self.height = height.map { Double($0) }
        case .key(let target, let key):
            self.init(type: "key", target: target)
            self.key = key.rawValue
        case .input(let target, let value):
            self.init(type: "input", target: target)
            self.value = value
        case .submit(let target):
            self.init(type: "submit", target: target)
        case .environment(let change):
            self.init(type: "environment")
            let values = change.setValues
            colorScheme = values.colorScheme?.rawValue
            layoutDirection = values.layoutDirection?.rawValue
            controlSize = values.controlSize?.rawValue
            tint = values.tint
            disabled = values.disabled
            reduceMotion = values.reduceMotion
            dynamicTypeSize = values.dynamicTypeSize?.rawValue
            reset = change.resetKeys.isEmpty ? nil : change.resetKeys
        }
    }

    private init(type: String, target: String? = nil, phase: String? = nil) {
        self.type = type
        self.target = target
        self.phase = phase
    }

    /// The event this record holds, or nil when the record is not one (a file edited by hand).
    var event: ViewEvent? {
        switch type {
        case "drag":
            guard let target, let phase = phase.flatMap(DragPhase.init(rawValue:)), let location else { return nil }
            return .drag(target: target, phase: phase, location: location.point, startLocation: startLocation?.point)
        case "tap":
            guard let target, (count ?? 1) >= 1 else { return nil }
            return .tap(target: target, location: location?.point, count: count ?? 1)
        case "press":
            guard let target, let phase = phase.flatMap(DragPhase.init(rawValue:)) else { return nil }
            return .press(target: target, phase: phase, heldFor: heldFor)
        case "geometry":
            guard let width else { return nil }
            return .geometry(width: CGFloat(width), height: height.map { CGFloat($0) })
        case "key":
            guard let target, let key = key.flatMap(AdjustmentKey.init(rawValue:)) else { return nil }
            return .key(target: target, key: key)
        case "input":
            guard let target, let value else { return nil }
            return .input(target: target, value: value)
        case "submit":
            guard let target else { return nil }
            return .submit(target: target)
        case "environment":
            var values = PreviewEnvironment()
            let texts = [colorScheme, layoutDirection, controlSize, tint, nil, nil, dynamicTypeSize]
            for (key, text) in zip(PreviewEnvironment.keys, texts) {
                if let text { guard !text.isEmpty, values.set(key, to: text) else { return nil } }
            }
            values.disabled = disabled
            values.reduceMotion = reduceMotion
            var change = EnvironmentChange(setting: values)
            for key in reset ?? [] { guard change.reset(key) else { return nil } }
            return .environment(change)
        default:
            return nil
        }
    }
}

extension EventRecord.Point {
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

    var point: CGPoint { CGPoint(x: x, y: y) }
}
