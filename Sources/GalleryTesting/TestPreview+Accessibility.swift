import Gallery

/// The gallery's accessibility audit, on a preview as the test has brought it.
extension TestPreview {
    /// What ``AccessibilityAudit`` finds wrong with the preview's controls as they are now (a role,
    /// an accessible name or a value missing, an operable control out of the tab order), one line
    /// each; empty when they pass.
    public var accessibilityProblems: [String] {
        AccessibilityAudit.problems(in: html)
    }

    /// Checks the preview's controls as they are now with the gallery's accessibility audit.
    ///
    /// - Throws: ``GalleryTestError/inaccessible(preview:problems:)`` listing what it found.
    public func assertAccessible() throws {
        let problems = accessibilityProblems
        if !problems.isEmpty { throw GalleryTestError.inaccessible(preview: id, problems: problems) }
    }
}
