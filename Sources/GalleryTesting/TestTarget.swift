import Foundation

/// An interactive element of a preview, as the API's `targets` list gives it: what events name
/// (``id``), and what a test finds it by (``role`` and ``label``, which survive changes to the
/// view's structure).
public struct TestTarget: Hashable, Sendable, CustomStringConvertible {
    /// The element's structural id, which events name; it changes when the view's structure does.
    public let id: String
    /// Its WAI-ARIA role (`slider`, `button`, `switch`, `checkbox`, `spinbutton`, `textbox` …), if any.
    public let role: String?
    /// Its accessible name (`aria-label`, or the text of a button), if any.
    public let label: String?
    /// The gestures it responds to (`drag`, `key`, `tap`, `press`, `input`, `submit`).
    public internal(set) var gestures: [String]
    /// Its frame in the preview's coordinate space (CSS pixels from the canvas's top-left corner).
    public let frame: CGRect

    /// `slider "Price" (drag, key; id 0.1.0.2)`, as errors list targets.
    public var description: String {
        let name = label.map { " \"\($0)\"" } ?? ""
        return "\(role ?? "element")\(name) (\(gestures.joined(separator: ", ")); id \(id))"
    }
}
