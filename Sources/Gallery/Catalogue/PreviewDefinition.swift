import Foundation
import Stylish

/// One preview of the catalogue, live: a view the gallery hosts for each session.
public struct PreviewDefinition: Sendable {
    /// The id in URLs (`checkout-slider`).
    public let id: String
    /// The title shown on the card.
    public let title: String
    /// The section the index lists it under.
    public let section: CatalogueSection
    /// A sentence or two on what the preview shows, for its page.
    public let summary: String
    /// The types whose Swift source its page shows (`CheckoutSliderStyle`), besides its own file.
    public let sourceSymbols: [String]
    /// Where the preview itself is declared (`Gallery/CheckoutSliderPreview.swift`, a `#fileID`).
    public let sourceFile: String
    /// The path of that file when it was compiled (a `#filePath`): its page shows the sources of
    /// the package that declares it, found from there.
    public let sourcePath: String
    /// The kinds of control it shows, for the sidebar's groups and the matrix page.
    public let controls: [ControlKind]
    /// The width the preview's canvas offers its view.
    public let width: CGFloat
    /// The public model: the `@State` names the API's `state` shows, in this order.
    ///
    /// These are the preview's contract (docs/API.md); a control's private state (a thumb's
    /// location, a measured size) stays out of it. A key whose view has left the tree is absent.
    public let stateKeys: [String]
    /// The lowercased terms the index's search finds it by (``PreviewSearch``), worked out once.
    let searchTerms: [String]
    /// The images its `Image("name")` shows, set in its hosts' environment (the gallery's
    /// `Config/images`); empty: the environment's own.
    public var images = ImageCatalog()
    /// Makes a fresh copy of the preview's view.
    private let content: @Sendable () -> any View

    /// A preview of the view that `content` makes, offered `width` points, listed under `section`.
    ///
    /// `stateKeys` are the `@State` names its model shows; `sourceSymbols` the types whose
    /// declarations its page shows above its own file.
    public init(
        id: String, title: String, section: CatalogueSection = "Previews", summary: String = "",
        controls: [ControlKind] = [], sourceSymbols: [String] = [], width: CGFloat = 360, stateKeys: [String],
        sourceFile: String = #fileID, sourcePath: String = #filePath, content: @escaping @Sendable () -> any View
    ) {
        self.id = id
        self.title = title
        self.section = section
        self.summary = summary
        self.controls = controls
        self.sourceSymbols = sourceSymbols
        self.sourceFile = sourceFile
        self.sourcePath = sourcePath
        self.width = width
        self.stateKeys = stateKeys
        self.content = content
        self.searchTerms = PreviewSearch.terms(id: id, title: title, section: section, summary: summary, controls: controls)
    }

    /// Makes a fresh host for one session (or one golden file, or one benchmark run).
    ///
    /// ```swift
    /// var dark = EnvironmentValues()
    /// dark.colorScheme = .dark
    /// let html = Catalogue.standard.previews[0].makeHost(environment: dark).render().html
    /// ```
    ///
    /// With `checked`, the host checks itself against the reference engine after every render and
    /// event (``ViewHost/init(checking:width:height:environment:)``): the default in debug builds
    /// (``checksHosts``).
    ///
    /// The gallery's colour table (``NamedColors/gallery``, `Config/colors.json`) is set in the
    /// environment, so that `Color("name")` finds its colours.
    public func makeHost(environment: EnvironmentValues = EnvironmentValues(), checked: Bool = Self.checksHosts) -> ViewHost {
        var environment = environment
        if !images.isEmpty { environment.imageCatalog = images }
        environment.namedColors = .gallery
        guard checked else { return ViewHost(content(), width: width, environment: environment) }
        func host<Root: View>(_ first: Root) -> ViewHost {
            var isFirst = true
            return ViewHost(
                checking: { () -> Root in
                    defer { isFirst = false }
                    // Each call makes the same type of view: the reference host takes a copy of its own.
                    return isFirst ? first : content() as! Root
                }, width: width, environment: environment)
        }
        return _openExistential(content(), do: host)
    }

    /// Whether the previews' hosts check themselves against the reference engine: in a debug
    /// build unless `STYLEGALLERY_CHECK_ENGINE=0`, in a release build when `STYLEGALLERY_CHECK_ENGINE=1`.
    /// A check that fails stops the process with a report of the first difference: the engine,
    /// or a view that reads what the engine cannot see change (docs/ENGINE.md), is wrong there.
    public static let checksHosts: Bool = {
        switch ProcessInfo.processInfo.environment["STYLEGALLERY_CHECK_ENGINE"] {
        case "0": false
        case "1": true
        default: _isDebugAssertConfiguration()
        }
    }()

    /// The public model of `rendering`: its values of ``stateKeys``, in their order.
    public func model(of rendering: Rendering) -> [(name: String, value: StateValue)] {
        stateKeys.compactMap { key in rendering.state(key).map { (key, $0) } }
    }
}
