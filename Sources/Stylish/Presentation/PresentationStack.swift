import Foundation

/// The sheets presented in one render pass, outermost first: the host lays them out over the
/// canvas, draws them after the presenting content and takes targets from the topmost only.
///
/// The graph holds one stack and empties it at the start of every pass; a `.sheet` modifier whose
/// binding is true adds its sheet while the tree resolves. Its lists are replaced or changed as
/// copies put back, never in place, as ``ViewGraph``'s collections are.
final class PresentationStack {
    /// The sheets of this pass, outermost (first presented) first.
    private(set) var sheets: [PresentedSheet] = []
    /// The sheets whose content is being resolved now, innermost last.
    private var resolving: [PresentedSheet] = []

    /// Whether no sheet is presented.
    var isEmpty: Bool { sheets.isEmpty }
    /// Whether a sheet began since ``resetTouched()``: an update that does not evaluate every
    /// record cannot lay sheets out, and starts again as one that does.
    private(set) var wasTouched = false

    /// Forgets the last pass's sheets.
    func reset() {
        if !sheets.isEmpty { sheets = [] }
        if !resolving.isEmpty { resolving = [] }
    }

    /// Starts watching for sheets that begin (see ``wasTouched``).
    func resetTouched() {
        wasTouched = false
    }

    /// Starts the sheet at `key`; its content resolves next (nested sheets go over it).
    func begin(key: String, colorScheme: ColorScheme) -> PresentedSheet {
        wasTouched = true
        let sheet = PresentedSheet(key: key, level: resolving.count, colorScheme: colorScheme)
        var changed = sheets
        sheets = []
        changed.append(sheet)
        sheets = changed
        changed = resolving
        resolving = []
        changed.append(sheet)
        resolving = changed
        return sheet
    }

    /// Ends the sheet that ``begin(key:colorScheme:)`` started, with its resolved content.
    func end(_ sheet: PresentedSheet, content: [Node]) -> PresentedSheet {
        let current = resolving
        resolving = current.filter { $0 !== sheet }
        sheet.setContent(content)
        return sheet
    }

    /// Turns off the backdrop tap of the sheet whose content is being resolved (none outside one).
    func disableInteractiveDismiss() {
        let innermost = resolving.last
        innermost?.isInteractiveDismissEnabled = false
    }

    /// Sets the heights the sheet being resolved may take (`presentationDetents`), and the one it
    /// is drawn at (the smallest unless `selected` is one of them).
    func setDetents(_ detents: Set<PresentationDetent>, selected: PresentationDetent? = nil) {
        resolving.last?.detents = detents
        resolving.last?.selectedDetent = selected.flatMap { detents.contains($0) ? $0 : nil }
    }

    /// Paints the panel of the sheet being resolved with `declarations` (`presentationBackground`).
    func setBackground(_ declarations: [String]) {
        resolving.last?.setBackground(declarations)
    }

    /// Sets whether the sheet being resolved shows its drag indicator (`presentationDragIndicator`).
    func setDragIndicator(_ visibility: Visibility) {
        resolving.last?.dragIndicator = visibility
    }

    /// Lays the sheets out over `root` (already laid out at its own size) and returns the canvas
    /// size: at least the offered width, and tall enough for every sheet's content.
    ///
    /// The presenting content (and every sheet under the topmost) becomes inert for the browser
    /// and hidden from assistive technology, as a modal dialog requires.
    func layOut(over root: Node, offeredWidth: CGFloat?) -> CGSize {
        let contentSize = root.frame.size
        guard let top = sheets.last else { return contentSize }
        let width = max(contentSize.width, offeredWidth ?? 0)
        var height = contentSize.height
        for sheet in sheets {
            height = max(height, sheet.top + sheet.idealHeight(width: width))
        }
        root.frame.origin.x = ((width - contentSize.width) / 2).rounded()
        root.makeInert()
        for sheet in sheets {
            sheet.place(width: width, canvasHeight: height)
            if sheet !== top { sheet.panel.makeInert() }
        }
        return CGSize(width: width, height: height)
    }

    /// Writes the presenting content, then each sheet's backdrop and panel over it, collecting
    /// the targets of the nodes that respond: the topmost sheet's (its backdrop, then its panel),
    /// or else the content's.
    func write(presenting root: Node, to writer: inout HTMLWriter, targets: inout TargetCollector) {
        let top = sheets.last
        targets.isCollecting = top == nil
        root.write(to: &writer, origin: .zero, canvas: .identity, targets: &targets)
        for sheet in sheets {
            targets.isCollecting = sheet === top
            sheet.scrim.write(to: &writer, origin: .zero, canvas: .identity, targets: &targets)
            sheet.panel.write(to: &writer, origin: .zero, canvas: .identity, targets: &targets)
        }
    }

    /// Collects the targets of the nodes that respond now, as ``write(presenting:to:targets:)``
    /// does, without writing: the topmost sheet's (its backdrop, then its panel), or else `root`'s.
    func collectTargets(presenting root: Node, into targets: inout TargetCollector) {
        guard let top = sheets.last else { return root.collectTargets(canvas: .identity, into: &targets) }
        top.scrim.collectTargets(canvas: .identity, into: &targets)
        top.panel.collectTargets(canvas: .identity, into: &targets)
    }
}

extension Node {
    /// Takes this node's element out of the browser's focus order and the accessibility tree.
    fileprivate func makeInert() {
        editAttributes { attributes in
            attributes.removeAll { $0.name == "inert" || $0.name == "aria-hidden" }
            attributes.append(("inert", ""))
            attributes.append(("aria-hidden", "true"))
        }
    }
}
