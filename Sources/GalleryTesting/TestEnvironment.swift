import Stylish

/// Environment values to set at a preview's root, as the API's `environment` event sets them
/// (and the gallery's toolbar): each `nil` value is left as it is.
public struct TestEnvironment: Sendable, Equatable {
    /// The colour scheme (`.light`, `.dark`).
    public var colorScheme: ColorScheme?
    /// The layout direction.
    public var layoutDirection: LayoutDirection?
    /// The control size.
    public var controlSize: ControlSize?
    /// A tint colour by the toolbar's name: `red`, `orange`, `yellow`, `green`, `mint`, `teal`,
    /// `cyan`, `blue`, `indigo`, `purple`, `pink` or `brown`.
    public var tint: String?
    /// Whether the preview is disabled.
    public var disabled: Bool?
    /// Whether to reduce motion.
    public var reduceMotion: Bool?
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize?

    /// Values to set; those left out stay as they are.
    public init(
        colorScheme: ColorScheme? = nil, layoutDirection: LayoutDirection? = nil, controlSize: ControlSize? = nil,
        tint: String? = nil, disabled: Bool? = nil, reduceMotion: Bool? = nil, dynamicTypeSize: DynamicTypeSize? = nil
    ) {
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.controlSize = controlSize
        self.tint = tint
        self.disabled = disabled
        self.reduceMotion = reduceMotion
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// Whether no value is set.
    public var isEmpty: Bool { self == TestEnvironment() }

    /// The event's fields, named as the API names them.
    var eventFields: [String: EventValue] {
        var fields: [String: EventValue] = [:]
        fields["colorScheme"] = colorScheme.map { .string($0.rawValue) }
        fields["layoutDirection"] = layoutDirection.map { .string($0.rawValue) }
        fields["controlSize"] = controlSize.map { .string($0.rawValue) }
        fields["tint"] = tint.map { .string($0) }
        fields["disabled"] = disabled.map { .bool($0) }
        fields["reduceMotion"] = reduceMotion.map { .bool($0) }
        fields["dynamicTypeSize"] = dynamicTypeSize.map { .string($0.rawValue) }
        return fields
    }
}
