import HTTPServer

/// A page that says what went wrong (an unknown preview, a bad query) with the right status and a
/// way back to the index: the HTML counterpart of the API's JSON errors.
enum ErrorPage {
    /// An HTML response with `status`, headed `title`, explaining `message` (plain text, escaped).
    static func response(_ status: HTTPStatus, title: String, message: String) -> HTTPResponse {
        let body = """
            <header class="sg-header"><p class="sg-brand"><a href="/">StyleGallery</a></p></header>
            <main class="sg-error-page" id="sg-main">
            <p class="sg-status-code">\(status.code) \(IndexPage.escape(status.reason))</p>
            <h1>\(IndexPage.escape(title))</h1>
            <p>\(IndexPage.escape(message))</p>
            <p><a href="/">See every preview</a></p>
            </main>

            """
        return .html(
            PageShell.html(title: "\(title) · StyleGallery", bodyClass: "sg-page sg-problem", body: body), status: status)
    }
}
