import HTTPServer

extension GalleryApp {
    /// The cards of `previews` in `session`, each its instance's current rendering.
    func cards(_ previews: [PreviewDefinition], in session: Session, for request: HTTPRequest) -> [PreviewCard] {
        previews.map { definition in
            session.withPreview(definition) { instance in
                let rendering = instance.host.current ?? instance.host.render()
                var state = JSONWriter()
                Snapshot.writeState(definition.model(of: rendering), to: &state)
                return PreviewCard(
                    definition: definition, seq: instance.seq, state: String(decoding: state.bytes, as: UTF8.self),
                    html: rendering.html)
            }
        }
    }
}
