import Foundation

/// A 2D affine map, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`: where a node's coordinates lie
/// on the canvas once the transforms of its ancestors' (and its own) effects are applied.
///
/// A pure translation is added component by component, so that a canvas without transforms gets
/// the very sums it got before transforms existed.
struct AffineMap: Hashable, Sendable {
    var a: CGFloat = 1
    var b: CGFloat = 0
    var c: CGFloat = 0
    var d: CGFloat = 1
    var tx: CGFloat = 0
    var ty: CGFloat = 0

    /// The map that changes nothing.
    static let identity = AffineMap()

    /// Whether the map only moves points (its linear part is the identity).
    var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// The linear map (`a b c d`) about `anchor`: the anchor stays where it is.
    init(linear a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, about anchor: CGPoint) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        tx = anchor.x - (a * anchor.x + c * anchor.y)
        ty = anchor.y - (b * anchor.x + d * anchor.y)
    }

    /// The identity.
    init() {}

    /// This map after a move by `offset`: a point `p` maps as `self` maps `p + offset`.
    func translated(by offset: CGPoint) -> AffineMap {
        var result = self
        if isTranslation {
            result.tx = tx + offset.x
            result.ty = ty + offset.y
        } else {
            result.tx = a * offset.x + c * offset.y + tx
            result.ty = b * offset.x + d * offset.y + ty
        }
        return result
    }

    /// `other` applied first, then this map.
    func concatenating(_ other: AffineMap) -> AffineMap {
        if other.isTranslation { return translated(by: CGPoint(x: other.tx, y: other.ty)) }
        return AffineMap(
            a: a * other.a + c * other.b, b: b * other.a + d * other.b,
            c: a * other.c + c * other.d, d: b * other.c + d * other.d,
            tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
    }

    /// Where `point` maps to.
    func apply(_ point: CGPoint) -> CGPoint {
        if isTranslation { return CGPoint(x: tx + point.x, y: ty + point.y) }
        return CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest upright rectangle holding the image of a rectangle at the origin of `size`.
    func boundingBox(of size: CGSize) -> CGRect {
        if isTranslation { return CGRect(origin: CGPoint(x: tx, y: ty), size: size) }
        let corners = [
            apply(.zero), apply(CGPoint(x: size.width, y: 0)), apply(CGPoint(x: 0, y: size.height)),
            apply(CGPoint(x: size.width, y: size.height)),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The map that undoes this one; nil when it flattens the plane (a scale of zero).
    var inverted: AffineMap? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
        return AffineMap(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    private init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
}
