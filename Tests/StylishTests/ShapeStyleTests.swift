import Foundation
import Testing

@testable import Stylish

@Suite("foregroundStyle with any ShapeStyle: .tint, .foreground, .primary, .secondary")
struct ShapeStyleTests {
    @Test("Text in .foregroundStyle(.tint) takes the tint where the text is, or the accent colour")
    func textTint() {
        #expect(renderedHTML(Text("a").foregroundStyle(.tint)).contains("color:var(--sg-accent)"))
        #expect(renderedHTML(Text("a").foregroundStyle(.tint).tint(.red)).contains("color:var(--sg-red)"))
        let nested = VStack { Text("a").tint(.green) }.foregroundStyle(.tint).tint(.red)
        #expect(renderedHTML(nested).contains("color:var(--sg-green)"), "resolved where the text is, as in SwiftUI")
    }

    @Test("The hierarchical members and literal colours work as ShapeStyles; disabled text still dims")
    func textHierarchical() {
        #expect(renderedHTML(Text("a").foregroundStyle(.secondary)).contains("color:var(--sg-secondary)"))
        #expect(renderedHTML(Text("a").foregroundStyle(.primary)).contains("color:var(--sg-primary)"))
        #expect(renderedHTML(Text("a").foregroundStyle(Color(white: 1))).contains("color:rgb(255 255 255)"))
        #expect(renderedHTML(Text("a").foregroundStyle(AnyShapeStyle(.tint)).tint(.mint)).contains("color:var(--sg-mint)"))
        let dimmed = renderedHTML(Text("a").foregroundStyle(.tint).tint(.red).disabled(true))
        #expect(dimmed.contains("color-mix(in srgb, var(--sg-red) 35%, transparent)"))
    }

    @Test("Shapes pick up the foreground style, and fill or stroke with .tint and .foreground")
    func shapes() {
        let circle = Circle().frame(width: 10, height: 10).foregroundStyle(.tint).tint(.orange)
        #expect(renderedHTML(circle).contains("fill:var(--sg-orange)"))
        #expect(renderedHTML(Rectangle().fill(.tint).frame(width: 10, height: 10).tint(.pink)).contains("fill:var(--sg-pink)"))
        let stroked = Capsule().stroke(.foreground, lineWidth: 2).frame(width: 20, height: 10).foregroundStyle(.purple)
        #expect(renderedHTML(stroked).contains("fill:none;stroke:var(--sg-purple);stroke-width:2"))
        #expect(renderedHTML(Rectangle().fill(.foreground).frame(width: 10, height: 10)).contains("fill:var(--sg-primary)"))
    }

    @Test("foregroundColor reads the style resolved here; .foreground inside the style is the default")
    func environmentValue() {
        var environment = EnvironmentValues()
        environment.foregroundShapeStyle = AnyShapeStyle(.tint)
        environment.tint = .yellow
        #expect(environment.foregroundColor == .yellow)
        environment.foregroundShapeStyle = AnyShapeStyle(.foreground)
        #expect(environment.foregroundColor == .primary)
        environment.foregroundColor = nil
        #expect(environment.foregroundColor == nil)
    }

    @Test(
        "A colour erased to AnyShapeStyle is kept as the colour: it resolves to itself in any environment, as a colour erased into a closure did, and other styles still resolve where they are used"
    )
    func erasedColour() {
        let colours: [Color] = [.red, .white, .accentColor, .clear, Color(white: 0.7, opacity: 0.4)]
        var tinted = EnvironmentValues()
        tinted.tint = .green
        tinted.foregroundShapeStyle = AnyShapeStyle(.tint)
        for colour in colours {
            let erased = AnyShapeStyle(colour)
            #expect(erased.isColor)
            for environment in [EnvironmentValues(), tinted] {
                #expect(erased._resolve(in: environment) == colour._resolve(in: environment))
                // Erased twice, or through a generic context that does not know it is a colour.
                #expect(AnyShapeStyle(erased)._resolve(in: environment) == colour)
                #expect(Self.erase(colour)._resolve(in: environment) == colour)
                var set = environment
                set.foregroundColor = colour
                #expect(set.foregroundColor == colour)
            }
        }
        #expect(!AnyShapeStyle(.tint).isColor)
        #expect(!AnyShapeStyle(AnyShapeStyle(Color.red)).isColor, "an erased style is erased again, not unwrapped")
        #expect(AnyShapeStyle(.tint)._resolve(in: tinted) == .green)
        // A style that is not a colour still reads the environment without itself in it.
        var foreground = tinted
        foreground.foregroundShapeStyle = AnyShapeStyle(.foreground)
        #expect(foreground.foregroundColor == .primary)
        #expect(renderedHTML(Capsule().frame(width: 20, height: 10).foregroundColor(.red)).contains("fill:var(--sg-red)"))
    }

    /// `style` erased where its type is a generic parameter.
    @inline(never)
    private static func erase<S: ShapeStyle>(_ style: S) -> AnyShapeStyle { AnyShapeStyle(style) }
}
