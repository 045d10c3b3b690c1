import Stylish

/// The document around every gallery page: head, stylesheets and scripts, and the body.
enum PageShell {
    /// The gallery's stylesheets, in cascade order.
    static let stylesheets = ["gallery.css", "browse.css", "toolbar.css", "inspector.css"]
    /// The gallery's scripts, each deferred, in order.
    static let scripts = ["morph.js", "gallery.js", "search.js", "toolbar.js", "inspector.js"]

    /// A whole page titled `title` whose `<body>` holds `body`; `bodyClass` names the page's kind,
    /// `colorScheme` the chrome's scheme when the URL pins one (else it follows the browser's).
    static func html(title: String, bodyClass: String = "sg-page", colorScheme: ColorScheme? = nil, body: String) -> String {
        let scheme = colorScheme.map { " data-color-scheme=\"\($0.rawValue)\"" } ?? ""
        var page = """
            <!doctype html>
            <html lang="en"\(scheme)>
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(IndexPage.escape(title))</title>

            """
        for sheet in stylesheets { page += "<link rel=\"stylesheet\" href=\"/assets/\(sheet)\">\n" }
        for script in scripts { page += "<script src=\"/assets/\(script)\" defer></script>\n" }
        page += "</head>\n<body class=\"\(bodyClass)\">\n" + body + "</body>\n</html>\n"
        return page
    }
}
