import RedisClient

/// The Lua scripts that make the Redis store's writes atomic: each checks and writes in one step,
/// so no other process's write can come between.
///
/// A session's keys share the hash tag `{id}`, so they live on one node of a cluster:
/// `sg:{id}:made` (the session exists: made by a process, maybe with nothing stored yet),
/// `sg:{id}:lease` (the process that owns it), `sg:{id}:previews` (a set of preview ids), and per
/// preview `sg:{id}:p:PREVIEW` (a hash: `seq`, and `base`, the `seq` before the first change of
/// the list) and `sg:{id}:c:PREVIEW` (the list of its changes since its checkpoint, each a
/// ``ChangeRecord``'s JSON, replayed in order when the session is loaded).
enum RedisScripts {
    /// Stores one change, fenced: refused (`LEASE`) when another process holds the session's
    /// lease, refused (`SEQ n`) unless the stored `seq` is the one before the change's (a reset
    /// is not fenced by `seq`). Takes or renews the lease, and sets every key's expiry.
    ///
    /// KEYS: lease, previews set, preview hash, change list, made.
    /// ARGV: process token, lease ms, expiry ms, seq, change JSON, kind (`e` an event, `c` an
    /// event after a checkpoint or one that drops the log: the list restarts with it, `r` a
    /// reset), preview id.
    static let apply = RedisScript(
        """
        local owner = redis.call('GET', KEYS[1])
        if owner and owner ~= ARGV[1] then return redis.error_reply('LEASE held by another process') end
        redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
        if ARGV[6] == 'r' then
          redis.call('DEL', KEYS[3], KEYS[4])
          redis.call('SREM', KEYS[2], ARGV[7])
          return redis.status_reply('OK')
        end
        local seq = tonumber(ARGV[4])
        local stored = tonumber(redis.call('HGET', KEYS[3], 'seq') or '0')
        if seq ~= stored + 1 then return redis.error_reply('SEQ ' .. stored) end
        if ARGV[6] == 'c' then
          redis.call('DEL', KEYS[4])
          redis.call('HSET', KEYS[3], 'base', seq - 1)
        end
        redis.call('RPUSH', KEYS[4], ARGV[5])
        redis.call('HSET', KEYS[3], 'seq', seq)
        redis.call('SADD', KEYS[2], ARGV[7])
        redis.call('SET', KEYS[5], '1', 'PX', ARGV[3])
        redis.call('PEXPIRE', KEYS[2], ARGV[3])
        redis.call('PEXPIRE', KEYS[3], ARGV[3])
        redis.call('PEXPIRE', KEYS[4], ARGV[3])
        return redis.status_reply('OK')
        """)

    /// Takes the session's lease (refused with `LEASE ms`, the lease's time left, when another
    /// process holds it) and returns its previews: for each `{id, base, {changes…}}`; `NEW` when
    /// the session was made but nothing of it is stored yet; an empty list when there is no such
    /// session.
    ///
    /// KEYS: lease, previews set, made. ARGV: process token, lease ms, the session's key prefix
    /// (`sg:{id}:`).
    static let load = RedisScript(
        """
        local owner = redis.call('GET', KEYS[1])
        if owner and owner ~= ARGV[1] then
          return redis.error_reply('LEASE ' .. redis.call('PTTL', KEYS[1]))
        end
        local previews = redis.call('SMEMBERS', KEYS[2])
        if #previews == 0 then
          if redis.call('EXISTS', KEYS[3]) == 0 then return {} end
          redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
          return redis.status_reply('NEW')
        end
        redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
        local result = {}
        for _, preview in ipairs(previews) do
          local base = redis.call('HGET', ARGV[3] .. 'p:' .. preview, 'base') or '0'
          local changes = redis.call('LRANGE', ARGV[3] .. 'c:' .. preview, 0, -1)
          table.insert(result, {preview, base, changes})
        end
        return result
        """)

    /// Gives up the lease if this process holds it. KEYS: lease. ARGV: process token.
    static let release = RedisScript(
        """
        if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
        return 0
        """)

    /// The key prefix of the session `id`: `sg:{id}:`.
    static func prefix(_ id: String) -> String { "sg:{" + id + "}:" }
}
