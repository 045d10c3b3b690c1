/// The progress line `gallery export` prints while it writes.
///
/// On a terminal one line is rewritten in place (`\r[12/137] previews/slider/dark-enabled-rtl.html`);
/// otherwise (a log, a pipe) a line is printed for the first page and each further tenth.
public struct ExportProgress: Sendable {
    /// Whether the output is a terminal.
    public let isTerminal: Bool
    private var lastTenth = -1

    /// Progress for a terminal or not.
    public init(isTerminal: Bool) { self.isTerminal = isTerminal }

    /// What to print once page `done` of `total`, at `path`, is written; nil for nothing.
    public mutating func text(done: Int, total: Int, path: String) -> String? {
        let line = "[\(done)/\(total)] \(path)"
        if isTerminal {
            // ESC [ K clears what a longer previous line left.
            return "\r" + line + "\u{1B}[K" + (done == total ? "\n" : "")
        }
        let tenth = total > 0 ? done * 10 / total : 10
        guard tenth > lastTenth else { return nil }
        lastTenth = tenth
        return line + "\n"
    }
}
