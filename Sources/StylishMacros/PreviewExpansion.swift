/// What `#Preview` expands to: a `PreviewProvider` whose `previews` is the macro's trailing
/// closure, named by the compiler's discriminator (a name no code can write, as a macro's unique
/// names are).
///
/// ```swift
/// #Preview("Slider") { BrandSlider() }
/// // struct $s…7PreviewfMf_fMu_: Stylish.PreviewProvider {
/// //     @Stylish.ViewBuilder static var previews: some Stylish.View { BrandSlider() }
/// // }
/// ```
enum PreviewExpansion {
    /// The expansion of the macro use `source` (its whole text), or nil when it has no trailing
    /// closure.
    static func expand(_ source: String, discriminator: String) -> String? {
        guard let body = trailingClosureBody(of: source) else { return nil }
        return """
            struct \(discriminator)fMu_: Stylish.PreviewProvider {
                @Stylish.ViewBuilder static var previews: some Stylish.View {
            \(body)
                }
            }
            """
    }

    /// The text between the braces of the trailing closure of `#Preview(…) { … }`: from the
    /// first `{` after the argument list (outside string literals) to the last `}`.
    static func trailingClosureBody(of source: String) -> String? {
        let characters = Array(source.unicodeScalars)
        guard var index = characters.firstIndex(of: "#") else { return nil }
        var depth = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            } else if character == "{", depth == 0 {
                guard let end = characters.lastIndex(of: "}"), end > index else { return nil }
                var body = String.UnicodeScalarView()
                body.append(contentsOf: characters[(index + 1)..<end])
                return String(body)
            }
            index += 1
        }
        return nil
    }
}
