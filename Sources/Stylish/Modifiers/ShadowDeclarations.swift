import Foundation

/// The CSS declarations of the last few shadows a thread made, found again by their parameters.
///
/// A body makes its `shadow(color:radius:x:y:)` modifier again at every render, almost always with
/// the parameters it had: the declaration (three lengths and a colour written into a buffer, then
/// a string made of it: about 1,200 instructions and two allocations) is written once for each of
/// the last few shadows instead. Parameters are compared bit for bit and a system colour's name
/// byte for byte, so a value that `==` takes for another (0 and -0, two spellings of one name)
/// never gets the other's declaration. Each thread keeps its own, so no lock is taken.
final class ShadowDeclarations {
    /// What a shadow's declaration is made from.
    struct Parameters {
        let color: Color
        let radius: CGFloat
        let x: CGFloat
        let y: CGFloat

        /// Whether `other` holds the very same values: numbers bit for bit, names byte for byte.
        func isIdentical(to other: Parameters) -> Bool {
            guard radius.bitPattern == other.radius.bitPattern, x.bitPattern == other.x.bitPattern,
                y.bitPattern == other.y.bitPattern, color.alpha.bitPattern == other.color.alpha.bitPattern
            else { return false }
            switch (color.storage, other.color.storage) {
            case (.system(let name), .system(let otherName)):
                return name.utf8.elementsEqual(otherName.utf8)
            case (.rgb(let red, let green, let blue), .rgb(let otherRed, let otherGreen, let otherBlue)):
                return red.bitPattern == otherRed.bitPattern && green.bitPattern == otherGreen.bitPattern
                    && blue.bitPattern == otherBlue.bitPattern
            default:
                return false
            }
        }
    }

    /// How many declarations are kept: the oldest is dropped for a new one beyond it.
    static let capacity = 8

    /// The declarations kept, oldest first.
    private var entries: [(parameters: Parameters, declaration: String)] = []

    /// The declaration of `parameters`: the one kept for identical parameters, else `make`'s,
    /// kept from now on.
    func declaration(for parameters: Parameters, make: (Parameters) -> String) -> String {
        for entry in entries where entry.parameters.isIdentical(to: parameters) { return entry.declaration }
        let declaration = make(parameters)
        var kept = entries
        entries = []
        if kept.count == Self.capacity { kept.removeFirst() }
        kept.append((parameters, declaration))
        entries = kept
        return declaration
    }

    /// This thread's declarations, made on first use and released when the thread ends.
    static var current: ShadowDeclarations {
        shadowDeclarationsSlot.object { ShadowDeclarations() }
    }
}

/// The thread-specific slot of ``ShadowDeclarations``.
private let shadowDeclarationsSlot = ThreadLocalSlot<ShadowDeclarations>()
