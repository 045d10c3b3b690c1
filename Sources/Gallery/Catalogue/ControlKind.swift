/// The kinds of control the gallery groups its previews by.
public enum ControlKind: String, CaseIterable, Sendable {
    case slider
    case rangeSlider
    case button
    case stepper
    case checkbox
    case toggle

    /// The group's heading (`Range sliders`).
    public var title: String {
        switch self {
        case .slider: "Sliders"
        case .rangeSlider: "Range sliders"
        case .button: "Buttons"
        case .stepper: "Steppers"
        case .checkbox: "Checkboxes"
        case .toggle: "Toggles"
        }
    }
}
