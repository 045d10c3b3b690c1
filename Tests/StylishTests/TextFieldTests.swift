import Foundation
import Testing

@testable import Stylish

/// A sign-up row: a username the model lower-cases and strips of spaces, a password, a count of
/// the username's characters, and the last value submitted.
private struct SignUp: View {
    @State var username = ""
    @State var password = ""
    @State var submitted = ""
    var body: some View {
        VStack {
            TextField("Username", text: $username)
                .textFieldStyle(.roundedBorder)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .keyboardType(.emailAddress)
                .onChange(of: username) { _, new in
                    let cleaned = new.lowercased().filter { $0 != " " }
                    if cleaned != new { username = cleaned }
                }
            SecureField("Password", text: $password, prompt: Text("Required"))
            Text("\(username.count) characters")
        }
        .onSubmit { submitted = username }
    }
}

/// A style of the form SwiftUI code writes: the field padded, in a blue outline.
private struct OutlinedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 8).stroke(Color.blue, lineWidth: 1))
    }
}

private struct Outlined: View {
    @State var name = "Ada"
    var body: some View {
        TextField(text: $name, prompt: Text("Your name")) { Label("Name", systemImage: "person") }
            .textFieldStyle(OutlinedFieldStyle())
    }
}

/// The start tags of the `<input>` elements of `html`.
private func inputs(in html: String) -> [String] {
    html.components(separatedBy: "<").filter { $0.hasPrefix("input ") }
}

@Suite("TextField, SecureField and TextFieldStyle")
struct TextFieldTests {
    @Test("A field is an <input> with the model's text as its value, its title as placeholder and name, and an input target")
    func markup() throws {
        let rendering = ViewHost(checking: { SignUp() }, width: 320).render()
        let fields = inputs(in: rendering.html)
        #expect(fields.count == 2)
        let username = try #require(fields.first)
        #expect(username.contains("type=\"text\" value=\"\" placeholder=\"Username\" aria-label=\"Username\""))
        #expect(username.contains("autocapitalize=\"none\" autocorrect=\"off\" spellcheck=\"false\" inputmode=\"email\""))
        #expect(username.contains("data-gestures=\"input submit\""))
        let password = try #require(fields.last)
        #expect(password.contains("type=\"password\" value=\"\" placeholder=\"Required\" aria-label=\"Password\""))
        let targets = rendering.targets.filter { $0.gesture == "input" }
        #expect(targets.count == 2)
        #expect(rendering.targets.filter { $0.gesture == "submit" }.count == 2)
        #expect(targets.allSatisfy { $0.frame.height > 0 && $0.frame.width > 0 })
    }

    @Test("An input event sets the binding; the model's transformation is what the reply shows")
    func inputSetsTheBinding() throws {
        let host = ViewHost(checking: { SignUp() }, width: 320)
        let field = try #require(host.render().targets.first { $0.gesture == "input" })
        let typed = try host.send(.input(target: field.id, value: "Ada Lovelace"))
        #expect(typed.state("username") == .string("adalovelace"))
        #expect(inputs(in: typed.html).first?.contains("value=\"adalovelace\"") == true)
        #expect(typed.html.contains("11 characters"))
        let escaped = try host.send(.input(target: field.id, value: "<b>\"x\"&"))
        #expect(inputs(in: escaped.html).first?.contains("value=\"&lt;b>&quot;x&quot;&amp;\"") == true)
        #expect(escaped.state("username") == .string("<b>\"x\"&"))
    }

    @Test("Return runs the onSubmit actions around the field; a field without any takes no submit")
    func submit() throws {
        let host = ViewHost(checking: { SignUp() }, width: 320)
        let field = try #require(host.render().targets.first { $0.gesture == "input" })
        try host.send(.input(target: field.id, value: "grace"))
        let submitted = try host.send(.submit(target: field.id))
        #expect(submitted.state("submitted") == .string("grace"))
        let plain = ViewHost(Outlined(), width: 320)
        let id = try #require(plain.render().targets.first { $0.gesture == "input" }?.id)
        #expect(throws: ViewEventError.self) { try plain.send(.submit(target: id)) }
    }

    @Test("submitScope keeps a field's Return from the actions outside the scope; those inside still run")
    func submitScope() throws {
        struct Scoped: View {
            @State var outer = 0
            @State var inner = 0
            @State var text = ""
            var body: some View {
                VStack {
                    TextField("Tags", text: $text)
                        .onSubmit { inner += 1 }
                        .submitScope()
                    TextField("Blocked", text: $text)
                        .submitScope()
                }
                .onSubmit { outer += 1 }
            }
        }
        let host = ViewHost(checking: { Scoped() }, width: 320)
        let rendering = host.render()
        let fields = rendering.targets.filter { $0.gesture == "input" }
        #expect(rendering.targets.filter { $0.gesture == "submit" }.map(\.id) == [fields[0].id])
        let submitted = try host.send(.submit(target: fields[0].id))
        #expect(submitted.state("inner") == .int(1) && submitted.state("outer") == .int(0))
        #expect(throws: ViewEventError.self) { try host.send(.submit(target: fields[1].id)) }
    }

    @Test("A custom style draws around the field; a label view names it, the prompt is its placeholder")
    func customStyle() throws {
        let rendering = ViewHost(checking: { Outlined() }, width: 320).render()
        let field = try #require(inputs(in: rendering.html).first)
        #expect(field.contains("value=\"Ada\" placeholder=\"Your name\" aria-label=\"Name\""))
        #expect(rendering.html.contains("<svg class=\"sg-n sg-shape"), "the style's outline")
        let target = try #require(rendering.targets.first)
        #expect(target.frame.minX == 10 && target.frame.width == 300, "the style's padding is around the input")
    }

    @Test("A disabled field has no target and says it is disabled")
    func disabled() throws {
        let rendering = ViewHost(SignUp().disabled(true), width: 320).render()
        #expect(rendering.targets.isEmpty)
        let field = try #require(inputs(in: rendering.html).first)
        #expect(field.contains("disabled=\"\" aria-disabled=\"true\""))
        #expect(!field.contains("data-target"))
    }

    @Test("An input event on an unknown target or on an element that is not a field is refused, the state unchanged")
    func refusals() throws {
        let host = ViewHost(
            checking: {
                VStack {
                    SignUp()
                    Toggle("On", isOn: .constant(false))
                }
            }, width: 320)
        let rendering = host.render()
        let unknown = #expect(throws: ViewEventError.self) { try host.send(.input(target: "9.9", value: "x")) }
        #expect(unknown?.isUnknownTarget == true)
        let toggle = try #require(rendering.targets.first { $0.gesture == "tap" })
        let unsupported = #expect(throws: ViewEventError.self) { try host.send(.input(target: toggle.id, value: "x")) }
        #expect(unsupported?.message == "Element '\(toggle.id)' does not respond to input events.")
        #expect(host.render().state("username") == .string(""))
    }

    @Test("The rounded border's padding and the field's font follow the control size")
    func controlSize() throws {
        func field(_ size: ControlSize) throws -> CGRect {
            let view = TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).controlSize(size)
            return try #require(ViewHost(view, width: 320).render().targets.first).frame
        }
        let small = try field(.small)
        let regular = try field(.regular)
        let large = try field(.extraLarge)
        #expect(small.minY < regular.minY && regular.minY < large.minY)
        #expect(small.height < regular.height && regular.height < large.height)
    }
}
