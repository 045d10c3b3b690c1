import HTTPServer
import Stylish

extension GalleryApp {
    /// The cards of `previews` in `session`, each its instance's current rendering, with the
    /// environment the request's query pins applied first.
    func cards(_ previews: [PreviewDefinition], in session: Session, for request: HTTPRequest) -> [PreviewCard] {
        cardInputs(previews, in: session, environment: PreviewEnvironment(query: request)).map(\.card)
    }

    /// What the cards of `previews` in `session` show, with `environment` (what a request's query
    /// pins) applied to each instance first.
    ///
    /// The environment goes to each instance as an `environment` event, only when it differs from
    /// the instance's: the event is recorded like any other, so a restart replays it.
    func cardInputs(_ previews: [PreviewDefinition], in session: Session, environment: PreviewEnvironment) -> [CardInput] {
        previews.map { definition in
            session.withPreview(definition) { instance in
                if let change = EnvironmentChange.pinning(environment, from: instance.host.environment) {
                    // An environment event has no target and no drag to conflict with: it applies.
                    if (try? instance.apply(.environment(change), seq: nil)) != nil { session.recordWork() }
                }
                return input(definition, instance)
            }
        }
    }

    /// The cards of `previews` in `session`, each its instance in `variant` (a matrix cell).
    func cards(_ previews: [PreviewDefinition], in session: Session, variant: PreviewEnvironment) -> [PreviewCard] {
        previews.map { definition in
            session.withPreview(definition, variant: variant) { instance in
                var card = input(definition, instance).card
                card.variant = variant.canonicalQuery
                return card
            }
        }
    }

    private func input(_ definition: PreviewDefinition, _ instance: PreviewInstance) -> CardInput {
        CardInput(definition: definition, seq: instance.seq, rendering: instance.host.current ?? instance.host.render())
    }
}
