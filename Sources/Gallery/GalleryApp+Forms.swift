import Foundation
import HTTPServer
import Stylish

extension GalleryApp {
    /// The form fields that act on a target: `tap`, `submit` and the adjustment keys.
    static let formActions = ["tap", "submit"] + AdjustmentKey.allCases.map(\.rawValue)

    /// The event the form field `name` with the value `target` stands for, if it is an action.
    static func formEvent(_ name: String, target: String) -> ViewEvent? {
        if name == "tap" { return .tap(target: target) }
        if name == "submit" { return .submit(target: target) }
        return AdjustmentKey(rawValue: name).map { .key(target: target, key: $0) }
    }

    /// The input event of a text field's form: its text `input` for the field named by its
    /// `target` field; 400 without a target, or for a text over the API's bound.
    static func formInputEvent(_ input: String, target: String?) throws -> ViewEvent {
        guard let target else {
            throw HTTPError(.badRequest, "A text field's form names its field in 'target' beside its 'input'.")
        }
        do throws(GalleryError) {
            return try EventDecoding.input(target: target, value: input)
        } catch {
            throw HTTPError(error.status, error.message)
        }
    }

    /// The no-JS form posts (Post/Redirect/Get): `POST /` and `POST /previews/:id`, from the
    /// `<noscript>` forms of ``NoScriptControls``, which post to the page they are on.
    ///
    /// The body (`application/x-www-form-urlencoded`) names the preview (`preview`, optional on a
    /// preview's own page) and one action: `tap`, `increment`, `decrement`, `pageIncrement`,
    /// `pageDecrement`, `home`, `end` or `submit`, whose value is the target, or a text field's
    /// `input` (its new text) with `target` naming the field, applied to the session's
    /// instance as a seq-less event of the JSON API; or `reset` (any value), which resets the
    /// preview as `POST /api/v1/previews/:id/reset` does. The answer is `303 See Other` to the same
    /// page, at the preview's card. A bad form or target gets an HTML error page with the API's
    /// status (400, 404, 409) and changes nothing; another origin gets 403.
    func addFormRoutes(to router: inout Router) {
        router.add(.post, "/") { request in try formPost(request, previewID: nil) }
        router.add(.post, "/previews/:id") { request in try formPost(request, previewID: request.parameter("id")) }
    }

    private func formPost(_ request: HTTPRequest, previewID: String?) throws -> HTTPResponse {
        // Back to the page itself, rebuilt from its path and query (never an absolute-form target,
        // so the redirect cannot leave the gallery).
        let isPage = request.path == "/" || (request.path.hasPrefix("/previews/") && !request.path.hasPrefix("//"))
        let back = isPage ? request.path + (request.query.map { "?" + $0 } ?? "") : "/"
        do {
            try requireSameOriginForm(request)
            let form = try FormFields(request)
            let id = previewID ?? form["preview"] ?? ""
            if let named = form["preview"], named != id {
                throw HTTPError(.badRequest, "The form names the preview '\(named)' on the page of '\(id)'.")
            }
            guard let definition = catalogue.preview(id) else {
                throw HTTPError(.notFound, GalleryError.unknownPreview(id).message)
            }
            var events = form.fields.compactMap { Self.formEvent($0.name, target: $0.value) }
            for field in form.fields where field.name == "input" {
                events.append(try Self.formInputEvent(field.value, target: form["target"]))
            }
            let resets = form.fields.filter { $0.name == "reset" }.count
            guard events.count + resets == 1 else {
                let names = (Self.formActions + ["input", "reset"]).joined(separator: ", ")
                throw HTTPError(
                    .badRequest,
                    "The form must carry exactly one action (\(names)); each but reset names a target (input in 'target').")
            }
            var seeOther = HTTPResponse(status: .seeOther)
            seeOther.headers.add("Location", back + "#" + definition.id)
            return withSession(request) { session in
                guard let event = events.first else {
                    session.reset(definition)
                    session.recordWork()
                    announcePreview(definition, variant: nil, seq: 0, session: session, except: nil)
                    return seeOther
                }
                return session.withPreview(definition) { instance -> HTTPResponse in
                    do throws(GalleryError) {
                        _ = try instance.apply(event, seq: nil)
                        session.recordWork()
                        announcePreview(definition, variant: nil, seq: instance.seq, session: session, except: nil)
                        return seeOther
                    } catch {
                        return Self.errorPage(HTTPError(error.status, error.message), back: back)
                    }
                }
            }
        } catch let error as HTTPError {
            return Self.errorPage(error, back: back)
        }
    }

    /// ``requireSameOrigin(_:)`` for a form post from the gallery's own page. Such a page is
    /// served with `Referrer-Policy: no-referrer`, so a browser sends its form posts with
    /// `Origin: null` (Fetch §3.1, "serializing a request origin"); then `Sec-Fetch-Site:
    /// same-origin`, which only the browser can set, is what proves the page was ours. A `null`
    /// origin without it (an old browser, a sandboxed frame elsewhere) is refused as before.
    func requireSameOriginForm(_ request: HTTPRequest) throws {
        if request.headers["Origin"] == "null", request.headers["Sec-Fetch-Site"]?.lowercased() == "same-origin" { return }
        try requireSameOrigin(request)
    }

    /// An HTML page for `error`, with its status and a link back to `back`.
    static func errorPage(_ error: HTTPError, back: String) -> HTTPResponse {
        let body = """
            <main class="sg-error-page"><h1>\(error.status.code) \(IndexPage.escape(error.status.reason))</h1>
            <p>\(IndexPage.escape(error.message))</p>
            <p>Nothing changed. <a href="\(IndexPage.escape(back))">Back to the gallery</a></p></main>

            """
        var response = HTTPResponse.html(
            PageShell.html(title: "\(error.status.code) · StyleGallery", body: body), status: error.status)
        for (name, value) in error.headers { response.headers.replaceOrAdd(name, value) }
        return response
    }
}

/// The fields of an `application/x-www-form-urlencoded` body (URL Standard §5.1), in order.
struct FormFields {
    /// The name–value pairs, decoded.
    let fields: [(name: String, value: String)]

    /// The fields of `request`'s body; 415 for another content type.
    init(_ request: HTTPRequest) throws {
        let type = (request.headers["Content-Type"] ?? "").lowercased().split(separator: ";").first
        guard type.map({ $0.trimmingCharacters(in: .whitespaces) }) == "application/x-www-form-urlencoded" else {
            throw HTTPError(.unsupportedMediaType, "A form post must be application/x-www-form-urlencoded.")
        }
        fields = String(decoding: request.body, as: UTF8.self).split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (Self.decode(parts[0]), parts.count > 1 ? Self.decode(parts[1]) : "")
        }
    }

    /// The first value of the field `name`.
    subscript(_ name: String) -> String? { fields.first { $0.name == name }?.value }

    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
