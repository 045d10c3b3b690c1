#!/usr/bin/python3
"""Memory per session: RSS of the gallery before and after opening many sessions (a benchmark,
not a timed test).

    /usr/bin/python3 Tests/Soak/bench_sessions.py --bin PATH/gallery [--sessions 100000]
        [--drag-share 0.1] [--all-previews 10000] [--max-seconds 600] [--plan snapshot|key]
        [--live-previews N]

Stdlib only (Debian's python3); loopback only. Two runs, each on its own gallery (release build
advised) with a temporary config: maxSessions above the count, sessions in memory only (no state
directory: what is measured is the session store, not the persistence log), no access log:

1. "one preview": SESSIONS sessions, each made by a request without a cookie for the snapshot of one
   preview (the catalogue's previews in turn), and DRAG_SHARE of them then post a whole drag (began,
   changed, ended, with seq) on that preview's first drag target (or a tap where there is none);
   with --plan key, each is instead one `key` `increment` event on better-slider posted without a
   cookie, as Benchmarks/sessions.lua sends (a new session with a moved slider);
2. "every preview": ALL_PREVIEWS sessions that each load all 15 previews' snapshots (0 skips it).

--live-previews sets the gallery's maxLivePreviews (the live view hosts kept across sessions;
absent: the gallery's default). For each: VmRSS of the server after warm-up (one of each preview) and after the sessions, with
the clients gone; a random sample of 500 cookies must still answer without a new cookie (none
evicted). Prints the figures and one summary line "bench-sessions: ...". Gives up after
MAX_SECONDS in all (exit 1).
"""

import argparse
import asyncio
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from soak import HTTPError, http_get, read_response, rss_mb  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CONNECTIONS = 8


def request_bytes(method, path, cookie=None, body=None):
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", "User-Agent: bench-sessions"]
    if cookie:
        lines.append(f"Cookie: sg_session={cookie}")
    data = b""
    if body is not None:
        data = json.dumps(body).encode()
        lines += ["Content-Type: application/json", f"Content-Length: {len(data)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + data


class Connection:
    def __init__(self, port):
        self.port = port
        self.reader = self.writer = None

    async def request(self, method, path, cookie=None, body=None):
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port, limit=1 << 22)
        self.writer.write(request_bytes(method, path, cookie, body))
        await self.writer.drain()
        status, headers, content = await asyncio.wait_for(read_response(self.reader, method), 30)
        if status != 200:
            raise HTTPError(f"{method} {path} answered {status}: {content[:200]!r}")
        if "close" in ",".join(headers.get("connection", [])).lower():
            await self.close()
        new_cookie = None
        for value in headers.get("set-cookie", []):
            match = re.match(r"sg_session=([0-9a-f]+)", value)
            if match:
                new_cookie = match.group(1)
        return new_cookie, content

    async def close(self):
        if self.writer is not None:
            self.writer.close()
            self.writer = None


class Gallery:
    def __init__(self, binary, max_sessions, work, live_previews=None):
        config = os.path.join(work, "gallery.json")
        settings = {"publicDirectory": os.path.join(ROOT, "Public"), "maxSessions": max_sessions,
                    "newSessionBurstPerClient": 1000000,  # every client is 127.0.0.1
                    "sessionIdleTimeout": 86400,
                    "server": {"host": "127.0.0.1", "port": 0, "accessLog": False,
                               "maxRequestsPerConnection": 1000000, "keepAliveTimeout": 60}}
        if live_previews is not None:
            settings["maxLivePreviews"] = live_previews
        with open(config, "w") as f:
            json.dump(settings, f)
        self.log_path = os.path.join(work, "gallery.log")
        self.log = open(self.log_path, "wb")
        self.process = subprocess.Popen([binary, "--config", config], stdout=self.log, stderr=subprocess.STDOUT,
                                        cwd=work, start_new_session=True)
        self.port = None
        for _ in range(300):
            with open(self.log_path, "rb") as f:
                match = re.search(rb"listening on http://127\.0\.0\.1:(\d+)/", f.read())
            if match:
                self.port = int(match.group(1))
                return
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        raise SystemExit(f"bench-sessions: FAIL the gallery did not start (log {self.log_path})")

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        self.log.close()


async def open_sessions(port, count, plan, deadline):
    """Opens `count` sessions with `plan(connection, index)` on CONNECTIONS keep-alive connections;
    returns their cookies."""
    cookies = [None] * count
    next_index = 0
    progress = time.monotonic()

    async def worker():
        nonlocal next_index, progress
        connection = Connection(port)
        try:
            while next_index < count:
                if time.monotonic() > deadline:
                    raise HTTPError("out of time")
                index = next_index
                next_index += 1
                cookies[index] = await plan(connection, index)
                if time.monotonic() - progress > 10:
                    progress = time.monotonic()
                    print(f"bench-sessions:   {next_index} of {count} sessions", flush=True)
        finally:
            await connection.close()

    await asyncio.gather(*(worker() for _ in range(CONNECTIONS)))
    return cookies


async def check_sample(port, cookies, path):
    connection = Connection(port)
    evicted = 0
    try:
        for cookie in random.Random(7).sample(cookies, min(500, len(cookies))):
            new_cookie, _ = await connection.request("GET", path, cookie)
            if new_cookie is not None:
                evicted += 1
    finally:
        await connection.close()
    return evicted


def measure(binary, count, plan, sample_path, deadline, label, live_previews=None):
    work = tempfile.mkdtemp(prefix="stylegallery-bench-sessions.")
    gallery = Gallery(binary, count + 1000, work, live_previews)
    try:
        catalogue = json.loads(http_get(gallery.port, "/api/v1/previews")[1])
        snapshots = {}
        for preview in catalogue:
            snapshots[preview["id"]] = json.loads(http_get(gallery.port, f"/api/v1/previews/{preview['id']}")[1])
        time.sleep(1.0)
        before = rss_mb(gallery.process.pid)
        started = time.monotonic()
        cookies = asyncio.run(open_sessions(gallery.port, count, plan(catalogue, snapshots), deadline))
        elapsed = time.monotonic() - started
        time.sleep(2.0)
        after = rss_mb(gallery.process.pid)
        evicted = asyncio.run(check_sample(gallery.port, cookies, sample_path))
        if gallery.process.poll() is not None:
            raise SystemExit(f"bench-sessions: FAIL the gallery died (log {gallery.log_path})")
    finally:
        gallery.stop()
    subprocess.run(["rm", "-rf", work])
    per_session_kb = (after - before) * 1024 / count
    print(f"bench-sessions: {label}: {count} sessions in {elapsed:.1f} s ({count / elapsed:.0f}/s); "
          f"RSS {before:.1f} -> {after:.1f} MB (+{after - before:.1f} MB), {per_session_kb:.1f} KB per session; "
          f"{evicted} of the 500 sampled sessions evicted", flush=True)
    return before, after, per_session_kb, evicted


def one_preview_plan(share):
    def plan(catalogue, _snapshots):
        ids = [preview["id"] for preview in catalogue]
        chooser = random.Random(11)

        async def run(connection, index):
            name = ids[index % len(ids)]
            cookie, content = await connection.request("GET", f"/api/v1/previews/{name}")
            if cookie is None:
                raise HTTPError(f"no session cookie for session {index}")
            if chooser.random() < share:
                snapshot = json.loads(content)
                drags = [t for t in snapshot["targets"] if t["gesture"] == "drag"]
                taps = [t for t in snapshot["targets"] if t["gesture"] == "tap"]
                events = []
                if drags:
                    target, frame = drags[0]["id"], drags[0]["frame"]
                    y = frame["height"] / 2
                    events = [{"type": "drag", "target": target, "phase": phase, "location": {"x": x, "y": y}}
                              for phase, x in (("began", 10), ("changed", frame["width"] / 2),
                                               ("ended", frame["width"] / 3))]
                elif taps:
                    events = [{"type": "tap", "target": taps[0]["id"]}]
                for seq, event in enumerate(events, start=1):
                    await connection.request("POST", f"/api/v1/previews/{name}/events", cookie,
                                             dict(event, seq=seq))
            return cookie
        return run
    return plan


def key_plan(catalogue, snapshots):
    """Benchmarks/sessions.lua's sessions: one `key` `increment` on better-slider, without a cookie."""
    target = next(t["id"] for t in snapshots["better-slider"]["targets"] if t["gesture"] == "key")

    async def run(connection, index):
        cookie, _ = await connection.request("POST", "/api/v1/previews/better-slider/events", None,
                                             {"target": target, "type": "key", "key": "increment"})
        if cookie is None:
            raise HTTPError(f"no session cookie for session {index}")
        return cookie
    return run


def every_preview_plan(catalogue, _snapshots):
    ids = [preview["id"] for preview in catalogue]

    async def run(connection, index):
        cookie, _ = await connection.request("GET", f"/api/v1/previews/{ids[0]}")
        if cookie is None:
            raise HTTPError(f"no session cookie for session {index}")
        for name in ids[1:]:
            await connection.request("GET", f"/api/v1/previews/{name}", cookie)
        return cookie
    return run


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True)
    parser.add_argument("--sessions", type=int, default=100000)
    parser.add_argument("--drag-share", type=float, default=0.1)
    parser.add_argument("--all-previews", type=int, default=10000)
    parser.add_argument("--max-seconds", type=float, default=600)
    parser.add_argument("--plan", choices=["snapshot", "key"], default="snapshot")
    parser.add_argument("--live-previews", type=int, default=None)
    args = parser.parse_args()
    if not 1 <= args.sessions <= 1000000 or not 0 <= args.drag_share <= 1 or not 0 <= args.all_previews <= 1000000:
        parser.error("sessions in [1, 1000000], drag-share in [0, 1], all-previews in [0, 1000000]")
    deadline = time.monotonic() + args.max_seconds
    try:
        live = "" if args.live_previews is None else f", maxLivePreviews {args.live_previews}"
        if args.plan == "key":
            what = "one key event on better-slider each" + live
            plan, sample = key_plan, "/api/v1/previews/better-slider"
        else:
            what = f"one preview each, {args.drag_share:.0%} dragged" + live
            plan, sample = one_preview_plan(args.drag_share), "/api/v1/previews/default-slider"
        _, after, per_one, evicted_one = measure(args.bin, args.sessions, plan, sample, deadline, what,
                                                 args.live_previews)
        line = f"{args.sessions} sessions ({what}): {after:.0f} MB RSS, {per_one:.1f} KB per session"
        evicted = evicted_one
        if args.all_previews:
            _, after_all, per_all, evicted_all = measure(
                args.bin, args.all_previews, every_preview_plan, "/api/v1/previews/default-slider", deadline,
                "every preview each", args.live_previews)
            line += f"; {args.all_previews} sessions with all 15 previews: {after_all:.0f} MB, {per_all:.1f} KB per session"
            evicted += evicted_all
    except (HTTPError, OSError, asyncio.TimeoutError, asyncio.IncompleteReadError, ValueError) as error:
        print(f"bench-sessions: FAIL {type(error).__name__}: {error}")
        sys.exit(1)
    if evicted:
        print(f"bench-sessions: FAIL {line}; {evicted} sampled sessions were evicted")
        sys.exit(1)
    print(f"bench-sessions: {line}")


if __name__ == "__main__":
    main()
