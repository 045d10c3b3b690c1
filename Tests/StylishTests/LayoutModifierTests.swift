import Testing

@testable import Stylish

@Suite("Layout modifiers")
struct LayoutModifierTests {
    @Test("A layout modifier on several views wraps each, as if each had it")
    func wrapsEach() {
        let grouped = ViewHost(
            VStack {
                Group {
                    Text("a")
                    Text("bb")
                }.padding(4).frame(width: 50)
            }, width: 200)
        let each = ViewHost(
            VStack {
                Text("a").padding(4).frame(width: 50)
                Text("bb").padding(4).frame(width: 50)
            }, width: 200)
        let html = grouped.render().html
        #expect(html == each.render().html)
        #expect(html.contains("data-k=\"0.1\""))
    }
}
