-- Benchmarks/checkout.lua: full swipes on the checkout slider, a new session each, for run.sh.
--
--   wrk -tC -cC -s checkout.lua URL -- TARGET WIDTH PATH_1 ... PATH_12
--
-- One connection per thread (run.sh passes -t and -c equal): wrk keeps one Lua state per thread,
-- so this state is the connection's, and the sequence is strictly request, reply, request. Each
-- swipe is 12 requests: `began` at x = 0 with no cookie (the gallery starts a new session and
-- sends its cookie), then `changed` at x = WIDTH/10 ... WIDTH (10 of them) and `ended` at WIDTH,
-- each with the cookie from the first reply's Set-Cookie, numbered `seq` 1 to 12 (a new session's
-- preview is at seq 0). PATH_k is the path of step k: for the gallery the events endpoint, for
-- nginx files of the exact byte sizes of the gallery's 12 replies. The step moves on in
-- response(), so a reply other than 200 starts a new swipe (wrk counts it as an error) instead of
-- sending the rest of a broken one; and the request() call wrk makes once at start to check the
-- script sends nothing and moves nothing.

local target, width
local paths = {}
local step, cookie = 1, nil
-- Same length as a real cookie, for nginx, which sets none: the requests have the same bytes.
local placeholder = "sg_session=" .. string.rep("0", 32)

function init(args)
    target, width = args[1], tonumber(args[2])
    for k = 3, #args do paths[#paths + 1] = args[k] end
    assert(#paths == 12, "checkout.lua: 12 paths expected")
end

function request()
    local phase, x
    if step == 1 then
        phase, x = "began", 0
    elseif step <= 11 then
        phase, x = "changed", width * (step - 1) / 10
    else
        phase, x = "ended", width
    end
    local body = string.format(
        '{"seq":%d,"target":"%s","type":"drag","phase":"%s","location":{"x":%g,"y":14}}',
        step, target, phase, x)
    local headers = { ["Content-Type"] = "application/json", ["Prefer"] = "return=minimal" }
    if step > 1 then headers["Cookie"] = cookie end
    return wrk.format("POST", paths[step], headers, body)
end

function response(status, headers, body)
    if status ~= 200 then
        step, cookie = 1, nil
        return
    end
    if step == 1 then
        local set = headers["Set-Cookie"]
        cookie = set and set:match("^(sg_session=%x+)") or placeholder
    end
    step = step % 12 + 1
end
