import Foundation
import Testing

@testable import Gallery

/// `reply`'s patch applied to `base`, as a client applies it (nil when its hash refuses `base`).
func unpatched(_ reply: Reply, base: String) throws -> String? {
    let patch = try #require(reply.json["patch"] as? [String: Any])
    let hash = try #require(patch["hash"] as? String)
    let edits = try #require(patch["edits"] as? [[Any]]).map { edit in
        HTMLPatch.Edit(
            token: edit[0] as? Int ?? -1, keepStart: edit[1] as? Int ?? -1, keepEnd: edit[2] as? Int ?? -1,
            text: edit[3] as? String ?? "")
    }
    return HTMLPatch(edits: edits, hash: hash).applied(to: base)
}
