/// The values of the system colours in light and dark appearance: the same as `Public/gallery.css`
/// gives each `--sg-name` as `light-dark(light, dark)` (a test holds the two to the same values).
enum SystemColors {
    /// The value of the system colour `name` in `scheme`; black for a name the table lacks, as
    /// an undefined CSS variable leaves a text's colour black.
    static func value(of name: String, in scheme: ColorScheme) -> Color.Resolved {
        guard let entry = table[name] else { return Color.Resolved(red: 0, green: 0, blue: 0) }
        return scheme == .dark ? entry.dark : entry.light
    }

    /// The names the table knows.
    static var names: Dictionary<String, (light: Color.Resolved, dark: Color.Resolved)>.Keys { table.keys }

    private static func hex(_ rgb: UInt32, _ opacity: Float = 1) -> Color.Resolved {
        Color.Resolved(
            red: Float((rgb >> 16) & 0xFF) / 255, green: Float((rgb >> 8) & 0xFF) / 255, blue: Float(rgb & 0xFF) / 255,
            opacity: opacity)
    }

    private static func pair(_ light: UInt32, _ dark: UInt32) -> (light: Color.Resolved, dark: Color.Resolved) {
        (hex(light), hex(dark))
    }

    private static func pair(_ light: (UInt32, Float), _ dark: (UInt32, Float)) -> (
        light: Color.Resolved, dark: Color.Resolved
    ) {
        (hex(light.0, light.1), hex(dark.0, dark.1))
    }

    private static let table: [String: (light: Color.Resolved, dark: Color.Resolved)] = [
        "red": pair(0xFF3B30, 0xFF453A),
        "orange": pair(0xFF9500, 0xFF9F0A),
        "yellow": pair(0xFFCC00, 0xFFD60A),
        "green": pair(0x34C759, 0x30D158),
        "mint": pair(0x00C7BE, 0x63E6E2),
        "teal": pair(0x30B0C7, 0x40C8E0),
        "cyan": pair(0x32ADE6, 0x64D2FF),
        "blue": pair(0x007AFF, 0x0A84FF),
        "indigo": pair(0x5856D6, 0x5E5CE6),
        "purple": pair(0xAF52DE, 0xBF5AF2),
        "pink": pair(0xFF2D55, 0xFF375F),
        "brown": pair(0xA2845E, 0xAC8E68),
        "gray": pair(0x8E8E93, 0x8E8E93),
        "black": pair(0x000000, 0x000000),
        "white": pair(0xFFFFFF, 0xFFFFFF),
        "clear": pair((0x000000, 0), (0x000000, 0)),
        "primary": pair(0x000000, 0xFFFFFF),
        "secondary": pair((0x3C3C43, 0.6), (0xEBEBF5, 0.6)),
        "accent": pair(0x007AFF, 0x0A84FF),
        "background": pair(0xFFFFFF, 0x000000),
        "track": pair((0x787880, 0.2), (0x787880, 0.36)),
        "thumb": pair(0xFFFFFF, 0xFFFFFF),
        "systemGray2": pair(0xAEAEB2, 0x636366),
        "systemGray3": pair(0xC7C7CC, 0x48484A),
        "systemGray4": pair(0xD1D1D6, 0x3A3A3C),
        "systemGray5": pair(0xE5E5EA, 0x2C2C2E),
        "systemGray6": pair(0xF2F2F7, 0x1C1C1E),
        "systemBackground": pair(0xFFFFFF, 0x000000),
        "secondarySystemBackground": pair(0xF2F2F7, 0x1C1C1E),
        "tertiarySystemBackground": pair(0xFFFFFF, 0x2C2C2E),
        "systemGroupedBackground": pair(0xF2F2F7, 0x000000),
        "secondarySystemGroupedBackground": pair(0xFFFFFF, 0x1C1C1E),
        "tertiaryLabel": pair((0x3C3C43, 0.3), (0xEBEBF5, 0.3)),
        "quaternaryLabel": pair((0x3C3C43, 0.18), (0xEBEBF5, 0.16)),
        "separator": pair((0x3C3C43, 0.29), (0x545458, 0.6)),
        "systemFill": pair((0x787880, 0.2), (0x787880, 0.36)),
        "secondarySystemFill": pair((0x787880, 0.16), (0x787880, 0.32)),
        "tertiarySystemFill": pair((0x767680, 0.12), (0x767680, 0.24)),
    ]
}
