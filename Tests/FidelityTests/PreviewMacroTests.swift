import Foundation
import Testing

/// The compiler plugin behind `#Preview` (`Sources/StylishMacros`), driven as the compiler drives
/// it: length-prefixed JSON messages on its standard input, answers on its standard output. (The
/// pasted files' own `#Preview`s prove the compiler loads it: this target does not build without.)
@Suite("#Preview's compiler plugin")
struct PreviewMacroTests {
    /// The plugin's answers to `messages`, sent in one go.
    private func exchange(_ messages: [[String: Any]]) throws -> [[String: Any]] {
        let tool = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent().appendingPathComponent("StylishMacros-tool")
        let process = Process()
        process.executableURL = tool
        let (input, output) = (Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var bytes: [UInt8] = []
        for message in messages {
            let data = try JSONSerialization.data(withJSONObject: message)
            bytes += (0..<8).map { UInt8(truncatingIfNeeded: UInt64(data.count) >> (8 * $0)) } + [UInt8](data)
        }
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        let answer = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        var answers: [[String: Any]] = []
        var offset = 0
        while offset + 8 <= answer.count {
            let length = (0..<8).reduce(0) { $0 | Int(answer[offset + $1]) << (8 * $1) }
            let body = Data(answer[(offset + 8)..<(offset + 8 + length)])
            answers.append(try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any]))
            offset += 8 + length
        }
        return answers
    }

    private func expansion(of source: String) -> [String: Any] {
        [
            "expandFreestandingMacro": [
                "macro": ["moduleName": "Stylish", "typeName": "PreviewMacro", "name": "Preview"],
                "macroRole": "declaration", "discriminator": "$s4Demo7PreviewfMf_",
                "syntax": [
                    "kind": "declaration", "source": source,
                    "location": ["fileID": "Demo/A.swift", "fileName": "/A.swift", "offset": 0, "line": 1, "column": 1],
                ],
            ]
        ]
    }

    @Test("It states its protocol version, and expands a #Preview into a provider of its trailing closure")
    func expands() throws {
        let answers = try exchange([
            ["getCapability": ["capability": ["protocolVersion": 7]]],
            expansion(of: #"#Preview("A (tricky) { name") { Text("}") ; Slider(value: .constant(1)) }"#),
            expansion(of: "#Preview(\"no closure\")"),
        ])
        #expect(answers.count == 3)
        let capability = answers[0]["getCapabilityResult"] as? [String: Any]
        #expect((capability?["capability"] as? [String: Any])?["protocolVersion"] as? Int == 7)
        let expanded = try #require((answers[1]["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String)
        #expect(expanded.contains("struct $s4Demo7PreviewfMf_fMu_: Stylish.PreviewProvider {"))
        #expect(expanded.contains(#" Text("}") ; Slider(value: .constant(1)) "#), "the closure's body, braces in strings kept")
        let refused = try #require(answers[2]["expandMacroResult"] as? [String: Any])
        #expect(refused["expandedSource"] is NSNull)
        let diagnostics = try #require(refused["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["message"] as? String == "#Preview needs a trailing closure that builds the view to preview")
    }
}
