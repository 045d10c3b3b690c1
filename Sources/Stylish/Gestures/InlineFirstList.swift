/// A list whose first element is held inline and whose others go in an array: a list of one
/// element, the usual list of a gesture's actions or of a target's tap handlers, allocates
/// nothing.
struct InlineFirstList<Element>: Sequence, ExpressibleByArrayLiteral {
    /// The first element, `nil` when the list is empty.
    private var head: Element?
    /// The elements after the first, in order.
    private var tail: [Element] = []

    /// An empty list.
    init() {}

    /// A list of one element.
    init(_ element: Element) {
        head = element
    }

    /// A list of `elements`, in order.
    init(arrayLiteral elements: Element...) {
        for element in elements { append(element) }
    }

    /// Whether the list has no element.
    var isEmpty: Bool { head == nil }

    /// The number of elements.
    var count: Int { head == nil ? 0 : 1 + tail.count }

    /// Adds `element` at the end.
    mutating func append(_ element: Element) {
        if head == nil {
            head = element
        } else {
            tail.append(element)
        }
    }

    /// Inserts `element` at `index` (`0...count`), before the element there.
    mutating func insert(_ element: Element, at index: Int) {
        precondition(index >= 0 && index <= count, "index out of range")
        guard let first = head else {
            head = element
            return
        }
        if index == 0 {
            tail.insert(first, at: 0)
            head = element
        } else {
            tail.insert(element, at: index - 1)
        }
    }

    func makeIterator() -> Iterator {
        Iterator(head: head, tail: tail.makeIterator())
    }

    /// The elements of an ``InlineFirstList`` in order.
    struct Iterator: IteratorProtocol {
        fileprivate var head: Element?
        fileprivate var tail: IndexingIterator<[Element]>

        mutating func next() -> Element? {
            if let element = head {
                head = nil
                return element
            }
            return tail.next()
        }
    }
}
