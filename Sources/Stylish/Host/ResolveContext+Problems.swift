/// What a view asks of its app that the app does not have (a colour name its table lacks):
/// noted in the graph, for the host to report.
extension ResolveContext {
    /// Notes each named colour of `paint` that the environment's table did not resolve.
    func noteUnknownColors(in paint: _Paint) {
        for color in paint.colors { noteUnknownColor(color) }
    }

    /// Notes `color` if it is a named colour the environment's table did not resolve.
    func noteUnknownColor(_ color: Color) {
        guard let name = color.unknownName else { return }
        graph.noteProblem("Unknown colour name \"\(name)\": add it to the colour table (Config/colors.json)")
    }
}
