import Foundation
import Stylish

@testable import Gallery

/// A state of a preview that gets its own golden files: what the user did to reach it.
///
/// A script drives the host the way the browser would, in the variant's direction (a swipe goes
/// towards the trailing edge, so right to left under `rtl`). An event the view refuses (a disabled
/// slider has no drag target, say) is not an error here: it is written into the golden file's notes,
/// so the file shows what the user would get.
struct GoldenScenario: Sendable {
    /// The state's name in file names (`mid-drag`).
    let name: String
    /// Drives a fresh host to the state and returns its last rendering.
    let run: @Sendable (inout GoldenScript) -> Rendering

    /// The host as it first renders.
    static let rest = GoldenScenario(name: "rest") { $0.host.render() }

    /// Halfway through a swipe: pressed at the leading edge, moved to the middle, not released.
    static let midDrag = GoldenScenario(name: "mid-drag") { script in
        script.drag([(.began, 14), (.changed, 0.5)])
    }

    /// A full swipe released at the trailing edge (the checkout fires).
    static let afterSwipe = GoldenScenario(name: "after-checkout") { script in
        script.drag([(.began, 14), (.changed, 0.25), (.changed, 0.5), (.changed, 0.75), (.changed, 1), (.ended, 1)])
    }

    /// Text typed into the first text field, which the model may change, then submitted.
    static let typed = GoldenScenario(name: "typed") { script in
        script.type("Ada Lovelace")
    }

    /// The states that matter for each preview, by preview id; a preview not listed gets `rest` only.
    static let byPreview: [String: [GoldenScenario]] = [
        "default-slider": [.rest, .midDrag],
        "checkout-slider": [.rest, .midDrag, .afterSwipe],
        "text-field-styles": [.rest, .typed],
    ]

    /// The scenarios of the preview `id`.
    static func scenarios(for id: String) -> [GoldenScenario] {
        byPreview[id] ?? [.rest]
    }
}

/// A host being driven by a scenario, with the notes of what it refused.
struct GoldenScript {
    let host: ViewHost
    let variant: GoldenVariant
    /// One line per event the view refused, in order.
    private(set) var notes: [String] = []

    init(host: ViewHost, variant: GoldenVariant) {
        self.host = host
        self.variant = variant
    }

    /// Types `text` into the first text field, a character at a time as the browser reports it
    /// (each event carries the field's whole text, as the model last gave it plus the character),
    /// then presses Return if the field takes it.
    mutating func type(_ text: String) -> Rendering {
        var rendering = host.current ?? host.render()
        guard let field = rendering.targets.first(where: { $0.gesture == "input" }) else {
            notes.append("no text field: nothing was typed")
            return rendering
        }
        for character in text {
            let shown = StageControl.all(in: rendering.html).first { $0.target == field.id }?.attributes["value"] ?? ""
            do {
                rendering = try host.send(.input(target: field.id, value: shown + String(character)))
            } catch {
                notes.append("input of \(character) refused: \(error.message)")
            }
        }
        if rendering.targets.contains(where: { $0.id == field.id && $0.gesture == "submit" }) {
            do {
                rendering = try host.send(.submit(target: field.id))
            } catch {
                notes.append("submit refused: \(error.message)")
            }
        }
        return rendering
    }

    /// Sends drag `steps` to the first drag target, at its vertical middle.
    ///
    /// A step's position is points from the leading edge when above 1, else a fraction of the width.
    mutating func drag(_ steps: [(phase: DragPhase, position: CGFloat)]) -> Rendering {
        var rendering = host.current ?? host.render()
        guard let target = rendering.targets.first(where: { $0.gesture == "drag" }) else {
            notes.append("no drag target: the drag was not sent")
            return rendering
        }
        let width = target.frame.width
        for step in steps {
            let fromLeading = step.position > 1 ? step.position : step.position * width
            let x = variant.isRightToLeft ? width - fromLeading : fromLeading
            let location = CGPoint(x: x, y: target.frame.height / 2)
            do {
                rendering = try host.send(.drag(target: target.id, phase: step.phase, location: location))
            } catch {
                notes.append("drag \(step.phase) at x \(x) refused: \(error.message)")
            }
        }
        return rendering
    }
}
