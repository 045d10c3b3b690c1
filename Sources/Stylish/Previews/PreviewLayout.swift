import Foundation

/// How a preview is sized in the gallery, as SwiftUI's `PreviewLayout` (set with
/// `previewLayout(_:)`).
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen; on the web, the gallery's canvas width, as ``sizeThatFits``.
    case device
    /// The size the view chooses in the gallery's canvas width (the gallery's default).
    case sizeThatFits
    /// A canvas of this size, the view laid out in a frame of it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, named as Xcode names them (`PreviewDevice(rawValue: "iPhone 15")`).
///
/// Compiles so that previews paste; the web has no device to simulate, so
/// `previewDevice(_:)` changes nothing.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name.
    public let rawValue: String

    /// The device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The device named `value`.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

/// A screen orientation, as SwiftUI's `InterfaceOrientation` (set with
/// `previewInterfaceOrientation(_:)`). Compiles so that previews paste; a web canvas has no
/// orientation, so the value changes nothing.
public struct InterfaceOrientation: Hashable, Sendable, Identifiable, CaseIterable {
    /// The orientation's name (`portrait`).
    public let id: String

    private init(_ id: String) { self.id = id }

    /// Upright.
    public static let portrait = InterfaceOrientation("portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
    /// Turned with the top to the left.
    public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
    /// Turned with the top to the right.
    public static let landscapeRight = InterfaceOrientation("landscapeRight")

    /// The four orientations.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}
