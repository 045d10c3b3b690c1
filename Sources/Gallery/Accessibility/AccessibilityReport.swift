import Stylish

/// A preview's accessibility, as Storybook's accessibility add-on reports a story's, plus what
/// the engine knows better than a browser: the roles, names and values audit
/// (``AccessibilityAudit``), the contrast of every text against what is drawn behind it in light
/// and in dark (``ContrastFinding``), the size of every target (``TargetSizeFinding``) and whether
/// every control is reachable and operable from the keyboard (``KeyboardFinding``).
///
/// The preview is reported as its style draws it, in the state it is in: `GET
/// /api/v1/previews/{id}/audit` answers it as JSON, the preview page's inspector shows it.
struct AccessibilityReport {
    /// The preview's id.
    let preview: String
    /// The preview's `seq` when it was audited.
    let seq: Int
    /// Whether the preview's state could not be rebuilt and the report is of it at rest.
    let isStateLost: Bool
    /// The roles, names and values audit's problems, one line each.
    let roles: [String]
    /// Each text's contrast, in light, then in dark.
    let contrast: [ContrastFinding]
    /// Each target's size.
    let targets: [TargetSizeFinding]
    /// Each target's keyboard path.
    let keyboard: [KeyboardFinding]

    /// The colour schemes each report covers, in order.
    static let schemes: [ColorScheme] = [.light, .dark]

    /// How many findings fail.
    var failures: Int {
        roles.count + contrast.count { !$0.passes } + targets.count { !$0.passes } + keyboard.count { !$0.passes }
    }

    /// The report of `instance` as it is now: its state rebuilt on fresh hosts, one per colour
    /// scheme (the instance itself is not changed).
    static func of(_ instance: PreviewInstance) -> AccessibilityReport {
        let replicas = schemes.map { instance.replica(colorScheme: $0) }
        return AccessibilityReport(
            preview: instance.definition.id, seq: instance.seq, hosts: replicas.map(\.host),
            isStateLost: replicas.contains { $0.isStateLost })
    }

    /// The report of the renderings of `hosts`, rendered in ``schemes`` (in that order): the roles,
    /// targets and keys are read from the first, which the scheme does not change.
    init(preview: String, seq: Int, hosts: [ViewHost], isStateLost: Bool = false) {
        self.preview = preview
        self.seq = seq
        self.isStateLost = isStateLost
        let rendering = hosts[0].current ?? hosts[0].render()
        let controls = rendering.targets.isEmpty ? [:] : StageControl.byTarget(in: rendering.markup)
        roles = AccessibilityAudit.problems(in: rendering.html)
        contrast = hosts.flatMap { ContrastFinding.all(in: $0.drawnContent()) }
        targets = TargetSizeFinding.all(in: rendering, controls: controls)
        keyboard = KeyboardFinding.all(in: rendering, controls: controls)
    }
}
