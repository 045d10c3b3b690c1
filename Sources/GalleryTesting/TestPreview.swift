import Foundation
import Synchronization

/// A preview opened by ``TestGallery/open(_:environment:)``: its last snapshot (state, targets,
/// markup), and the events a user would cause (see `TestPreview+Events.swift`).
///
/// Every event is posted to the API and the preview takes the reply as its new snapshot, so what
/// a test reads is what the server answered last.
public final class TestPreview: Sendable {
    /// The preview's id in the catalogue.
    public let id: String
    /// `/api/v1/previews/{id}`.
    let path: String
    let gallery: TestGallery
    private let current: Mutex<PreviewSnapshot>

    init(id: String, path: String, gallery: TestGallery, snapshot: PreviewSnapshot) {
        self.id = id
        self.path = path
        self.gallery = gallery
        self.current = Mutex(snapshot)
    }

    /// The last snapshot.
    var snapshot: PreviewSnapshot { current.withLock { $0 } }

    /// The last event sequence number the server applied (0 after opening).
    public var seq: Int { snapshot.fields.seq }

    /// The interactive elements, one per element with its gestures, in tree order.
    public var targets: [TestTarget] { snapshot.targets }

    /// The rendered canvas as the API gives it (`html`).
    public var html: String { snapshot.fields.html }

    /// The names of the state values the model has now, in its order.
    public var stateKeys: [String] { snapshot.state.members.map(\.name) }

    /// The target whose accessible label is `label`.
    ///
    /// - Throws: ``GalleryTestError/noSuchTarget(query:preview:targets:)`` listing the targets
    ///   there are, or ``GalleryTestError/ambiguousTarget(query:preview:matches:)``.
    public func target(label: String) throws -> TestTarget {
        try onlyTarget("label \"\(label)\"") { $0.label == label }
    }

    /// The target whose role is `role` (`slider`, `button`, `switch` …).
    public func target(role: String) throws -> TestTarget {
        try onlyTarget("role \(role)") { $0.role == role }
    }

    /// The target with role `role` and accessible label `label`.
    public func target(role: String, label: String) throws -> TestTarget {
        try onlyTarget("role \(role) and label \"\(label)\"") { $0.role == role && $0.label == label }
    }

    /// The target whose structural id is `id` (prefer a label or role: ids change with the view).
    public func target(id: String) throws -> TestTarget {
        try onlyTarget("id \(id)") { $0.id == id }
    }

    private func onlyTarget(_ query: String, where matches: (TestTarget) -> Bool) throws -> TestTarget {
        let targets = self.targets
        let found = targets.filter(matches)
        guard let first = found.first else {
            throw GalleryTestError.noSuchTarget(query: query, preview: id, targets: targets)
        }
        guard found.count == 1 else { throw GalleryTestError.ambiguousTarget(query: query, preview: id, matches: found) }
        return first
    }

    /// The model's value `key` as a `Value`: `Bool`, `Int`, `Double`, `String`, arrays of them,
    /// `ClosedRange` (the API's `[lower, upper]`), or any `Decodable` of that JSON.
    ///
    /// - Throws: ``GalleryTestError/noSuchStateKey(key:preview:keys:)`` naming the keys the
    ///   model has, or ``GalleryTestError/stateTypeMismatch(key:preview:expected:value:)``.
    public func state<Value: Decodable>(_ key: String, as type: Value.Type = Value.self) throws -> Value {
        let state = snapshot.state
        guard let bytes = state[key] else {
            throw GalleryTestError.noSuchStateKey(key: key, preview: id, keys: state.members.map(\.name))
        }
        do {
            return try JSONDecoder().decode(Value.self, from: Data(bytes))
        } catch {
            throw GalleryTestError.stateTypeMismatch(
                key: key, preview: id, expected: String(describing: Value.self), value: String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Takes the snapshot `request` answers as the preview's.
    func update(_ request: TestRequest) async throws {
        let snapshot = try await gallery.snapshot(request)
        current.withLock { $0 = snapshot }
    }
}
