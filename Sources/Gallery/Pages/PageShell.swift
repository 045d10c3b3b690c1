import Stylish

/// The document around every gallery page: head, stylesheets and scripts, and the body.
enum PageShell {
    /// The gallery's stylesheets, in cascade order.
    static let stylesheets = ["gallery.css", "browse.css", "toolbar.css", "matrix.css", "inspector.css", "source.css"]
    /// The gallery's scripts, each deferred, in order.
    static let scripts = ["morph.js", "gallery.js", "live.js", "search.js", "toolbar.js", "inspector.js"]

    /// A whole page titled `title` whose `<body>` holds `body`; `bodyClass` names the page's kind,
    /// `colorScheme` the chrome's scheme when the URL pins one (else it follows the browser's).
    static func html(title: String, bodyClass: String = "sg-page", colorScheme: ColorScheme? = nil, body: String) -> String {
        opening(title: title, bodyClass: bodyClass, colorScheme: colorScheme) + body + closing
    }

    /// The page up to its body's content: the head, and the `<body>` tag (see ``html(title:bodyClass:colorScheme:body:)``).
    static func opening(title: String, bodyClass: String = "sg-page", colorScheme: ColorScheme? = nil) -> String {
        let scheme = colorScheme.map { " data-color-scheme=\"\($0.rawValue)\"" } ?? ""
        var page = """
            <!doctype html>
            <html lang="en"\(scheme)>
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(IndexPage.escape(title))</title>
            <link rel="icon" href="/assets/favicon.svg">

            """
        for sheet in stylesheets { page += "<link rel=\"stylesheet\" href=\"/assets/\(sheet)\">\n" }
        for script in scripts { page += "<script src=\"/assets/\(script)\" defer></script>\n" }
        return page + "</head>\n<body class=\"\(bodyClass)\">\n"
    }

    /// What closes every page after its body's content.
    static let closing = "</body>\n</html>\n"

    /// The chrome of a browsing page: a skip link, the site's header, the sidebar (`search` above
    /// `sidebar`, which folds away on narrow screens) and `content`, which holds the page's
    /// `<main id="sg-main">`.
    ///
    /// The site's name is the page's `<h1>` on the index (`isIndex`); other pages have their own.
    static func chrome(isIndex: Bool, home: String, search: String = "", sidebar: String, content: String) -> String {
        chromeOpening(isIndex: isIndex, home: home, search: search, sidebar: sidebar) + content + chromeClosing
    }

    /// The chrome up to its content (see ``chrome(isIndex:home:search:sidebar:content:)``).
    static func chromeOpening(isIndex: Bool, home: String, search: String = "", sidebar: String) -> String {
        let name = "<a href=\"\(IndexPage.escape(home))\">StyleGallery</a>"
        let brand = isIndex ? "<h1>\(name)</h1>" : "<p class=\"sg-brand\">\(name)</p>"
        return """
            <a class="sg-skip" href="#sg-main">Skip to the previews</a>
            <header class="sg-header">\(brand)
            <p>Styleable SwiftUI controls, rendered by Swift on the server. Every preview is live.</p></header>
            <div class="sg-layout">
            <aside class="sg-sidebar">\(search)<details class="sg-sidebar-fold" open data-sidebar-fold><summary>Browse previews</summary>
            \(sidebar)</details></aside>
            <div class="sg-content">

            """
    }

    /// What closes the chrome after its content.
    static let chromeClosing = "</div>\n</div>\n"
}
