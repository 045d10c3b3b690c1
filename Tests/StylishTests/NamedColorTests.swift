import Foundation
import Testing

@testable import Stylish

/// A view that paints with a named colour, as SwiftUI code reading an asset catalogue does.
private struct Branded: View {
    var body: some View {
        VStack {
            Text("Brand").foregroundColor(Color("brand"))
            Circle().fill(Color("brand").opacity(0.5)).frame(width: 10, height: 10)
        }
    }
}

@Suite("Named colours: Color(\"name\") from the environment's colour table")
struct NamedColorTests {
    private static let table = try! NamedColors(
        json: Data(##"{"brand": {"light": "#FF6600", "dark": "#3366FF"}, "ink": "#00000080"}"##.utf8))

    @Test("A named colour takes its light or dark value as the colour scheme is where it is used")
    func lightAndDark() throws {
        var environment = EnvironmentValues()
        environment.namedColors = Self.table
        let host = ViewHost(checking: { Branded() }, width: 200, environment: environment)
        let light = host.render().html
        #expect(light.contains("color:rgb(255 102 0)"))
        #expect(light.contains("fill:rgb(255 102 0 / 0.5)"))
        let dark = try host.send(.environment(colorScheme: .dark, reduceMotion: nil)).html
        #expect(dark.contains("color:rgb(51 102 255)"))
        #expect(host.problems.isEmpty)
    }

    @Test("One hex string serves both appearances, its alpha included")
    func singleValue() throws {
        let entry = try #require(Self.table["ink"])
        #expect(entry.light == entry.dark)
        #expect(entry.light.css == "rgb(0 0 0 / 0.502)")
    }

    @Test("An unknown name draws magenta and is reported once, not a crash")
    func unknownName() {
        let host = ViewHost(Branded(), width: 200)
        let html = host.render().html
        #expect(html.contains("color:rgb(255 0 255)"))
        #expect(host.problems == ["Unknown colour name \"brand\": add it to the colour table (Config/colors.json)"])
    }

    @Test("A table that is not names of colours is a clear error")
    func badTable() {
        #expect(throws: NamedColors.FormatError.self) { try NamedColors(json: Data(#"["brand"]"#.utf8)) }
        do {
            _ = try NamedColors(json: Data(#"{"brand": "orange"}"#.utf8))
            Issue.record("a colour that is not hex was taken")
        } catch {
            #expect(error.description == "colour \"brand\": \"orange\" is not #RRGGBB or #RRGGBBAA")
        }
    }
}
