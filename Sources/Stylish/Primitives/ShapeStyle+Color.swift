/// The system colours as members of `ShapeStyle`, so that `.stroke(.yellow, lineWidth: 2)` and
/// `.fill(.clear)` read as in SwiftUI.
extension ShapeStyle where Self == Color {
    public static var red: Color { Color(.system("red")) }
    public static var orange: Color { Color(.system("orange")) }
    public static var yellow: Color { Color(.system("yellow")) }
    public static var green: Color { Color(.system("green")) }
    public static var mint: Color { Color(.system("mint")) }
    public static var teal: Color { Color(.system("teal")) }
    public static var cyan: Color { Color(.system("cyan")) }
    public static var blue: Color { Color(.system("blue")) }
    public static var indigo: Color { Color(.system("indigo")) }
    public static var purple: Color { Color(.system("purple")) }
    public static var pink: Color { Color(.system("pink")) }
    public static var brown: Color { Color(.system("brown")) }
    public static var gray: Color { Color(.system("gray")) }
    public static var black: Color { Color(.system("black")) }
    public static var white: Color { Color(.system("white")) }
    public static var primary: Color { Color(.system("primary")) }
    public static var secondary: Color { Color(.system("secondary")) }
    public static var clear: Color { Color(.rgb(red: 0, green: 0, blue: 0), alpha: 0) }
}
