/// Blocks of two to ten views, built into a ``_ViewListView`` of their concrete types (see there
/// why not a ``TupleView``); longer blocks build a ``TupleView``. A block of fixed length is chosen
/// over the variadic one whenever both fit. Each block puts its first view in front of the block
/// of the rest.
extension ViewBuilder {
    /// Two views.
    @inlinable
    public static func buildBlock<C0: View, C1: View>(
        _ c0: consuming C0, _ c1: consuming C1
    ) -> _ViewListView<_ViewList2<C0, C1>> {
        _ViewListView(_ViewListLink(c0, _ViewListLast(c1)))
    }

    /// Three views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2
    ) -> _ViewListView<_ViewList3<C0, C1, C2>> {
        _ViewListView(_ViewListLink(c0, buildBlock(c1, c2).list))
    }

    /// Four views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3
    ) -> _ViewListView<_ViewList4<C0, C1, C2, C3>> {
        _ViewListView(_ViewListLink(c0, buildBlock(c1, c2, c3).list))
    }

    /// Five views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4
    ) -> _ViewListView<_ViewList5<C0, C1, C2, C3, C4>> {
        _ViewListView(_ViewListLink(c0, buildBlock(c1, c2, c3, c4).list))
    }

    /// Six views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5
    ) -> _ViewListView<_ViewList6<C0, C1, C2, C3, C4, C5>> {
        _ViewListView(_ViewListLink(c0, buildBlock(c1, c2, c3, c4, c5).list))
    }

    /// Seven views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5,
        _ c6: consuming C6
    ) -> _ViewListView<_ViewList7<C0, C1, C2, C3, C4, C5, C6>> {
        _ViewListView(_ViewListLink(c0, buildBlock(c1, c2, c3, c4, c5, c6).list))
    }

    /// Eight views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5,
        _ c6: consuming C6, _ c7: consuming C7
    ) -> _ViewListView<_ViewList8<C0, C1, C2, C3, C4, C5, C6, C7>> {
        _ViewListView(_ViewListLink(c0, buildBlock(c1, c2, c3, c4, c5, c6, c7).list))
    }

    /// Nine views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5,
        _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8
    ) -> _ViewListView<_ViewList9<C0, C1, C2, C3, C4, C5, C6, C7, C8>> {
        _ViewListView(_ViewListLink(c0, buildBlock(c1, c2, c3, c4, c5, c6, c7, c8).list))
    }

    /// Ten views.
    @inlinable
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View
    >(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5,
        _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8, _ c9: consuming C9
    ) -> _ViewListView<
        _ViewList10<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>
    > {
        _ViewListView(_ViewListLink(c0, buildBlock(c1, c2, c3, c4, c5, c6, c7, c8, c9).list))
    }
}

/// The list of the views of a block of two.
public typealias _ViewList2<C0: View, C1: View> = _ViewListLink<C0, _ViewListLast<C1>>

/// The list of the views of a block of three.
public typealias _ViewList3<C0: View, C1: View, C2: View> = _ViewListLink<C0, _ViewList2<C1, C2>>

/// The list of the views of a block of four.
public typealias _ViewList4<C0: View, C1: View, C2: View, C3: View> = _ViewListLink<C0, _ViewList3<C1, C2, C3>>

/// The list of the views of a block of five.
public typealias _ViewList5<C0: View, C1: View, C2: View, C3: View, C4: View> = _ViewListLink<C0, _ViewList4<C1, C2, C3, C4>>

/// The list of the views of a block of six.
public typealias _ViewList6<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View> = _ViewListLink<
    C0, _ViewList5<C1, C2, C3, C4, C5>
>

/// The list of the views of a block of seven.
public typealias _ViewList7<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View> = _ViewListLink<
    C0, _ViewList6<C1, C2, C3, C4, C5, C6>
>

/// The list of the views of a block of eight.
public typealias _ViewList8<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View> = _ViewListLink<
    C0, _ViewList7<C1, C2, C3, C4, C5, C6, C7>
>

/// The list of the views of a block of nine.
public typealias _ViewList9<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View> =
    _ViewListLink<C0, _ViewList8<C1, C2, C3, C4, C5, C6, C7, C8>>

/// The list of the views of a block of ten.
public typealias _ViewList10<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View> =
    _ViewListLink<C0, _ViewList9<C1, C2, C3, C4, C5, C6, C7, C8, C9>>
