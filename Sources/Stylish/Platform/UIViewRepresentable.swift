import Foundation

/// A UIKit view, for the ``UIViewRepresentable`` code SwiftUI apps bridge with. A browser cannot
/// draw UIKit: the class only lets such code compile.
open class UIView {
    /// A view.
    public init() {}
}

/// A UIKit view in SwiftUI, as SwiftUI's `UIViewRepresentable`. It compiles, and is drawn as a
/// dashed placeholder of the space it is offered, with the card reporting that the web cannot
/// draw the UIKit view (its `makeUIView(context:)` is never called).
///
/// ```swift
/// struct ActivityIndicator: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIActivityView { UIActivityView() }
///     func updateUIView(_ view: UIActivityView, context: Context) {}
/// }
/// ```
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view made.
    associatedtype UIViewType: UIView
    /// What coordinates the view with SwiftUI (`Void` unless ``makeCoordinator()`` says).
    associatedtype Coordinator = Void
    /// What ``makeUIView(context:)`` and ``updateUIView(_:context:)`` are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view: never called on the web.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the UIKit view: never called on the web.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator: never called on the web.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// Never evaluated: the engine draws the placeholder.
    public var body: Never { fatalError("A UIViewRepresentable has no body") }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let name = String(describing: Self.self)
        context.graph.noteProblem("\(name) is a UIKit view (UIViewRepresentable): the web cannot draw it")
        let placeholder = ZStack {
            Rectangle()
                .stroke(Color.secondary, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
            Text("\(name) (UIKit)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        return resolve(placeholder, in: &context)
    }
}

/// What a ``UIViewRepresentable``'s methods are given, as SwiftUI's `UIViewRepresentableContext`.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment where the view is.
    public let environment: EnvironmentValues
}
