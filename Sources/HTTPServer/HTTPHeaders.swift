/// An ordered list of header fields that keeps duplicates and compares names case-insensitively.
///
/// Field names are case-insensitive (RFC 9110 §5.1); the order of fields with the same name
/// matters for list-based fields (RFC 9110 §5.3), so nothing is merged or dropped.
///
/// ```swift
/// var headers = HTTPHeaders()
/// headers.add("Set-Cookie", "a=1")
/// headers.add("Set-Cookie", "b=2")
/// headers["set-cookie"]            // "a=1"
/// headers.values(for: "Set-Cookie") // ["a=1", "b=2"]
/// ```
public struct HTTPHeaders: Sequence, Sendable, ExpressibleByDictionaryLiteral, Equatable {
    /// One header field: its name as sent and its value.
    public typealias Element = (name: String, value: String)

    /// One stored field. A struct rather than a tuple: freeing a list of them runs the struct's
    /// own destroy code, where a list of tuples goes through the runtime's generic `tuple_destroy`
    /// per element.
    fileprivate struct Field: Sendable {
        var name: String
        var value: String
        /// ``HTTPHeaders/nameKey(_:)`` of `name`, made when the field is: a lookup compares it
        /// with the key of the name it looks for and compares the names only when they agree.
        let key: UInt64

        init(name: String, value: String) {
            self.name = name
            self.value = value
            self.key = HTTPHeaders.nameKey(name)
        }
    }

    private var fields: [Field]

    /// Creates headers from ordered name/value pairs.
    public init(_ fields: [(String, String)] = []) {
        self.fields = fields.map { Field(name: $0.0, value: $0.1) }
    }

    /// Creates headers from a literal; the literal's order is kept.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// The number of fields, counting duplicates.
    public var count: Int { fields.count }

    /// Whether there are no fields.
    public var isEmpty: Bool { fields.isEmpty }

    /// The first value for `name` (case-insensitive), or `nil`.
    public subscript(name: String) -> String? {
        firstIndex(of: name).map { fields[$0].value }
    }

    /// All values for `name` (case-insensitive), in order.
    public func values(for name: String) -> [String] {
        var values: [String] = []
        let key = Self.nameKey(name)
        for index in fields.indices where fields[index].key == key && Self.namesEqual(fields[index].name, name) {
            values.append(fields[index].value)
        }
        return values
    }

    /// Calls `body` with each value for `name` (case-insensitive), in order, while it returns
    /// `true`: ``values(for:)`` without the array.
    func forEachValue(of name: String, _ body: (String) -> Bool) {
        let key = Self.nameKey(name)
        for index in fields.indices where fields[index].key == key && Self.namesEqual(fields[index].name, name) {
            guard body(fields[index].value) else { return }
        }
    }

    /// Whether at least one field is called `name` (case-insensitive).
    public func contains(_ name: String) -> Bool {
        firstIndex(of: name) != nil
    }

    /// ``contains(_:)`` for a name whose ``nameKey(_:)`` is already known (`key`), as the
    /// configured default response fields' are.
    func contains(_ name: String, key: UInt64) -> Bool {
        for index in fields.indices where fields[index].key == key && Self.namesEqual(fields[index].name, name) {
            return true
        }
        return false
    }

    /// Calls `body` with each field's name, value and ``nameKey(_:)``, in order, while it returns
    /// `true`; whether it did for every field. The fields are read where they lie: the iterator's
    /// `(name, value)` pairs retained and released both strings of each.
    func allFields(_ body: (_ name: String, _ value: String, _ key: UInt64) -> Bool) -> Bool {
        for index in fields.indices where !body(fields[index].name, fields[index].value, fields[index].key) {
            return false
        }
        return true
    }

    /// The index of the first field called `name` (case-insensitive). The fields are read where
    /// they are, by index: taking each out as an element would retain and release its strings.
    /// A field's name is compared only when its key is the key of `name`.
    private func firstIndex(of name: String) -> Int? {
        let key = Self.nameKey(name)
        for index in fields.indices where fields[index].key == key && Self.namesEqual(fields[index].name, name) {
            return index
        }
        return nil
    }

    /// Appends a field, keeping any existing field with the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Makes room for `count` fields, so that adding them one by one does not grow the list
    /// (and copy it) again and again.
    mutating func reserveCapacity(_ count: Int) {
        fields.reserveCapacity(count)
    }

    /// Replaces the first field called `name` and removes the others, or appends it.
    public mutating func replaceOrAdd(_ name: String, _ value: String) {
        if let index = firstIndex(of: name) {
            fields[index].value = value
            let key = fields[index].key
            var position = fields.index(after: index)
            while position < fields.endIndex {
                if fields[position].key == key, Self.namesEqual(fields[position].name, name) {
                    fields.remove(at: position)
                } else {
                    position += 1
                }
            }
        } else {
            add(name, value)
        }
    }

    /// Removes every field called `name` (case-insensitive).
    public mutating func remove(_ name: String) {
        let key = Self.nameKey(name)
        fields.removeAll { $0.key == key && Self.namesEqual($0.name, name) }
    }

    /// The comma-separated elements of every `name` field, trimmed and lowercased
    /// (list-based fields, RFC 9110 §5.6.1), e.g. the options of `Connection`.
    public func tokens(for name: String) -> [String] {
        values(for: name).flatMap { value in
            value.split(separator: ",").map {
                $0.trimmingASCIIWhitespace().lowercased()
            }.filter { !$0.isEmpty }
        }
    }

    /// Iterates over the fields in order.
    public func makeIterator() -> Iterator {
        Iterator(fields: fields)
    }

    /// The iterator over the fields, as `(name, value)` pairs.
    public struct Iterator: IteratorProtocol {
        private let fields: [Field]
        private var index = 0

        fileprivate init(fields: [Field]) {
            self.fields = fields
        }

        /// The next field, or `nil` after the last.
        public mutating func next() -> Element? {
            guard index < fields.count else { return nil }
            defer { index += 1 }
            return (name: fields[index].name, value: fields[index].value)
        }
    }

    /// Two header lists are equal when they hold the same fields in the same order.
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    /// ASCII case-insensitive comparison of two field names.
    static func namesEqual(_ lhs: String, _ rhs: String) -> Bool {
        // Bytes, never `String ==`: that takes canonically equivalent spellings (a combining
        // mark's order, the Kelvin sign for `K`) for the same name, which no HTTP name is.
        let left = lhs.utf8
        let right = rhs.utf8
        guard left.count == right.count else { return false }
        // Native strings (all of ours) are contiguous: compare the bytes in place, not through
        // zip's generic iterators (which were 1 % of a request's CPU).
        let compared = left.withContiguousStorageIfAvailable { a in
            right.withContiguousStorageIfAvailable { b in
                // The same byte (a name looked for as the client spelled it, as they usually
                // do) needs no case folding.
                for index in 0..<a.count where a[index] != b[index] {
                    guard ASCII.lowercase(a[index]) == ASCII.lowercase(b[index]) else { return false }
                }
                return true
            }
        }
        if let compared, let compared { return compared }
        return zip(left, right).allSatisfy { ASCII.lowercase($0) == ASCII.lowercase($1) }
    }
}

extension Substring {
    /// The substring without leading and trailing spaces and tabs, sharing its storage.
    func droppingASCIIWhitespace() -> Substring {
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == ASCII.space || bytes[start] == ASCII.tab { start = bytes.index(after: start) }
        while end > start {
            let last = bytes.index(before: end)
            guard bytes[last] == ASCII.space || bytes[last] == ASCII.tab else { break }
            end = last
        }
        return self[start..<end]
    }
}

extension String {
    /// Calls `body` with the string's UTF-8 bytes: in place for a native string (all of the
    /// server's), else from a copy. Appending or scanning them so costs a `memcpy` or a plain
    /// loop, not `UTF8View`'s index arithmetic per byte.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}

extension StringProtocol {
    /// The string without leading and trailing spaces and tabs.
    func trimmingASCIIWhitespace() -> String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == ASCII.space || bytes[start] == ASCII.tab { start += 1 }
        while end > start, bytes[end - 1] == ASCII.space || bytes[end - 1] == ASCII.tab { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
