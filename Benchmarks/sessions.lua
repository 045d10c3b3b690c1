-- Benchmarks/sessions.lua: makes sessions, each with one moved slider, for Benchmarks/run.sh.
--
--   wrk -tT -cC -d600s -s sessions.lua URL -- TARGET PER_THREAD DONE_PREFIX
--
-- Each request is a `key` `increment` event on TARGET with no cookie: the gallery starts a new
-- session for it and applies the event, so every session holds a slider moved off its initial
-- value. Each thread stops after PER_THREAD replies of 200 (or 2 × PER_THREAD replies of any
-- kind) and creates the file DONE_PREFIX<thread number>. wrk itself waits for its -d even when
-- every thread has stopped, so run.sh waits for the T files and then sends wrk SIGINT, on which
-- wrk prints its summary (the request count) and exits.

local count = 0
function setup(thread)
    thread:set("tid", count)
    count = count + 1
end

local request_bytes, per_thread, done_file
local ok, seen, stopped = 0, 0, false

function init(args)
    per_thread = tonumber(args[2])
    done_file = args[3] .. tid
    request_bytes = wrk.format("POST", nil, { ["Content-Type"] = "application/json" },
        string.format('{"target":"%s","type":"key","key":"increment"}', args[1]))
end

function request()
    return request_bytes
end

function response(status)
    seen = seen + 1
    if status == 200 then ok = ok + 1 end
    if not stopped and (ok >= per_thread or seen >= 2 * per_thread) then
        stopped = true
        assert(io.open(done_file, "w")):close()
        wrk.thread:stop()
    end
end
