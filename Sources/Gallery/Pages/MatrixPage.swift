/// The matrix page: every style of one kind of control side by side, crossed with environment
/// values, each cell a live instance of its own.
enum MatrixPage {
    /// The page for `matrix`; `cells[v][p]` is preview `p` in variant `v`.
    static func html(_ matrix: Matrix, cells: [[PreviewCard]]) -> String {
        let axes = matrix.axes.joined(separator: " × ")
        var body = """
            <header class="sg-header"><h1><a href="/">StyleGallery</a></h1>
            <p>\(IndexPage.escape(matrix.control.title)) × \(IndexPage.escape(axes)): every cell is live.</p>
            <nav class="sg-matrix-nav" aria-label="Control kinds">
            """
        for kind in ControlKind.allCases {
            let current = kind == matrix.control ? " aria-current=\"page\"" : ""
            body +=
                "<a href=\"/matrix?\(IndexPage.escape(matrix.query(control: kind)))\"\(current)>\(IndexPage.escape(kind.title))</a> "
        }
        body += "</nav></header>\n"
        var keeping = [("control", matrix.control.rawValue)]
        if matrix.axes != Matrix.defaultAxes { keeping.append(("axes", matrix.axes.joined(separator: ","))) }
        let link = (kind: matrix.control, href: "/matrix?" + matrix.query(control: matrix.control))
        body += Toolbar.html(
            environment: matrix.base, action: "/matrix", keeping: keeping, reloads: true, omitting: matrix.axes,
            matrices: [link])
        body += "<main class=\"sg-matrix\">\n"
        for (row, definition) in matrix.previews.enumerated() {
            body += "<section class=\"sg-matrix-row\" aria-label=\"\(IndexPage.escape(definition.title))\">\n"
            body += "<h2>\(IndexPage.escape(definition.title))</h2>\n<div class=\"sg-matrix-cells\">\n"
            for (column, variant) in matrix.variants.enumerated() {
                body +=
                    "<figure class=\"sg-matrix-cell\"><figcaption>\(IndexPage.escape(caption(variant, matrix.axes)))</figcaption>\n"
                body += cells[column][row].markup
                body += "</figure>\n"
            }
            body += "</div></section>\n"
        }
        body += "</main>\n"
        return PageShell.html(
            title: "\(matrix.control.title) matrix · StyleGallery", bodyClass: "sg-page sg-matrix-page",
            colorScheme: matrix.base.colorScheme, body: body)
    }

    /// An error page's body: what was wrong with the matrix asked for, and a way back.
    static func errorHTML(_ message: String) -> String {
        """
        <header class="sg-header"><h1><a href="/">StyleGallery</a></h1></header>
        <main class="sg-error-page"><p role="alert">\(IndexPage.escape(message))</p>
        <p><a href="/matrix?control=slider">The slider matrix</a></p></main>

        """
    }

    /// The cell's caption: the axes' values (`dark · disabled · rightToLeft`).
    private static func caption(_ variant: PreviewEnvironment, _ axes: [String]) -> String {
        axes.map { axis in
            let value = variant.value(of: axis) ?? ""
            switch (axis, value) {
            case ("disabled", "1"): return "disabled"
            case ("disabled", _): return "enabled"
            case ("reduceMotion", let flag): return flag == "1" ? "reduce motion" : "motion"
            default: return value
            }
        }.joined(separator: " · ")
    }
}
