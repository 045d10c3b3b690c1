import Foundation

/// One presented sheet of a render pass: the dimmed backdrop over everything below it and the
/// panel (`role="dialog"`) that holds the content, both nodes of their own.
///
/// Keys: the panel is `K.sheet` (for the first sheet of the view at `K`), its content resolves
/// at `K.sheet.0`, the backdrop is `K.sheet.scrim` (the tap target that dismisses).
final class PresentedSheet {
    /// The gap above the panel of a top-level sheet; each nested sheet sits lower by ``levelStep``.
    static let topInset: CGFloat = 24
    /// How much lower each nested sheet's panel starts.
    static let levelStep: CGFloat = 12
    /// The radius of the panel's top corners.
    static let cornerRadius: CGFloat = 10
    /// The space above and below the content inside the panel (iOS's sheet safe area).
    static let verticalInset: CGFloat = 16

    let key: String
    /// How many sheets this one is nested in (0 for a sheet of the presenting content).
    let level: Int
    let colorScheme: ColorScheme
    /// Whether a tap on the backdrop dismisses (`interactiveDismissDisabled()` turns it off).
    var isInteractiveDismissEnabled = true
    /// The heights the sheet may take (`presentationDetents`); it shows at the smallest. Empty:
    /// `.large`, the whole height below ``top``.
    var detents: Set<PresentationDetent> = []
    /// The detent the sheet is drawn at, when one was chosen (`presentationDetents(_:selection:)`).
    var selectedDetent: PresentationDetent?
    /// Whether the sheet shows a drag indicator at its top (`.automatic`: when it has several
    /// detents to drag between).
    var dragIndicator = Visibility.automatic
    /// The drag indicator, placed at the top of the panel when it shows.
    let indicator: Node
    /// The backdrop, covering the canvas.
    let scrim: Node
    /// The panel, whose padded child lays the content out as a vertical stack.
    let panel: Node
    /// The content's vertical stack, inside ``inset``.
    private let content: Node
    /// The panel's padding around the content.
    private let inset: Node

    init(key: String, level: Int, colorScheme: ColorScheme) {
        self.key = key
        self.level = level
        self.colorScheme = colorScheme
        scrim = Node(key: key + ".scrim", kind: .frame(width: nil, height: nil, alignment: .center))
        indicator = Node(
            key: key + ".indicator",
            kind: .shape(
                ShapeDrawing(outline: .rounded(.capsule, inset: 0), fill: .color(Color.gray.opacity(0.5)), stroke: nil)))
        content = Node(key: key + ".content", kind: .stack(.vertical, alignment: .center, spacing: 8))
        let padding = EdgeInsets(top: Self.verticalInset, leading: 0, bottom: Self.verticalInset, trailing: 0)
        inset = Node(key: key + ".inset", kind: .padding(padding), children: [content])
        panel = Node(key: key, kind: .frame(width: nil, height: nil, alignment: .center), children: [inset])
        let isDark = colorScheme == .dark
        scrim.attributes = [("data-sheet", "scrim"), ("aria-hidden", "true")]
        scrim.style = [
            "background:"
                + (isDark ? "var(--sg-sheet-scrim-dark, rgb(0 0 0 / 0.48))" : "var(--sg-sheet-scrim, rgb(0 0 0 / 0.2))"),
            // Drawn, so hit: a press on the backdrop dismisses, none reaches the views below.
            "pointer-events:auto",
        ]
        panel.attributes = [("data-sheet", "panel"), ("role", "dialog"), ("aria-modal", "true"), ("tabindex", "-1")]
        let radius = CSS.px(Self.cornerRadius)
        panel.style = [
            "background:" + (isDark ? "var(--sg-sheet-dark, #1c1c1e)" : "var(--sg-sheet, #fff)"),
            "color-scheme:" + colorScheme.rawValue,
            "border-radius:\(radius) \(radius) 0 0",
            "box-shadow:" + (isDark ? "none" : "var(--sg-sheet-shadow, 0 -1px 8px rgb(0 0 0 / 0.08))"),
            "overflow:hidden",
            "pointer-events:auto",
        ]
    }

    /// Paints the panel with `declarations`, which replace the sheet background.
    func setBackground(_ declarations: [String]) {
        let kept = panel.style.filter {
            !$0.hasPrefix("background:") && !$0.hasPrefix("backdrop-filter:") && !$0.hasPrefix("-webkit-backdrop-filter:")
        }
        panel.style = declarations + kept
    }

    /// Where the panel starts, from the top of the canvas.
    var top: CGFloat { Self.topInset + Self.levelStep * CGFloat(level) }

    /// Takes the resolved content; a label it carries at its top (`accessibilityLabel`) names the
    /// dialog instead.
    func setContent(_ nodes: [Node]) {
        content.children = nodes
        // The content is resolved after the panel and its insets were made: they are marked now.
        let observes = nodes.contains { $0.observesGeometryBelow }
        content.observesGeometryBelow = observes
        inset.observesGeometryBelow = observes
        panel.observesGeometryBelow = observes
        if nodes.count == 1, let index = nodes[0].attributes.firstIndex(where: { $0.name == "aria-label" }) {
            let label = nodes[0].editAttributes { $0.remove(at: index) }
            panel.editAttributes { $0.append(label) }
        }
    }

    /// Registers the backdrop tap that runs `dismiss`.
    func enableBackdropDismissal(in context: ResolveContext, dismiss: @escaping () -> Void) {
        scrim.editAttributes { $0.append(("tabindex", "-1")) }
        context.register(TargetHandlers(tap: { _ in dismiss() }), at: scrim.key)
        scrim.markTarget(scrim.key, gesture: "tap")
    }

    /// The height the content wants at `width`, with the panel's insets.
    func idealHeight(width: CGFloat) -> CGFloat {
        inset.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    }

    /// Covers the canvas with the backdrop, and lays the panel out at the height of its smallest
    /// detent (the whole height from ``top`` down without detents), from the bottom up, with the
    /// drag indicator at its top when it shows.
    func place(width: CGFloat, canvasHeight: CGFloat) {
        scrim.frame = CGRect(x: 0, y: 0, width: width, height: canvasHeight)
        let available = max(0, canvasHeight - top)
        let height =
            selectedDetent?.height(in: available) ?? detents.map { $0.height(in: available) }.min() ?? available
        panel.frame = CGRect(x: 0, y: canvasHeight - height, width: width, height: height)
        let showsIndicator = dragIndicator == .visible || (dragIndicator == .automatic && detents.count > 1)
        panel.setChildren(showsIndicator ? [inset, indicator] : [inset])
        panel.place(in: panel.frame.size)
        indicator.frame = CGRect(x: ((width - 36) / 2).rounded(), y: 5, width: 36, height: 5)
        panel.notifyGeometryObservers()
    }
}
