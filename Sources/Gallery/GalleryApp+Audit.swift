import HTTPServer

extension GalleryApp {
    /// `GET /api/v1/previews/:id/audit`: the preview's ``AccessibilityReport`` as JSON, of the
    /// session's instance as it is now (of the matrix cell's instance with `?variant=`, validated
    /// as the other routes validate it); an unknown preview gets 404, a bad variant 400.
    ///
    /// `GET /previews/:id/audit`: the same report as the preview page's Accessibility panel (an
    /// HTML fragment), which `inspector.js` fetches again when the preview's state changes.
    func addAuditRoute(to router: inout Router) {
        router.add(.get, "/previews/:id/audit") { request in
            let definition = try preview(request)
            return withSession(request) { session in
                let panel = session.withPreview(definition) { instance in
                    AccessibilityPanel.html(AccessibilityReport.of(instance), elementID: definition.id)
                }
                return .html(panel)
            }
        }
        router.add(.get, "/api/v1/previews/:id/audit") { request in
            let definition = try preview(request)
            let variant = try requestedVariant(request)
            return withSession(request) { session in
                serverTimed {
                    .json(session.withPreview(definition, variant: variant) { AccessibilityReport.of($0).json })
                }
            }
        }
    }
}
