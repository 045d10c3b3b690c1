import HTTPServer
import Stylish

extension GalleryApp {
    /// The cards of `previews` in `session`, each its instance's current rendering, with the
    /// environment the request's query pins applied first.
    ///
    /// The environment goes to each instance as an `environment` event, only when it differs from
    /// the instance's: the event is recorded like any other, so a restart replays it.
    func cards(_ previews: [PreviewDefinition], in session: Session, for request: HTTPRequest) -> [PreviewCard] {
        let environment = PreviewEnvironment(query: request)
        return previews.map { definition in
            session.withPreview(definition) { instance in
                if let change = EnvironmentChange.pinning(environment, from: instance.host.environment) {
                    // An environment event has no target and no drag to conflict with: it applies.
                    if (try? instance.apply(.environment(change), seq: nil)) != nil { session.recordWork() }
                }
                return card(definition, instance)
            }
        }
    }

    /// The cards of `previews` in `session`, each its instance in `variant` (a matrix cell).
    func cards(_ previews: [PreviewDefinition], in session: Session, variant: PreviewEnvironment) -> [PreviewCard] {
        previews.map { definition in
            session.withPreview(definition, variant: variant) { instance in
                var card = card(definition, instance)
                card.variant = variant.canonicalQuery
                return card
            }
        }
    }

    private func card(_ definition: PreviewDefinition, _ instance: PreviewInstance) -> PreviewCard {
        let rendering = instance.host.current ?? instance.host.render()
        var state = JSONWriter()
        Snapshot.writeState(definition.model(of: rendering), to: &state)
        return PreviewCard(
            definition: definition, seq: instance.seq, state: String(decoding: state.bytes, as: UTF8.self),
            html: rendering.html)
    }
}
