import Foundation
import Testing

@testable import Gallery

/// Where the toolbar's links lead and how a no-JS toolbar submit lands: the matrix link names the
/// page's kind of control and keeps the environment; empty keys are redirected away.
@Suite("The toolbar's links and the clean URL")
struct EnvironmentLinkTests {
    /// The `GET` of `path?query` over a raw connection, so that a 303 is seen as it is; its status
    /// and `Location`.
    private func rawGet(_ path: String, port: Int) throws -> (status: Int, location: String?) {
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        let answer = String(decoding: try RawExchange.send(Array(request.utf8), port: port), as: UTF8.self)
        let lines = (answer.components(separatedBy: "\r\n\r\n").first ?? "").components(separatedBy: "\r\n")
        let status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        let location = lines.first { $0.lowercased().hasPrefix("location:") }.map {
            $0.dropFirst("location:".count).trimmingCharacters(in: .whitespaces)
        }
        return (status, location)
    }

    /// The matrix links of `page`: each `href` with the text of its anchor.
    private func matrixLinks(_ page: String) -> [(href: String, text: String)] {
        guard let start = page.range(of: "class=\"sg-matrix-link\"") else { return [] }
        let rest = page[start.lowerBound...]
        let end = rest.range(of: "</fieldset>")?.lowerBound ?? rest.endIndex
        let anchors = rest[..<end].matches(of: /href="([^"]*)"[^>]*>([^<]*)<\/a>/)
        return anchors.map { (String($0.output.1).replacingOccurrences(of: "&amp;", with: "&"), String($0.output.2)) }
    }

    @Test(
        "A preview page links to the matrix of its first kind of control, with the page's environment",
        arguments: [
            ("custom-button", "button"), ("stepper", "stepper"), ("default-slider", "slider"),
            ("checkbox-multiple-choice", "checkbox"),
        ])
    func previewMatrixLink(_ preview: String, kind: String) async throws {
        let definition = try #require(Catalogue.standard.preview(preview))
        let expected = try #require(definition.controls.first)
        try await withGallery { port in
            let page = try await GalleryClient(port: port).get("/previews/\(preview)?tint=orange&colorScheme=dark")
            let links = matrixLinks(page.text)
            #expect(links.count == 1)
            #expect(links.first?.href == "/matrix?control=\(expected.rawValue)&colorScheme=dark&tint=orange")
            #expect(expected.rawValue == kind)
            #expect(links.first?.text == "Matrix of every \(kind) style")
        }
    }

    @Test("/matrix?control=button links to the button matrix, keeping its axes and base; the index to every kind")
    func matrixAndIndexLinks() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let matrix = try await client.get("/matrix?control=button&axes=colorScheme,controlSize&tint=orange")
            let links = matrixLinks(matrix.text)
            #expect(links.map(\.text) == ["Matrix of every button style"])
            #expect(links.first?.href == "/matrix?control=button&axes=colorScheme,controlSize&tint=orange")
            let index = matrixLinks(try await client.get("/?tint=red").text)
            #expect(index.map(\.href) == ControlKind.allCases.map { "/matrix?control=\($0.rawValue)&tint=red" })
            #expect(index.map(\.text) == ControlKind.allCases.map(\.title))
        }
    }

    @Test(
        "A toolbar submit with automatic (empty) fields answers 303 to the URL without them, other keys kept",
        arguments: [
            (
                "/?colorScheme=dark&layoutDirection=&controlSize=&tint=&q=range",
                "/?colorScheme=dark&q=range"
            ),
            ("/previews/stepper?colorScheme=&dynamicTypeSize=", "/previews/stepper"),
            ("/previews/stepper?q=a%20b&reduceMotion=&tint=green", "/previews/stepper?q=a%20b&tint=green"),
            ("/matrix?control=button&tint=&controlSize=large", "/matrix?control=button&controlSize=large"),
        ])
    func emptyKeysRedirect(_ path: String, location: String) async throws {
        try await withGallery { port in
            let answer = try rawGet(path, port: port)
            #expect(answer.status == 303)
            #expect(answer.location == location)
            #expect(try rawGet(location, port: port).status == 200, "the clean URL is the page itself")
        }
    }
}
