#!/usr/bin/python3
"""Sessions soak: many sessions dragging several previews while other clients open connections and
drop them at random; then no session may be lost, descriptors come back and memory is stable.

    /usr/bin/python3 Tests/Soak/soak_sessions.py --bin PATH/gallery [--seconds 20] [--sessions 500]

Stdlib only (Debian's python3). Everything stays on 127.0.0.1 and stops by itself:

1. starts the gallery on an ephemeral loopback port with a temporary config (maxConnections above
   the client count, maxRequestsPerConnection 100 so connections are also closed and reopened under
   load, a temporary state directory saved every 30 s as shipped, or --save-interval) and records
   the baseline descriptors and RSS once it has warmed up;
2. opens N sessions (one keep-alive connection each, reconnecting on `Connection: close`). Each
   loads four previews (default-slider, checkout-slider, fat-slider, stepper-slider) and then, until
   the deadline, runs full drag sequences (began, 1 to 6 changed, ended, each with the next `seq`) on
   one of them at a time, checking every reply: status 200, its `seq`, and its state:
   - default-slider: `value` must be exactly what the slider's geometry gives for the pointer
     (the model below mirrors `_SliderTrack`: a drag that starts on the thumb keeps the grab offset,
     one on the track jumps there; clamped to 0...1);
   - checkout-slider: a swipe short of the end snaps back to 0 with `didCheckout` false; each
     session swipes to the end once, at a random moment, and half of them send that `ended` on a
     throw-away connection closed before the reply, then send it again with the same `seq` on their
     own connection (a retry: it must answer `didCheckout` true with that `seq`, applied once);
   - fat-slider and stepper-slider: `seq` and the presence of their state keys;
   - now and then the last event is sent again with its `seq`: the reply must be the stored one.
3. meanwhile CHAOS clients open connections and drop them at random: at once, mid request line,
   mid headers, mid body of an event POST (with FIN or RST), or after a whole GET without reading
   the reply; and send malformed JSON events, which must get 400 (the only error status expected);
4. RSS is sampled before the load (after the warm-up), a tenth into it (the sessions made), at the
   end of its first half and of its second half, with every client still connected: "stable" means
   the last is within RSS_STABLE_PERCENT % (+ RSS_STABLE_SLACK_MB for allocator noise) of the half;
   every sample is in the summary line;
5. after the load: every session, on a fresh connection with its cookie, must answer each preview
   with no new cookie and exactly the `seq` and `state` the client last saw ("no session lost");
   the number of sessions whose checkout-slider says `didCheckout` equals the number that bought;
   descriptors back to the baseline (+ FD_SLACK); SIGTERM stops the gallery within 15 s, and its
   state file then holds every one of the N sessions.

Prints one summary line ("soak-sessions: PASS ..." or "soak-sessions: FAIL ...") and exits 1 on failure.
"""

import argparse
import asyncio
import json
import os
import random
import re
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from soak import HTTPError, fd_count, http_get, read_response, rss_mb, start_gallery, stop_gallery  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FD_SLACK = 2
RSS_STABLE_PERCENT = 10.0
RSS_STABLE_SLACK_MB = 4.0
REQUEST_TIMEOUT = 15.0
PREVIEWS = ["default-slider", "checkout-slider", "fat-slider", "stepper-slider"]
THUMB_RADIUS = 14.0  # SliderDrawing.thumbRadius
VALUE_TOLERANCE = 1e-9


class Stats:
    def __init__(self):
        self.requests = 0
        self.events = 0
        self.drags = 0
        self.retries = 0
        self.dropped_then_retried = 0
        self.reconnects = 0
        self.chaos = {}
        self.expected_errors = 0
        self.errors = 0
        self.error_samples = []
        self.peak_fds = 0
        self.peak_rss = 0.0

    def error(self, message):
        self.errors += 1
        if len(self.error_samples) < 10:
            self.error_samples.append(message)


def request_bytes(method, path, port, cookie=None, body=None, close=False):
    lines = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{port}", "User-Agent: soak-sessions"]
    if cookie:
        lines.append(f"Cookie: sg_session={cookie}")
    if close:
        lines.append("Connection: close")
    data = b""
    if body is not None:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        lines += ["Content-Type: application/json", f"Content-Length: {len(data)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + data


class Preview:
    """What the client knows of one preview in its session: the last reply it saw."""

    def __init__(self, snapshot):
        self.seq = snapshot["seq"]
        self.state = snapshot["state"]
        self.target = None
        self.width = 0.0
        self.height = 0.0
        self.last_event = None
        self.update_targets(snapshot)

    def update_targets(self, snapshot):
        drags = [target for target in snapshot["targets"] if target["gesture"] == "drag"]
        self.target = drags[0]["id"] if drags else None
        if drags:
            self.width, self.height = drags[0]["frame"]["width"], drags[0]["frame"]["height"]


class SessionClient:
    def __init__(self, index, port, stats, deadline):
        self.index = index
        self.port = port
        self.stats = stats
        self.deadline = deadline
        self.cookie = None
        self.reader = None
        self.writer = None
        self.previews = {}
        self.bought = False
        self.random = random.Random(index * 7919 + 1)

    async def connect(self):
        self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port, limit=1 << 20)

    async def close(self):
        if self.writer is not None:
            self.writer.close()
            try:
                await self.writer.wait_closed()
            except (ConnectionError, OSError):
                pass
            self.writer = None

    async def request(self, method, path, body=None):
        if self.writer is None:
            await self.connect()
        self.writer.write(request_bytes(method, path, self.port, self.cookie, body))
        await self.writer.drain()
        status, headers, content = await asyncio.wait_for(read_response(self.reader, method), REQUEST_TIMEOUT)
        self.stats.requests += 1
        for cookie in headers.get("set-cookie", []):
            match = re.match(r"sg_session=([0-9a-f]+)", cookie)
            if match:
                if self.cookie is not None and match.group(1) != self.cookie:
                    raise HTTPError(f"session lost: cookie {self.cookie} replaced by {match.group(1)}")
                self.cookie = match.group(1)
        if "close" in ",".join(headers.get("connection", [])).lower():
            self.stats.reconnects += 1
            await self.close()
        return status, headers, content

    def expect(self, condition, message):
        if not condition:
            raise HTTPError(f"session {self.index} ({self.cookie}): {message}")

    async def start(self):
        for name in PREVIEWS:
            status, _, content = await self.request("GET", f"/api/v1/previews/{name}")
            self.expect(status == 200, f"GET {name} answered {status}: {content[:200]!r}")
            self.previews[name] = Preview(json.loads(content))
        self.expect(self.cookie is not None, "no session cookie")

    async def send(self, name, event, retry=False):
        preview = self.previews[name]
        expected_seq = preview.seq if retry else preview.seq + 1
        event = dict(event, seq=expected_seq)
        status, _, content = await self.request("POST", f"/api/v1/previews/{name}/events", body=event)
        self.expect(status == 200, f"{name} {event} answered {status}: {content[:200]!r}")
        reply = json.loads(content)
        self.expect(reply.get("seq") == expected_seq, f"{name} reply seq {reply.get('seq')} != {expected_seq}")
        if retry:
            self.expect(reply["state"] == preview.state, f"{name} retry answered {reply['state']} != {preview.state}")
            self.stats.retries += 1
        self.stats.events += 1
        preview.seq, preview.state, preview.last_event = expected_seq, reply["state"], event
        preview.update_targets(reply)
        return reply

    def drag(self, preview, phase, x):
        return {"target": preview.target, "type": "drag", "phase": phase,
                "location": {"x": round(x, 2), "y": round(preview.height / 2, 2)}}

    async def drag_default_slider(self):
        preview = self.previews["default-slider"]
        usable = max(1.0, preview.width - 2 * THUMB_RADIUS)
        value = preview.state["value"]
        thumb = THUMB_RADIUS + value * usable
        # Half the drags grab the thumb (somewhere on it), half start on the track.
        x = round(thumb + self.random.uniform(-12, 12) if self.random.random() < 0.5 else
                  self.random.uniform(0, preview.width), 2)
        offset = x - thumb
        grab = offset if abs(offset) <= THUMB_RADIUS else 0.0
        moves = [x] + [round(self.random.uniform(-20, preview.width + 20), 2) for _ in range(self.random.randint(1, 6))]
        moves.append(moves[-1] if self.random.random() < 0.5 else round(self.random.uniform(0, preview.width), 2))
        phases = ["began"] + ["changed"] * (len(moves) - 2) + ["ended"]
        for phase, x in zip(phases, moves):
            reply = await self.send("default-slider", self.drag(preview, phase, x))
            fraction = ((x - grab) - THUMB_RADIUS) / usable
            expected = min(1.0, max(0.0, 0.0 + fraction * (1.0 - 0.0)))
            got = reply["state"]["value"]
            self.expect(abs(got - expected) <= VALUE_TOLERANCE,
                        f"default-slider {phase} at x={x} (grab {grab:.2f}): value {got} != {expected}")
        self.stats.drags += 1

    async def drag_checkout(self, buy):
        preview = self.previews["checkout-slider"]
        width = preview.width
        began = THUMB_RADIUS + self.random.uniform(-6, 6)
        # Short swipes stay clear of the end even with the grab offset (up to 6 px) added.
        end = width + 5 if buy else self.random.uniform(THUMB_RADIUS, width - 2 * THUMB_RADIUS - 8)
        middle = [self.random.uniform(0, width) for _ in range(self.random.randint(1, 4))]
        await self.send("checkout-slider", self.drag(preview, "began", began))
        for x in middle + ([end] if buy else []):
            reply = await self.send("checkout-slider", self.drag(preview, "changed", x))
            self.expect(reply["state"].get("didCheckout") is False, f"checkout bought before the end: {reply['state']}")
        ended = self.drag(preview, "ended", end)
        if buy and self.random.random() < 0.5:
            # The first try is lost with its connection; the retry carries the same seq.
            await self.send_and_drop("checkout-slider", dict(ended, seq=preview.seq + 1))
            preview.seq += 1
            reply = await self.send_retry_of_lost("checkout-slider", ended)
            self.stats.dropped_then_retried += 1
        else:
            reply = await self.send("checkout-slider", ended)
        if buy:
            self.expect(reply["state"] == {"didCheckout": True}, f"swipe to the end did not buy: {reply['state']}")
            self.bought = True
        else:
            self.expect(reply["state"] == {"value": 0, "didCheckout": False},
                        f"short swipe did not snap back: {reply['state']}")
        self.stats.drags += 1

    async def send_and_drop(self, name, event):
        _, writer = await asyncio.open_connection("127.0.0.1", self.port)
        writer.write(request_bytes("POST", f"/api/v1/previews/{name}/events", self.port, self.cookie, event))
        await writer.drain()
        writer.close()

    async def send_retry_of_lost(self, name, event):
        preview = self.previews[name]
        event = dict(event, seq=preview.seq)
        status, _, content = await self.request("POST", f"/api/v1/previews/{name}/events", body=event)
        self.expect(status == 200, f"retry of a lost {name} event answered {status}: {content[:200]!r}")
        reply = json.loads(content)
        self.expect(reply.get("seq") == preview.seq, f"retry of a lost event: seq {reply.get('seq')} != {preview.seq}")
        self.stats.retries += 1
        self.stats.events += 1
        preview.state, preview.last_event = reply["state"], event
        preview.update_targets(reply)
        return reply

    async def drag_other(self, name):
        preview = self.previews[name]
        xs = [self.random.uniform(0, preview.width) for _ in range(self.random.randint(3, 8))]
        phases = ["began"] + ["changed"] * (len(xs) - 2) + ["ended"]
        for phase, x in zip(phases, xs):
            reply = await self.send(name, self.drag(preview, phase, x))
            keys = {"fat-slider": "percentage", "stepper-slider": "value"}[name]
            self.expect(keys in reply["state"], f"{name} state without {keys}: {reply['state']}")
        self.stats.drags += 1

    async def run(self, buy_at):
        try:
            await self.start()
            started = time.monotonic()
            while time.monotonic() < self.deadline:
                choice = self.random.random()
                if not self.bought and time.monotonic() - started >= buy_at:
                    await self.drag_checkout(buy=True)
                elif choice < 0.4:
                    await self.drag_default_slider()
                elif choice < 0.55 and not self.bought:
                    await self.drag_checkout(buy=False)
                elif choice < 0.75:
                    await self.drag_other("fat-slider")
                elif choice < 0.95:
                    await self.drag_other("stepper-slider")
                else:
                    name = self.random.choice(PREVIEWS)
                    if self.previews[name].last_event is not None:
                        await self.send(name, self.previews[name].last_event, retry=True)
        except (HTTPError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, asyncio.TimeoutError,
                ConnectionError, OSError, ValueError, KeyError, TypeError) as error:
            self.stats.error(f"session {self.index}: {type(error).__name__}: {error}")
        finally:
            await self.close()


async def chaos_client(index, port, stats, deadline):
    """Opens connections and drops them at random moments; malformed events must get 400."""
    rng = random.Random(100003 + index)
    event = json.dumps({"seq": 1, "target": "0.0.0.0.1", "type": "drag", "phase": "began",
                        "location": {"x": 20, "y": 14}}).encode()
    post = request_bytes("POST", "/api/v1/previews/default-slider/events", port, body=event)
    get = request_bytes("GET", rng.choice(["/api/v1/previews", "/assets/gallery.css"]), port)
    while time.monotonic() < deadline:
        kind = rng.choice(["connect-close", "mid-line", "mid-headers", "mid-body", "whole-get-unread", "bad-json"])
        reset = rng.random() < 0.5
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            if kind == "mid-line":
                writer.write(post[:rng.randint(1, post.index(b"\r\n"))])
            elif kind == "mid-headers":
                writer.write(post[:rng.randint(post.index(b"\r\n") + 2, post.index(b"\r\n\r\n"))])
            elif kind == "mid-body":
                writer.write(post[:rng.randint(post.index(b"\r\n\r\n") + 4, len(post) - 1)])
            elif kind == "whole-get-unread":
                writer.write(get)
            elif kind == "bad-json":
                body = b'{"seq": 1, "type": "drag", "phase": '
                writer.write(request_bytes("POST", "/api/v1/previews/default-slider/events", port, body=body))
                await writer.drain()
                status, _, _ = await asyncio.wait_for(read_response(reader, "POST"), REQUEST_TIMEOUT)
                if status == 400:
                    stats.expected_errors += 1
                else:
                    stats.error(f"chaos: malformed event answered {status}, not 400")
            await writer.drain()
            await asyncio.sleep(rng.uniform(0, 0.02))
            if reset:
                writer.get_extra_info("socket").setsockopt(
                    socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            writer.close()
            stats.chaos[kind] = stats.chaos.get(kind, 0) + 1
        except (HTTPError, asyncio.IncompleteReadError, asyncio.TimeoutError, ConnectionError, OSError) as error:
            stats.error(f"chaos {index} {kind}: {type(error).__name__}: {error}")
        await asyncio.sleep(rng.uniform(0, 0.01))


async def sample(pid, stats, stop):
    while not stop.is_set():
        try:
            stats.peak_fds = max(stats.peak_fds, fd_count(pid))
            stats.peak_rss = max(stats.peak_rss, rss_mb(pid))
        except OSError:
            return
        await asyncio.sleep(0.25)


async def verify(clients, port, stats):
    """Every session, on a fresh connection with its cookie, must show what its client last saw."""
    lost = []
    bought_on_server = 0
    semaphore = asyncio.Semaphore(50)

    async def check(client):
        nonlocal bought_on_server
        if client.cookie is None:
            lost.append(f"session {client.index} never got a cookie")
            return
        async with semaphore:
            reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=1 << 20)
            try:
                for name in PREVIEWS:
                    writer.write(request_bytes("GET", f"/api/v1/previews/{name}", port, client.cookie))
                    await writer.drain()
                    status, headers, content = await asyncio.wait_for(read_response(reader, "GET"), REQUEST_TIMEOUT)
                    stats.requests += 1
                    if status != 200 or headers.get("set-cookie"):
                        lost.append(f"session {client.index} {name}: {status}, set-cookie {headers.get('set-cookie')}")
                        return
                    snapshot = json.loads(content)
                    seen = client.previews[name]
                    if snapshot["seq"] != seen.seq or snapshot["state"] != seen.state:
                        lost.append(f"session {client.index} {name}: server seq {snapshot['seq']} state "
                                    f"{snapshot['state']}, client saw seq {seen.seq} state {seen.state}")
                        return
                    if name == "checkout-slider" and snapshot["state"].get("didCheckout"):
                        bought_on_server += 1
            finally:
                writer.close()

    await asyncio.gather(*(check(client) for client in clients))
    return lost, bought_on_server


async def load(pid, port, args, stats, marks):
    stop = asyncio.Event()
    sampler = asyncio.create_task(sample(pid, stats, stop))
    started = time.monotonic()
    deadline = started + args.seconds
    clients = [SessionClient(index, port, stats, deadline) for index in range(args.sessions)]
    buy_at = random.Random(42)
    runs = [asyncio.create_task(client.run(buy_at.uniform(0, args.seconds * 0.8))) for client in clients]
    chaos = [asyncio.create_task(chaos_client(index, port, stats, deadline)) for index in range(args.chaos)]

    async def mark(name, at):
        await asyncio.sleep(max(0.0, started + at - time.monotonic()))
        marks[name] = (time.monotonic() - started, rss_mb(pid), fd_count(pid))

    # Once the sessions are made (a tenth in), the first half's end and the second half's end, with
    # every client still connected.
    marker = asyncio.gather(mark("warm", args.seconds / 10), mark("half", args.seconds / 2),
                            mark("end", args.seconds - 0.3))
    await asyncio.gather(*runs, *chaos, marker)
    stop.set()
    await sampler
    return clients, time.monotonic() - started


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True, help="the gallery executable")
    parser.add_argument("--seconds", type=float, default=float(os.environ.get("SOAK_SECONDS", 20)))
    parser.add_argument("--sessions", type=int, default=500)
    parser.add_argument("--chaos", type=int, default=16, help="concurrent clients that drop connections")
    parser.add_argument("--save-interval", type=float, default=float(os.environ.get("SOAK_SAVE_INTERVAL", 30)),
                        help="the gallery's stateSaveInterval in seconds (default 30, as shipped)")
    parser.add_argument("--settle", type=float, default=15.0, help="seconds allowed to give descriptors back")
    args = parser.parse_args()
    if not 4 <= args.seconds <= 3600 or not 1 <= args.sessions <= 5000 or not 0 <= args.chaos <= 500:
        parser.error("seconds must be in [4, 3600], sessions in [1, 5000], chaos in [0, 500]")

    work = tempfile.mkdtemp(prefix="stylegallery-soak-sessions.")
    config = {"publicDirectory": os.path.join(ROOT, "Public"), "maxSessions": 10000,
              "newSessionBurstPerClient": 1000000,  # every client is 127.0.0.1
              "stateDirectory": os.path.join(work, "state"), "stateSaveInterval": args.save_interval,
              "server": {"host": "127.0.0.1", "port": 0,
                         "maxConnections": 2 * (args.sessions + args.chaos) + 256,
                         "maxQueuedHandlers": 2 * (args.sessions + args.chaos) + 256,
                         "maxRequestsPerConnection": 100}}
    server, log, port = start_gallery(args.bin, config, work, "soak-sessions")
    log_path = log.name
    failures = []
    summary = None
    clients = []
    try:
        for path in ["/api/v1/previews", "/assets/gallery.css"] + [f"/api/v1/previews/{p}" for p in PREVIEWS]:
            status, _ = http_get(port, path)
            if status != 200:
                failures.append(f"warm-up GET {path} answered {status}")
        time.sleep(0.5)
        start_fds, start_rss = fd_count(server.pid), rss_mb(server.pid)

        stats = Stats()
        marks = {}
        clients, elapsed = asyncio.run(load(server.pid, port, args, stats, marks))
        lost, bought_on_server = asyncio.run(verify(clients, port, stats))
        bought = sum(client.bought for client in clients)

        settle_deadline = time.monotonic() + args.settle
        end_fds = fd_count(server.pid)
        while end_fds > start_fds + FD_SLACK and time.monotonic() < settle_deadline:
            time.sleep(0.2)
            end_fds = fd_count(server.pid)
        time.sleep(1.0)
        end_fds, idle_rss = fd_count(server.pid), rss_mb(server.pid)

        if stats.errors:
            failures.append(f"{stats.errors} client error(s): " + " | ".join(stats.error_samples))
        if lost:
            failures.append(f"{len(lost)} session(s) lost or changed: " + " | ".join(lost[:5]))
        if bought != bought_on_server:
            failures.append(f"{bought} sessions bought but {bought_on_server} show didCheckout")
        if end_fds > start_fds + FD_SLACK:
            failures.append(f"descriptors not given back: {start_fds} at start, {end_fds} after settling")
        warm_rss, half_rss, end_rss = marks["warm"][1], marks["half"][1], marks["end"][1]
        rss_limit = half_rss * (1 + RSS_STABLE_PERCENT / 100) + RSS_STABLE_SLACK_MB
        if end_rss > rss_limit:
            failures.append(f"RSS not stable: {half_rss:.1f} MB at the end of the first half, {end_rss:.1f} MB at "
                            f"the end of the second (limit {rss_limit:.1f} MB: +{RSS_STABLE_PERCENT:.0f}% "
                            f"+ {RSS_STABLE_SLACK_MB:.0f} MB)")
        status, _ = http_get(port, "/api/v1/previews")
        if status != 200:
            failures.append(f"after the soak GET /api/v1/previews answered {status}")
        summary = (f"{args.sessions} sessions + {args.chaos} chaos clients x {elapsed:.1f} s: {stats.requests} requests "
                   f"({stats.requests / elapsed:.0f}/s), {stats.events} events in {stats.drags} drags, "
                   f"{stats.retries} seq retries ({stats.dropped_then_retried} after a dropped connection), "
                   f"{bought} checkouts = {bought_on_server} on the server, {len(lost)} sessions lost, "
                   f"{stats.errors} errors, {stats.expected_errors} expected 400s, "
                   f"{sum(stats.chaos.values())} dropped connections, {stats.reconnects} reconnects; "
                   f"fds {start_fds} -> peak {stats.peak_fds} -> {end_fds}; RSS {start_rss:.1f} (start) -> "
                   f"{warm_rss:.1f} (sessions made) -> {half_rss:.1f} (half) -> {end_rss:.1f} MB (end, "
                   f"{(end_rss - half_rss) / half_rss * 100:+.1f}% in the second half, limit "
                   f"+{RSS_STABLE_PERCENT:.0f}% + {RSS_STABLE_SLACK_MB:.0f} MB), peak {stats.peak_rss:.1f}, "
                   f"idle {idle_rss:.1f}")
        print("soak-sessions: dropped connections by kind: "
              + ", ".join(f"{k} {v}" for k, v in sorted(stats.chaos.items())))
    finally:
        stop_gallery(server, log, failures)

    # The state file after SIGTERM (written then, or at the last periodic save if nothing changed since)
    # must hold every session that did work.
    saved = None
    try:
        with open(os.path.join(work, "state", "sessions.json")) as f:
            saved = {record["id"] for record in json.load(f)["sessions"]}
    except (OSError, ValueError, KeyError, TypeError) as error:
        failures.append(f"no readable state file after SIGTERM: {error}")
    if summary is not None and saved is not None:
        missing = [client.cookie for client in clients if client.cookie not in saved]
        if missing:
            failures.append(f"{len(missing)} of the {args.sessions} sessions are not in the state file after SIGTERM: "
                            + ", ".join(str(cookie) for cookie in missing[:3]))
    line = summary or "no load was run"
    if saved is not None:
        line += f"; {len(saved)} sessions in the state file after SIGTERM"
    if failures:
        print(f"soak-sessions: FAIL {line}")
        for failure in failures:
            print(f"soak-sessions:   - {failure}")
        print(f"soak-sessions:   server log: {log_path}")
        sys.exit(1)
    print(f"soak-sessions: PASS {line}")
    subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    main()
