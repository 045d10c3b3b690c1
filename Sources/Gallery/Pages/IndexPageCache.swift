/// The index pages as bytes, kept between requests and shared by every session at the same state.
///
/// A page is its frame (everything but the cards: head, sidebar, search form, toolbar), which
/// depends only on the query (`q` and the environment), and its cards, each of which depends on
/// the query's environment and on its instance (``CardInput``). Three caches, each bounded
/// (``SharedCache``), keep what does not change between requests:
///
/// - whole pages by query, each with the card inputs it was built from: a request whose inputs
///   all show the same (``CardInput/showsSame(as:)``) gets those very bytes, with no copy;
/// - frames by query;
/// - each card's markup by preview, environment and `seq`, with its input: a page in which one
///   preview changed builds that card only, and a new session's page (every preview at `seq` 0)
///   is the same as every other new session's.
///
/// Nothing is keyed by session: sessions at the same state share the bytes, and the memory is
/// bounded whatever their number (see ``pageCapacity``, ``frameCapacity``, ``cardCapacity``).
/// The bytes are those of ``IndexPage/html(title:catalogue:cards:search:kept:environment:keeping:)``
/// for the same state, since both are made of the same frame and card markup.
final class IndexPageCache: Sendable {
    /// What a page's frame depends on: the search and the environment its query pins.
    struct PageKey: Hashable, Sendable {
        var search: String
        var environment: PreviewEnvironment
    }

    /// What a card's markup depends on besides its instance (``CardInput``).
    struct CardKey: Hashable, Sendable {
        var preview: String
        var environment: PreviewEnvironment
        var seq: Int
    }

    /// A page built, with the inputs it was built from.
    struct Page: Sendable {
        let cards: [CardInput]
        let bytes: [UInt8]

        func shows(_ inputs: [CardInput]) -> Bool {
            cards.count == inputs.count && zip(cards, inputs).allSatisfy { $0.showsSame(as: $1) }
        }
    }

    /// A frame: the page's bytes before its cards and after them.
    struct Frame: Sendable {
        let before: [UInt8]
        let after: [UInt8]
    }

    /// A card's markup, with the input it was built from.
    struct Card: Sendable {
        let input: CardInput
        let bytes: [UInt8]
    }

    /// What a session's last page for a query is kept under.
    struct MemoKey: Hashable, Sendable {
        var session: String
        var page: PageKey
    }

    /// A session's last page for a query, and the store's change count read before it was built.
    struct Memo: Sendable {
        let session: ObjectIdentifier
        let changes: UInt64
        let bytes: [UInt8]
    }

    /// The most pages kept (about 100 KB each with every preview, plus the renderings they hold
    /// when their sessions have moved on), 4 per query.
    static let pageCapacity = 16
    /// The most sessions' last pages remembered (each holds its page's bytes, usually shared with
    /// ``pageCapacity``'s).
    static let memoCapacity = 16
    /// The most frames kept (about 20 KB each), one per query.
    static let frameCapacity = 32
    /// The most cards kept (a few KB each, plus their renderings), 4 per preview, environment and
    /// `seq`.
    static let cardCapacity = 256

    private let catalogue: [PreviewDefinition]
    private let pages = SharedCache<PageKey, Page>(capacity: pageCapacity, perKey: 4)
    private let frames = SharedCache<PageKey, Frame>(capacity: frameCapacity, perKey: 1)
    private let cards = SharedCache<CardKey, Card>(capacity: cardCapacity, perKey: 4)
    private let memos = SharedCache<MemoKey, Memo>(capacity: memoCapacity, perKey: 1)

    /// An empty cache for the index of `catalogue`.
    init(catalogue: [PreviewDefinition]) {
        self.catalogue = catalogue
    }

    /// The number of pages, frames and cards held.
    var counts: (pages: Int, frames: Int, cards: Int, memos: Int) { (pages.count, frames.count, cards.count, memos.count) }

    /// The index for `search` in `environment` in `session`, whose cards show `inputs()`;
    /// `changes` is the session store's change count (``SessionStore/Changes``), read before
    /// anything else.
    ///
    /// When the store has recorded no change since this session's last page for the same query,
    /// no preview of any session has moved, been reset or had its environment changed since, so
    /// that page is still right (a request pins the query's environment before building its
    /// page, so a page is built only after its pinning): it is returned without looking at the
    /// previews, or even taking the session's lock. Otherwise the page comes from the inputs.
    func page(
        in session: Session, changes: UInt64, search: PreviewSearch, environment: PreviewEnvironment,
        cards inputs: () -> [CardInput]
    ) -> [UInt8] {
        let key = MemoKey(session: session.id, page: PageKey(search: search.text, environment: environment))
        let identity = ObjectIdentifier(session)
        if let memo = memos.first(for: key, where: { $0.session == identity && $0.changes == changes }) {
            return memo.bytes
        }
        let bytes = page(search: search, environment: environment, cards: inputs())
        memos.insert(Memo(session: identity, changes: changes, bytes: bytes), for: key) { _ in true }
        return bytes
    }

    /// The index for `search` in `environment`, showing `inputs` (the previews `search` matches).
    func page(search: PreviewSearch, environment: PreviewEnvironment, cards inputs: [CardInput]) -> [UInt8] {
        let key = PageKey(search: search.text, environment: environment)
        if let page = pages.first(for: key, where: { $0.shows(inputs) }) { return page.bytes }
        let frame = frame(key, search: search, matches: inputs.count)
        let markup = inputs.map { card($0, environment: environment) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(markup.reduce(frame.before.count + frame.after.count) { $0 + $1.count })
        bytes += frame.before
        for card in markup { bytes += card }
        bytes += frame.after
        pages.insert(Page(cards: inputs, bytes: bytes), for: key) { $0.shows(inputs) }
        return bytes
    }

    /// The index's title for `search`.
    static func title(_ search: PreviewSearch) -> String {
        search.isEmpty ? "StyleGallery" : "“\(search.text)” · StyleGallery"
    }

    /// The query items the toolbar carries besides the environment: the search, if any.
    static func keeping(_ search: PreviewSearch) -> [PageLink.Item] {
        search.isEmpty ? [] : [("q", search.text)]
    }

    private func frame(_ key: PageKey, search: PreviewSearch, matches: Int) -> Frame {
        if let frame = frames.first(for: key) { return frame }
        let parts = IndexPage.frame(
            title: Self.title(search), catalogue: catalogue, matches: matches, search: search,
            kept: key.environment.queryItems, environment: key.environment, keeping: Self.keeping(search))
        let frame = Frame(before: Array(parts.before.utf8), after: Array(parts.after.utf8))
        frames.insert(frame, for: key) { _ in true }
        return frame
    }

    private func card(_ input: CardInput, environment: PreviewEnvironment) -> [UInt8] {
        let key = CardKey(preview: input.definition.id, environment: environment, seq: input.seq)
        if let card = cards.first(for: key, where: { $0.input.showsSame(as: input) }) { return card.bytes }
        var card = input.card
        card.kept = environment.queryItems
        let bytes = Array(card.markup.utf8)
        cards.insert(Card(input: input, bytes: bytes), for: key) { $0.input.showsSame(as: input) }
        return bytes
    }
}
