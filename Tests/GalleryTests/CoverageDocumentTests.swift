import Foundation
import Testing

/// `docs/SWIFTUI-COVERAGE.md` says the truth about its tests, and the check would say when it did not.
@Suite("The SwiftUI coverage document")
struct CoverageDocumentTests {
    /// The package's root, from this file's path.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("Every row is well formed; supported rows name tests that exist; partial rows say what differs")
    func documentIsTrue() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/SWIFTUI-COVERAGE.md"), encoding: .utf8)
        let tests = TestIndex.tests(under: Self.root.appendingPathComponent("Tests"))
        #expect(tests.contains("CoverageDocumentTests/documentIsTrue"), "the test index misses this very test")
        let problems = CoverageDocument(text: text).problems(tests: tests)
        #expect(problems.isEmpty, "\(problems.count) rows are wrong:\n\(problems.joined(separator: "\n"))")
    }

    /// A document of the table's header and `rows`.
    private func problems(_ rows: String..., tests: Set<String> = ["Good/one", "Good/two"]) -> [String] {
        let text = "# T\n\n| API | status | test |\n| --- | --- | --- |\n" + rows.joined(separator: "\n") + "\n"
        return CoverageDocument(text: text).problems(tests: tests)
    }

    @Test("Right rows pass: supported with tests, partial with what differs, missing with none")
    func rightRows() {
        #expect(
            problems("| `A` | supported | Good/one, Good/two |", "| `B` | partial: no device | — |", "| `C` | missing | — |")
                .isEmpty)
    }

    @Test("A supported row with no test, or an unknown or misspelt one, fails naming the row and why")
    func supportedRows() {
        let none = problems("| `Text` | supported | — |")
        #expect(none == ["line 5 (`Text`): a supported row must name the test that proves it"])
        let unknown = problems("| `Text` | supported | Good/one, Good/three |")
        #expect(unknown == ["line 5 (`Text`): no @Test function `three` in a type `Good` under Tests/"])
        let misspelt = problems("| `Text` | supported | Good.one |")
        #expect(misspelt.first?.contains("`Good.one` is not a test name of the form Suite/function") == true)
    }

    @Test("A partial row that does not say what differs fails; so do a missing row naming a test and an unknown status")
    func otherStatuses() {
        #expect(problems("| `A` | partial: | — |") == ["line 5 (`A`): a partial row must say what differs after `partial:`"])
        #expect(problems("| `A` | partial | — |").first?.contains("none of supported") == true)
        #expect(problems("| `A` | missing | Good/one |").first?.contains("a missing row names no test") == true)
    }

    @Test("Malformed rows fail: the wrong number of cells, an empty cell, no closing bar, no rows at all")
    func malformedRows() {
        #expect(problems("| `A` | supported |").first?.contains("a row has 3 cells") == true)
        #expect(problems("| `A` | supported | Good/one | extra |").first?.contains("this one 4") == true)
        #expect(problems("| `A` | supported | Good/one").first?.contains("start and end with `|`") == true)
        #expect(problems("|  | missing | — |").first?.contains("the API cell is empty") == true)
        #expect(problems("| `A` | missing |  |").first?.contains("the test cell is empty") == true)
        #expect(CoverageDocument(text: "# Nothing\n").problems(tests: []) == ["the document has no table rows"])
    }

    @Test("The test index finds @Test functions by their top-level type, attributes over several lines too")
    func testIndex() {
        let source = """
            @Suite("S")
            struct Outer {
                struct Inner {}
                @Test("x")
                func first() {}

                @Test(
                    "y", arguments: [1])
                func second(_ value: Int) {}

                func helper() {}
            }

            extension Other {
                @Test func third() async throws {}
            }
            """
        #expect(TestIndex.tests(in: source) == ["Outer/first", "Outer/second", "Other/third"])
    }
}
