/// The open channels of one event loop, by descriptor, and the poller tokens that name them.
///
/// A token is the descriptor in the low 32 bits and the channel's generation (the low 32 bits
/// of its id, unique per loop) in the high ones. Within one batch of ready events a channel can
/// be closed (a handler's result, a timer) and its descriptor reused by an `accept` before
/// the batch's later events are handled; an event still queued for the old channel then
/// carries the old generation and resolves to nothing instead of to the new connection.
/// Descriptors that are never channels (the wake-up pipe, the listener) use generation 0,
/// which no channel has.
///
/// ```swift
/// table.insert(channel)
/// poller.add(channel.descriptor, events: Readiness.input, token: channel.token)
/// for (token, events) in ready { if let channel = table.channel(for: token) { … } }
/// ```
struct ChannelTable {
    private var channels: [Int32: Channel] = [:]

    /// The token for a registration of `descriptor` by the channel with `id`.
    static func token(descriptor: Int32, id: UInt64) -> UInt64 {
        UInt64(generation(of: id)) << 32 | UInt64(UInt32(bitPattern: descriptor))
    }

    /// The generation of the channel `id`: never 0 (0 names the loop's own descriptors).
    static func generation(of id: UInt64) -> UInt32 {
        let low = UInt32(truncatingIfNeeded: id)
        return low == 0 ? 1 : low
    }

    /// Whether there is no open channel.
    var isEmpty: Bool { channels.isEmpty }

    /// Every open channel.
    var all: [Channel] { Array(channels.values) }

    /// The open channel on `descriptor`, whatever its generation (handler completions carry
    /// the full id and check it themselves).
    subscript(descriptor: Int32) -> Channel? { channels[descriptor] }

    /// The open channel `token` was registered for, or `nil` if that channel has gone (even
    /// when another one now has its descriptor).
    func channel(for token: UInt64) -> Channel? {
        let descriptor = Int32(bitPattern: UInt32(truncatingIfNeeded: token))
        guard let channel = channels[descriptor], channel.token == token else { return nil }
        return channel
    }

    /// Adds `channel` (replacing nothing: its descriptor was free).
    mutating func insert(_ channel: Channel) { channels[channel.descriptor] = channel }

    /// Removes `channel`, if it is the one on its descriptor.
    mutating func remove(_ channel: Channel) {
        if channels[channel.descriptor] === channel { channels[channel.descriptor] = nil }
    }
}
