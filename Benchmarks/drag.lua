-- Benchmarks/drag.lua: keep-alive POSTs of drag `changed` events, for Benchmarks/run.sh.
--
--   wrk -tT -cC -s drag.lua URL -- SESSIONS_FILE T TARGET PATH_A PATH_B [minimal|whole]
--
-- SESSIONS_FILE holds one `sg_session=...` cookie a line, each a session in which run.sh already
-- sent a drag `began` on TARGET. Thread k of T takes the lines k, k+T, k+2T, ... and cycles over
-- them: its n-th request goes to session n mod (its share), with x alternating between 80 and 240
-- from one visit of a session to the next, so every event really moves the slider (the value
-- changes, so the reply is re-rendered, never a no-op). PATH_A is requested with x = 80 and
-- PATH_B with x = 240: for the gallery both are the events endpoint; for nginx they are files of
-- the two replies' exact byte sizes.
--
-- The events carry no `seq`, which docs/API.md allows ("applied in arrival order and numbered
-- seq + 1"): wrk gives a script one Lua state per thread, not per connection, and request() is not
-- told which connection it fills, so two connections of a thread may have events of one session
-- in flight at once and a numbered sequence would arrive out of order (409). `changed` events
-- commute for this purpose: each only needs the drag in progress, which the `began` opened.
--
-- Each event says `Prefer: return=minimal`, as gallery.js does: the reply patches the markup of
-- the reply before (docs/API.md), about 0.4 KB where the whole preview is 3.2 KB. With `whole`
-- as the last argument the events leave it out, and each reply is the whole snapshot.

local count = 0
function setup(thread)
    thread:set("tid", count)
    count = count + 1
end

local requests = {}
local n, i = 0, 0

function init(args)
    local file = assert(io.open(args[1], "r"))
    local threads = tonumber(args[2])
    local target, paths = args[3], { args[4], args[5] }
    local headers = { ["Content-Type"] = "application/json" }
    if args[6] ~= "whole" then headers["Prefer"] = "return=minimal" end
    local bodies = {}
    for phase, x in ipairs({ 80, 240 }) do
        bodies[phase] = string.format(
            '{"target":"%s","type":"drag","phase":"changed","location":{"x":%d,"y":2}}', target, x)
    end
    local line = 0
    for cookie in file:lines() do
        if line % threads == tid then
            n = n + 1
            requests[n] = {}
            for phase = 1, 2 do
                headers["Cookie"] = cookie
                requests[n][phase] = wrk.format("POST", paths[phase], headers, bodies[phase])
            end
        end
        line = line + 1
    end
    file:close()
    assert(n > 0, "drag.lua: no session for thread " .. tid)
end

function request()
    local session = i % n + 1
    local phase = math.floor(i / n) % 2 + 1
    i = i + 1
    return requests[session][phase]
end
