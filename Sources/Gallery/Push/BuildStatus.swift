/// Where a rebuild of the gallery's code is, as a `--watch` supervisor announces it to every
/// open page (``GalleryApp/announceBuild(_:)``).
public enum BuildStatus: Sendable, Equatable {
    /// A rebuild has started: pages may show a small "Rebuilding…" indicator.
    case started
    /// The rebuild failed with these diagnostics: pages show them in an overlay, and the running
    /// code goes on serving.
    case failed([BuildDiagnostic])
    /// The rebuild succeeded: the new code is about to serve (its `hello` has a new build id).
    case succeeded
}
