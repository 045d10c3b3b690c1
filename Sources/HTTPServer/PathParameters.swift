/// The values of a route's `:name` segments, as the router captures them into a request
/// (``HTTPRequest/parameters``).
///
/// A route with one parameter (the gallery's `:id`, on every event) keeps its name and value as
/// they are: a dictionary cost each request an allocation, the hashing of the name to store it
/// and again to read it, and its freeing. Routes with more keep a dictionary. Either way the
/// parameters read, compare and convert as the dictionary of them.
///
/// ```swift
/// var parameters = PathParameters()
/// parameters.set("slider", for: "id")
/// parameters["id"]     // "slider"
/// parameters.dictionary // ["id": "slider"]
/// ```
struct PathParameters: Sendable, Equatable {
    private enum Storage: Sendable {
        case none
        case one(name: String, value: String)
        case many([String: String])
    }

    private var storage: Storage

    /// No parameters.
    init() {
        storage = .none
    }

    /// The parameters of `dictionary`.
    init(_ dictionary: [String: String]) {
        if dictionary.count > 1 {
            storage = .many(dictionary)
        } else if let (name, value) = dictionary.first {
            storage = .one(name: name, value: value)
        } else {
            storage = .none
        }
    }

    /// The parameters as a dictionary, name to value.
    var dictionary: [String: String] {
        switch storage {
        case .none: [:]
        case .one(let name, let value): [name: value]
        case .many(let dictionary): dictionary
        }
    }

    /// The value of the parameter `name`, compared as a dictionary's keys are, or nil.
    subscript(name: String) -> String? {
        switch storage {
        case .none: nil
        case .one(let own, let value): own == name ? value : nil
        case .many(let dictionary): dictionary[name]
        }
    }

    /// Sets the parameter `name` to `value`, replacing the value of one of that name (a pattern
    /// naming a parameter twice keeps the last, as a dictionary does).
    mutating func set(_ value: String, for name: String) {
        switch storage {
        case .none:
            storage = .one(name: name, value: value)
        case .one(let own, let ownValue):
            storage = own == name ? .one(name: name, value: value) : .many([own: ownValue, name: value])
        case .many(var dictionary):
            storage = .none  // so that the dictionary is not shared while it changes
            dictionary[name] = value
            storage = .many(dictionary)
        }
    }

    /// Parameters are equal when their dictionaries are.
    static func == (lhs: PathParameters, rhs: PathParameters) -> Bool {
        lhs.dictionary == rhs.dictionary
    }
}
