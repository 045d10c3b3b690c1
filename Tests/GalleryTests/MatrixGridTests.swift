import HTTPServer
import Testing

@testable import Gallery

/// How a matrix's axes become the columns and rows of its table, and what its headers say.
@Suite("The matrix's table layout")
struct MatrixGridTests {
    @Test(
        "Colour scheme and layout direction go across (else the first axis); every other axis goes down",
        arguments: [
            (["colorScheme", "disabled", "layoutDirection"], ["colorScheme", "layoutDirection"], ["disabled"]),
            (["colorScheme", "controlSize"], ["colorScheme"], ["controlSize"]),
            (["layoutDirection"], ["layoutDirection"], []),
            (["controlSize", "dynamicTypeSize"], ["controlSize"], ["dynamicTypeSize"]),
            (["disabled", "layoutDirection", "reduceMotion"], ["layoutDirection"], ["disabled", "reduceMotion"]),
        ])
    func axes(_ axes: [String], across: [String], down: [String]) {
        let grid = MatrixGrid(axes: axes)
        #expect(grid.columnAxes == across)
        #expect(grid.rowAxes == down)
        let count = { (axes: [String]) in axes.map { PreviewEnvironment.values(of: $0).count }.reduce(1, *) }
        #expect(grid.columns.count == count(across) && grid.rows.count == count(down))
    }

    @Test("Each cell of the table is one variant of the matrix, and each variant is one cell")
    func everyVariantOnce() throws {
        let request = HTTPRequest(method: .get, path: "/matrix", query: "control=toggle&axes=controlSize,colorScheme,disabled")
        let matrix = try Matrix(request, catalogue: .standard)
        let grid = MatrixGrid(axes: matrix.axes)
        var found: [Int] = []
        for row in grid.rows.indices {
            for column in grid.columns.indices {
                found.append(try #require(grid.variantIndex(in: matrix.variants, row: row, column: column)))
            }
        }
        #expect(found.sorted() == Array(matrix.variants.indices))
        #expect(grid.variantIndex(in: [], row: 0, column: 0) == nil)
    }

    @Test(
        "Values read as words",
        arguments: [
            ("colorScheme", "dark", "Dark"), ("layoutDirection", "rightToLeft", "Right to left"),
            ("disabled", "1", "Disabled"), ("disabled", "0", "Enabled"), ("reduceMotion", "1", "Reduced motion"),
            ("controlSize", "extraLarge", "Extra large"), ("dynamicTypeSize", "xxxLarge", "XXX-large"),
            ("dynamicTypeSize", "xSmall", "X-small"), ("dynamicTypeSize", "accessibility3", "Accessibility 3"),
            ("tint", "orange", "Orange"),
        ])
    func labels(_ axis: String, _ value: String, _ label: String) {
        #expect(MatrixGrid.label(value, of: axis) == label)
    }

    @Test("A cell's label names its preview and every value of its variant")
    func cellLabel() throws {
        let grid = MatrixGrid(axes: Matrix.defaultAxes)
        let variant = try #require(PreviewEnvironment.matrixVariants.last)
        let slider = try #require(Catalogue.standard.previews.first { $0.id == "default-slider" })
        #expect(grid.cellLabel(slider, variant) == "\(slider.title): dark, right to left, disabled")
    }
}
