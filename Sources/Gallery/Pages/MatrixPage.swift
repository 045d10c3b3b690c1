/// The matrix page: every style of one kind of control side by side, crossed with environment
/// values, each cell a live instance of its own.
enum MatrixPage {
    /// The page for `matrix`; `cells[v][p]` is preview `p` in variant `v`. The cells form one
    /// table (``MatrixGrid``): the styles down the side, the variants as column and row headers.
    static func html(_ matrix: Matrix, cells: [[PreviewCard]]) -> String {
        var body = """
            <header class="sg-header"><h1><a href="/">StyleGallery</a></h1>
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
        let grid = MatrixGrid(axes: matrix.axes)
        body += "<main class=\"sg-matrix\" id=\"sg-main\">\n"
        body += grid.html(
            caption: caption(matrix, grid), previews: matrix.previews, variants: matrix.variants,
            link: { PageLink.preview($0.id, matrix.base.queryItems) },
            cell: { preview, variant in
                let environment = matrix.variants[variant]
                return cells[variant][preview].matrixCellMarkup(
                    label: grid.cellLabel(matrix.previews[preview], environment),
                    link: PageLink.preview(matrix.previews[preview].id, environment.queryItems))
            })
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

    /// The table's caption: what the columns and rows cross (`Sliders: colour scheme and layout
    /// direction across, enabled or disabled down. Every cell is live.`).
    private static func caption(_ matrix: Matrix, _ grid: MatrixGrid) -> String {
        let names = { (axes: [String]) in axes.map { MatrixGrid.name(of: $0).lowercased() }.joined(separator: " and ") }
        let down = grid.rowAxes.isEmpty ? "" : ", " + names(grid.rowAxes) + " down"
        return "\(matrix.control.title): \(names(grid.columnAxes)) across\(down). Every cell is live."
    }
}
