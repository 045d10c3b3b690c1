/// An HTTP request method, an open set compared by its exact (case-sensitive) name.
///
/// Methods are case-sensitive tokens (RFC 9110 §9.1): `get` is not `GET`. The server
/// implements the methods listed as static members; any other method is answered with
/// 501 Not Implemented by the parser.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method name exactly as it appears on the request line.
    public let rawValue: String

    /// Creates a method from its name, without validation.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The method name.
    public var description: String { rawValue }

    /// `GET`: transfer a current representation of the target resource.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `HEAD`: same as `GET`, but the response carries no content.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// `POST`: process the enclosed representation.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`: replace the target resource with the enclosed representation.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `DELETE`: remove the target resource.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `OPTIONS`: describe the communication options of the target resource.
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    /// `PATCH`: apply partial modifications (RFC 5789).
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `TRACE`: a message loop-back test.
    public static let trace = HTTPMethod(rawValue: "TRACE")
    /// `CONNECT`: establish a tunnel (not supported by this origin server).
    public static let connect = HTTPMethod(rawValue: "CONNECT")

    /// The methods the parser accepts; `CONNECT` is recognised but answered with 501.
    static let implemented: [HTTPMethod] = [
        .get, .head, .post, .put, .delete, .options, .patch, .trace,
    ]

    /// The implemented method named by `bytes` (case-sensitive), its shared instance, or `nil`:
    /// a request line's method without a new string or a hash. The names are compared as bytes
    /// in place: the generic `elementsEqual` of a name's UTF-8 view and a slice cost about 150
    /// instructions for each method passed over.
    static func implemented(named bytes: ArraySlice<UInt8>) -> HTTPMethod? {
        bytes.withUnsafeBufferPointer { name in
            implemented.first { method in
                method.rawValue.withBytes { ASCII.bytes(name, in: 0..<name.count, equal: $0) }
            }
        }
    }

    /// The order used when listing methods in an `Allow` header.
    static let canonicalOrder: [HTTPMethod] = [
        .get, .head, .post, .put, .patch, .delete, .options, .trace, .connect,
    ]
}
