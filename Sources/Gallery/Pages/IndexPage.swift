/// The gallery's pages: every preview live on one page, or one preview alone.
enum IndexPage {
    /// A page with `cards`, each a preview's definition and its current snapshot.
    static func html(title: String, cards: [(definition: PreviewDefinition, seq: Int, state: String, html: String)]) -> String {
        var page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <link rel="stylesheet" href="/assets/gallery.css">
            <script src="/assets/morph.js" defer></script>
            <script src="/assets/gallery.js" defer></script>
            </head>
            <body>
            <header class="sg-header"><h1><a href="/">StyleGallery</a></h1>
            <p>Styleable SwiftUI controls, rendered by Swift on the server. Every preview is live.</p></header>
            <main class="sg-grid">

            """
        for card in cards {
            let id = escape(card.definition.id)
            page += """
                <section class="sg-preview" id="\(id)" data-preview="\(id)" data-seq="\(card.seq)" aria-labelledby="\(id)-title">
                <header><h2 id="\(id)-title"><a href="/previews/\(id)">\(escape(card.definition.title))</a></h2>
                <span class="sg-seed">seed \(escape(card.definition.seed))</span>
                <button class="sg-reset" type="button" data-reset>Reset</button></header>
                <div class="sg-stage">\(card.html)</div>
                <pre class="sg-state" data-state>\(escape(card.state))</pre>
                <p class="sg-error" data-error role="status"></p>
                </section>

                """
        }
        page += "</main>\n</body>\n</html>\n"
        return page
    }

    /// `text` with `& < > "` escaped, for text and attribute values, and NUL (not allowed in
    /// HTML) as U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\0": result += "\u{FFFD}"
            default: result.append(character)
            }
        }
        return result
    }
}
