import Foundation
import Testing

@testable import Stylish

/// A shadow's declaration found again is the one written anew for the same parameters, and only
/// for the very same ones; an opaque opacity's literal is what the general path writes.
@Suite("Shadow declarations")
struct ShadowDeclarationsTests {
    /// The declaration `shadow(color:radius:x:y:)` gives, through the thread's declarations.
    private func declaration(_ parameters: ShadowDeclarations.Parameters) -> String {
        _StyleModifier.shadow(color: parameters.color, radius: parameters.radius, x: parameters.x, y: parameters.y)
            .declaration
    }

    /// Parameters that differ from one another in one field each, values `==` takes for equal
    /// among them (0 and -0, two spellings of one name), and random ones.
    private func parameterSets() -> [ShadowDeclarations.Parameters] {
        let colors = [
            Color(white: 0.7, opacity: 0.4), Color(white: 0.7), Color(red: 0.1, green: 0.2, blue: 0.3),
            Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.5), Color(red: -0.0, green: 0, blue: 0),
            Color(.system("Caf\u{E9}")), Color(.system("Cafe\u{301}")), .accentColor, .red,
            Color.red.opacity(0.25),
        ]
        var sets: [ShadowDeclarations.Parameters] = []
        for color in colors {
            sets.append(.init(color: color, radius: 4, x: 0, y: 8))
        }
        for value in [0.0, -0.0, 0.5, 8, 1e-4, 12345.678, .nan] {
            sets.append(.init(color: .black, radius: value, x: 0, y: 8))
            sets.append(.init(color: .black, radius: 4, x: value, y: 8))
            sets.append(.init(color: .black, radius: 4, x: 0, y: value))
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<40 {
            let color = Color(
                red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                blue: .random(in: 0...1, using: &generator), opacity: .random(in: 0...1, using: &generator))
            sets.append(
                .init(
                    color: color, radius: .random(in: 0...40, using: &generator),
                    x: .random(in: -20...20, using: &generator), y: .random(in: -20...20, using: &generator)))
        }
        return sets
    }

    @Test("Each shadow, made again in any order, has the declaration written anew for it")
    func sameAsWrittenAnew() {
        let sets = parameterSets()
        var generator = SystemRandomNumberGenerator()
        // Repeated, interleaved, and more than are kept: hits, misses and dropped entries.
        for _ in 0..<4 {
            for parameters in sets.shuffled(using: &generator) {
                // By bytes: two spellings of one name are equal as strings.
                #expect(Array(declaration(parameters).utf8) == Array(_StyleModifier.shadowDeclaration(parameters).utf8))
            }
        }
    }

    @Test("A shadow right after another that differs in one field has its own declaration")
    func oneFieldChanged() {
        let base = ShadowDeclarations.Parameters(color: Color(white: 0.7, opacity: 0.4), radius: 4, x: 0, y: 8)
        let changed: [ShadowDeclarations.Parameters] = [
            .init(color: Color(white: 0.6, opacity: 0.4), radius: 4, x: 0, y: 8),
            .init(color: Color(white: 0.7, opacity: 0.5), radius: 4, x: 0, y: 8),
            .init(color: Color(red: 0.7, green: 0.7, blue: 0.6, opacity: 0.4), radius: 4, x: 0, y: 8),
            .init(color: Color(red: 0.7, green: 0.6, blue: 0.7, opacity: 0.4), radius: 4, x: 0, y: 8),
            .init(color: .gray, radius: 4, x: 0, y: 8),
            .init(color: Color(white: 0.7, opacity: 0.4), radius: 5, x: 0, y: 8),
            .init(color: Color(white: 0.7, opacity: 0.4), radius: 4, x: 1, y: 8),
            .init(color: Color(white: 0.7, opacity: 0.4), radius: 4, x: 0, y: 9),
        ]
        for parameters in changed {
            #expect(declaration(base) == _StyleModifier.shadowDeclaration(base))
            #expect(declaration(parameters) == _StyleModifier.shadowDeclaration(parameters))
            #expect(declaration(parameters) != declaration(base))
        }
        // Two spellings of one name are equal as strings but not as bytes.
        let composed = ShadowDeclarations.Parameters(color: Color(.system("Caf\u{E9}")), radius: 4, x: 0, y: 8)
        let decomposed = ShadowDeclarations.Parameters(color: Color(.system("Cafe\u{301}")), radius: 4, x: 0, y: 8)
        #expect(declaration(composed) == _StyleModifier.shadowDeclaration(composed))
        #expect(Array(declaration(decomposed).utf8) == Array(_StyleModifier.shadowDeclaration(decomposed).utf8))
    }

    @Test("The last declarations are kept, the oldest dropped beyond the capacity")
    func keepsTheLastFew() {
        let declarations = ShadowDeclarations()
        var made = 0
        func make(_ parameters: ShadowDeclarations.Parameters) -> String {
            made += 1
            return _StyleModifier.shadowDeclaration(parameters)
        }
        let sets = (0...ShadowDeclarations.capacity).map {
            ShadowDeclarations.Parameters(color: .black, radius: CGFloat($0), x: 0, y: 0)
        }
        for parameters in sets.dropLast() { _ = declarations.declaration(for: parameters, make: make) }
        #expect(made == ShadowDeclarations.capacity)
        for parameters in sets.dropLast() { _ = declarations.declaration(for: parameters, make: make) }
        #expect(made == ShadowDeclarations.capacity)
        // One more drops the first, which is then written again.
        _ = declarations.declaration(for: sets[ShadowDeclarations.capacity], make: make)
        _ = declarations.declaration(for: sets[0], make: make)
        #expect(made == ShadowDeclarations.capacity + 2)
    }

    @Test("An opaque opacity's declaration is the general path's")
    func opaqueOpacity() {
        for value in [1, 1.5, 2, .infinity, 0.999, 0.5, 0, -1, 1 - 1e-9] {
            #expect(_StyleModifier.opacity(value).declaration == "opacity:" + CSS.number(min(1, max(0, value))))
        }
    }
}
