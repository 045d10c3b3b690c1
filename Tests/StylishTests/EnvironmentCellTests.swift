import Testing

@testable import Stylish

/// Tells, through a weak reference, when the value that holds it is freed.
private final class Tracked {}

/// An environment value of a reference type, to see when a cell frees it.
private struct TrackedKey: EnvironmentKey {
    static var defaultValue: Tracked? { nil }
}

extension EnvironmentValues {
    fileprivate var tracked: Tracked? {
        get { self[TrackedKey.self] }
        set { self[TrackedKey.self] = newValue }
    }
}

@Suite("The cell an @Environment reads from")
struct EnvironmentCellTests {
    @Test("An empty cell holds nothing: the property reads the key's default")
    func emptyReadsDefault() {
        let environment = Environment(\.isEnabled)
        #expect(!environment.cell.header.isSet)
        #expect(!environment.cell.isSet, "read through the header's pointer, as the header reads")
        #expect(environment.wrappedValue == true)
    }

    @Test("A stored value is read, and storing again replaces it")
    func storeReplaces() {
        let environment = Environment(\.layoutDirection)
        environment.cell.store(.rightToLeft)
        #expect(environment.cell.header.isSet)
        #expect(environment.cell.isSet)
        #expect(environment.wrappedValue == .rightToLeft)
        environment.cell.store(.leftToRight)
        #expect(environment.wrappedValue == .leftToRight)
    }

    @Test("A value replaced is freed, and the last value is freed with its cell")
    func valuesAreFreed() {
        weak var first: Tracked?
        weak var second: Tracked?
        do {
            let environment = Environment(\.tracked)
            do {
                let one = Tracked()
                first = one
                environment.cell.store(one)
            }
            #expect(first != nil)
            do {
                let two = Tracked()
                second = two
                environment.cell.store(two)
            }
            #expect(first == nil, "the replaced value leaked")
            #expect(environment.wrappedValue === second)
        }
        #expect(second == nil, "the cell's value leaked")
    }

    @Test("A view reads the environment it is resolved in, and the default outside a render")
    func installedInRender() {
        struct Reader: View {
            @Environment(\.layoutDirection) var direction
            var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr") }
        }
        #expect(Reader().direction == .leftToRight)
        let html = ViewHost(Reader().environment(\.layoutDirection, .rightToLeft), width: 200).render().html
        #expect(html.contains("rtl"))
    }
}
