/// The kinds of control the gallery groups its previews by.
public enum ControlKind: String, CaseIterable, Sendable {
    case slider
    case rangeSlider
    case button
    case stepper
    case checkbox
    case toggle
    case label
    case progress
    case sheet
    case gauge
    case groupBox
    case disclosure
    case textField

    /// The group's heading (`Range sliders`).
    public var title: String {
        switch self {
        case .slider: "Sliders"
        case .rangeSlider: "Range sliders"
        case .button: "Buttons"
        case .stepper: "Steppers"
        case .checkbox: "Checkboxes"
        case .toggle: "Toggles"
        case .label: "Labels"
        case .progress: "Progress views"
        case .sheet: "Sheets"
        case .gauge: "Gauges"
        case .groupBox: "Group boxes"
        case .disclosure: "Disclosure groups"
        case .textField: "Text fields"
        }
    }

    /// The kind's name in a sentence (`range slider`).
    public var name: String {
        switch self {
        case .slider: "slider"
        case .rangeSlider: "range slider"
        case .button: "button"
        case .stepper: "stepper"
        case .checkbox: "checkbox"
        case .toggle: "toggle"
        case .label: "label"
        case .progress: "progress view"
        case .sheet: "sheet"
        case .gauge: "gauge"
        case .groupBox: "group box"
        case .disclosure: "disclosure group"
        case .textField: "text field"
        }
    }
}
