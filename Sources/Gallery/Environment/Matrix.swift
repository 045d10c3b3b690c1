import HTTPServer

/// What a matrix page shows: every preview of one kind of control, crossed with environment
/// values (`/matrix?control=slider&axes=colorScheme,controlSize`).
struct Matrix {
    /// The axes when the query names none: light/dark × enabled/disabled × LTR/RTL.
    static let defaultAxes = ["colorScheme", "disabled", "layoutDirection"]
    /// The most cells a matrix may have: each is an instance of its own in the session.
    static let maximumCells = Session.maximumVariants

    /// The kind of control shown.
    let control: ControlKind
    /// The environment keys crossed, in the order given.
    let axes: [String]
    /// The previews whose `controls` contain ``control``, one group of rows each (``MatrixGrid``).
    let previews: [PreviewDefinition]
    /// The environment the rest of the query pins (the toolbar's values), under every variant.
    let base: PreviewEnvironment
    /// The variants, a cell of each preview's rows each: ``base`` with each combination of the
    /// axes' values, the first axis slowest.
    let variants: [PreviewEnvironment]

    /// The matrix `request` asks for; a 400 naming the problem for an unknown control or axis, an
    /// axis given twice, or more than ``maximumCells`` cells. `control` defaults to `slider`.
    init(_ request: HTTPRequest, catalogue: Catalogue) throws(GalleryError) {
        let controlName = request.queryValue(named: "control") ?? ControlKind.slider.rawValue
        guard let control = ControlKind(rawValue: controlName) else {
            let names = ControlKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalidMatrix("No control kind '\(controlName)': use one of \(names).")
        }
        let axes = request.queryValue(named: "axes").map { $0.split(separator: ",").map(String.init) } ?? Self.defaultAxes
        guard !axes.isEmpty, Set(axes).count == axes.count, axes.allSatisfy(PreviewEnvironment.keys.contains) else {
            throw .invalidMatrix(
                "'axes' must list distinct environment keys, separated by commas: "
                    + PreviewEnvironment.keys.joined(separator: ", ") + ".")
        }
        self.control = control
        self.axes = axes
        previews = catalogue.previews.filter { $0.controls.contains(control) }
        var base = PreviewEnvironment(query: request)
        for axis in axes { _ = base.set(axis, to: "") }
        self.base = base
        var variants = [base]
        for axis in axes {
            variants = variants.flatMap { variant in
                PreviewEnvironment.values(of: axis).map { value in
                    var crossed = variant
                    _ = crossed.set(axis, to: value)
                    return crossed
                }
            }
        }
        self.variants = variants
        guard variants.count * previews.count <= Self.maximumCells else {
            throw .invalidMatrix(
                "These axes make \(variants.count * previews.count) cells; the most is \(Self.maximumCells). Choose fewer axes.")
        }
    }

    /// The query that reproduces the matrix with `control` instead (the axes and base kept).
    func query(control: ControlKind) -> String {
        var items = [("control", control.rawValue)]
        if axes != Self.defaultAxes { items.append(("axes", axes.joined(separator: ","))) }
        items += base.queryItems
        return items.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
    }
}

extension GalleryError {
    /// A matrix page that cannot be drawn: 400.
    static func invalidMatrix(_ message: String) -> GalleryError {
        GalleryError(status: .badRequest, message: message)
    }
}
