import Foundation

/// A preview's snapshot as the API answers it (`GET /api/v1/previews/{id}`, an event's reply):
/// its decoded fields, and the bytes of its JSON members as the server wrote them.
struct PreviewSnapshot: Sendable {
    /// The fields the kit reads.
    struct Fields: Decodable {
        struct Target: Decodable {
            let id: String
            let gesture: String
            let frame: Frame
            let role: String?
            let label: String?
        }

        struct Frame: Decodable {
            let x: Double
            let y: Double
            let width: Double
            let height: Double
        }

        let id: String
        let seq: Int
        let targets: [Target]
        let html: String
    }

    let fields: Fields
    /// The reply's members (`state`, `size`, `targets`, `animation` …) as written.
    let members: JSONMembers
    /// The `state` object's members as written, in the model's order.
    let state: JSONMembers

    /// The snapshot in `body`; throws ``GalleryTestError/malformedReply(_:)`` when it is not one.
    init(_ body: [UInt8], request: TestRequest) throws {
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(body))
        } catch {
            throw GalleryTestError.malformedReply(
                "\(request.summary) answered what is not a snapshot (\(error)): \(String(decoding: body.prefix(200), as: UTF8.self))"
            )
        }
        guard let members = JSONMembers(body[...]), let state = members["state"].flatMap(JSONMembers.init) else {
            throw GalleryTestError.malformedReply("\(request.summary) answered a snapshot without a state object")
        }
        self.members = members
        self.state = state
    }

    /// The targets, one per element: the gestures of an element's entries gathered, in the order
    /// the API lists them.
    var targets: [TestTarget] {
        var targets: [TestTarget] = []
        for entry in fields.targets {
            if let index = targets.firstIndex(where: { $0.id == entry.id }) {
                targets[index].gestures.append(entry.gesture)
            } else {
                let frame = CGRect(x: entry.frame.x, y: entry.frame.y, width: entry.frame.width, height: entry.frame.height)
                targets.append(
                    TestTarget(id: entry.id, role: entry.role, label: entry.label, gestures: [entry.gesture], frame: frame))
            }
        }
        return targets
    }
}
