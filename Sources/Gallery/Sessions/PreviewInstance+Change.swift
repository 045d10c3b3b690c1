import Stylish

extension PreviewInstance {
    /// What one applied event changed in what rebuilds the preview: the event as applied (a long
    /// press with its measured hold time), its `seq`, and the checkpoint taken just before it when
    /// one was (the events before it are then dropped); `keepsLog` is false once the log outgrew
    /// its bound (the model is then no longer saved). With `log`, the store's events since the
    /// checkpoint are replaced: the preview is rebuilt from `checkpoint` (nil: a fresh preview)
    /// and `log` (this event last), a shorter log that replays to the same snapshot.
    struct Change {
        var seq: Int
        var event: ViewEvent
        var checkpoint: PreviewCheckpoint?
        var keepsLog: Bool
        var log: [ViewEvent]?
    }
}
