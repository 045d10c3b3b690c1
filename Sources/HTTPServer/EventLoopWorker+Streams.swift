/// The event loop's side of ``EventStream``: binding a stream to its connection, and handing
/// the connection what other threads sent.
extension EventLoopWorker {
    /// Binds `stream` to `channel`, so that what is sent to it wakes this loop for `channel`.
    func attach(_ stream: EventStream, to channel: Channel) {
        channel.stream = stream
        stream.attach(
            to: loop, descriptor: channel.descriptor, id: channel.id, limit: loop.configuration.eventStreamBufferLimit)
    }

    /// What `channel`'s stream has queued, or nil when it has nothing (no bytes, no ending). A
    /// stream that has ended is let go.
    func takeStream(of channel: Channel) -> EventStream.Batch? {
        guard let stream = channel.stream else { return nil }
        let batch = stream.take()
        if batch.ending != nil { channel.stream = nil }
        return batch.bytes.isEmpty && batch.ending == nil ? nil : batch
    }

    /// Tells each connection whose stream was sent to or closed since the last batch, unless it
    /// has gone meanwhile (another connection may have its descriptor: the id tells). A stream
    /// that overflowed has its connection closed at once: its client is not reading, so the
    /// connection may never get to take the stream's ending.
    func deliverStreamWakeUps() {
        for wakeUp in streamWakeUps {
            guard let channel = channels[wakeUp.descriptor], channel.id == wakeUp.id else { continue }
            if channel.stream?.hasOverflowed == true {
                closeChannel(channel)
                continue
            }
            dispatch(.streamReady, to: channel)
        }
        streamWakeUps.removeAll(keepingCapacity: true)
    }
}
