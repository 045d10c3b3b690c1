#!/usr/bin/python3
"""Soak test for the gallery server: many keep-alive clients for a bounded time, then checks that
the server gives back what it took (descriptors, memory) and still answers.

    /usr/bin/python3 Tests/Soak/soak.py --bin PATH/gallery [--seconds 20] [--connections 200]
                                        [--event-loop epoll|poll]

Stdlib only (Debian's python3). Everything stays on 127.0.0.1 and stops by itself:

1. starts the gallery on an ephemeral loopback port with a temporary config (maxConnections
   raised above the client count, maxRequestsPerConnection lowered to 100 so connections are
   also closed and reopened under load, Public/ of this checkout) and waits until it answers;
2. warms up, then records the baseline: open descriptors (/proc/PID/fd) and VmRSS;
3. runs N concurrent keep-alive clients (asyncio, one session each) for the given time. Each
   loops over GET /assets/gallery.css (bytes compared with Public/gallery.css), GET
   /api/v1/previews, and drag events (began/changed/ended, consecutive seq) POSTed to the
   checkout-slider preview in its own session; every 7th pass a throw-away connection sends half
   a POST and resets (RST) it, as a client that dies mid-body. A response with
   `Connection: close` (the requests-per-connection limit) is followed by a reconnect.
   Every response must be complete, with the expected status and content: any deviation is an
   error;
   With --event-loop the configuration names that loop, and the gallery's "listening" line must
   say it runs on it (without it, the gallery's default is used and the line says which);
4. closes every connection, waits for the server to settle, and checks: no errors; descriptors
   back to the baseline (+ FD_SLACK); RSS within +RSS_LIMIT_MB of the baseline; the server still
   answers; SIGTERM stops it within 15 s.

Prints one summary line ("soak: PASS ..." or "soak: FAIL ...") and exits 1 on failure.
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

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FD_SLACK = 2  # descriptors the server may legitimately keep beyond the baseline
RSS_LIMIT_MB = 30.0  # growth allowed after the clients are gone (sessions are kept by design)
REQUEST_TIMEOUT = 10.0
PREVIEW = "checkout-slider"


def fd_count(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024.0
    return 0.0


def start_gallery(binary, config, work, name):
    """Starts `binary` with the configuration `config` in `work`; returns (process, log file, port).

    The port is the one the gallery reports in its log (the configuration asks for port 0)."""
    config_path = os.path.join(work, "gallery.json")
    with open(config_path, "w") as f:
        json.dump(config, f)
    log_path = os.path.join(work, "gallery.log")
    log = open(log_path, "wb")
    server = subprocess.Popen([binary, "--config", config_path], stdout=log, stderr=subprocess.STDOUT,
                              cwd=work, start_new_session=True)
    for _ in range(300):
        with open(log_path, "rb") as f:
            match = re.search(rb"listening on http://127\.0\.0\.1:(\d+)/", f.read())
        if match:
            return server, log, int(match.group(1))
        if server.poll() is not None:
            break
        time.sleep(0.05)
    stop_gallery(server, log, [])
    raise SystemExit(f"{name}: FAIL the gallery did not start (log {log_path})")


def stop_gallery(server, log, failures):
    """Stops the gallery with SIGTERM (SIGKILL after 15 s); what went wrong goes to `failures`."""
    if server.poll() is None:
        server.send_signal(signal.SIGTERM)
        try:
            code = server.wait(timeout=15)
            if code != 0:
                failures.append(f"the gallery exited with status {code} on SIGTERM")
        except subprocess.TimeoutExpired:
            failures.append("the gallery did not stop within 15 s of SIGTERM")
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()
    else:
        failures.append(f"the gallery died during the soak with status {server.returncode}")
    log.close()


class Stats:
    def __init__(self):
        self.requests = 0
        self.by_kind = {}
        self.errors = 0
        self.error_samples = []
        self.reconnects = 0
        self.aborts = 0
        self.peak_fds = 0
        self.peak_rss = 0.0

    def count(self, kind):
        self.requests += 1
        self.by_kind[kind] = self.by_kind.get(kind, 0) + 1

    def error(self, message):
        self.errors += 1
        if len(self.error_samples) < 10:
            self.error_samples.append(message)


class HTTPError(Exception):
    pass


async def read_response(reader, method):
    """Reads one HTTP/1.1 response; returns (status, headers with lowercase names, body)."""
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head[:-4].split(b"\r\n")
    match = re.match(rb"HTTP/1\.1 (\d{3}) ", lines[0] + b" ")
    if not match:
        raise HTTPError(f"bad status line {lines[0][:80]!r}")
    status = int(match.group(1))
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        headers.setdefault(name.strip().lower().decode("latin-1"), []).append(value.strip().decode("latin-1"))
    if method == "HEAD" or status in (204, 304) or 100 <= status < 200:
        return status, headers, b""
    if "chunked" in ",".join(headers.get("transfer-encoding", [])).lower():
        body = bytearray()
        while True:
            size_line = await reader.readuntil(b"\r\n")
            size = int(size_line.split(b";")[0].strip(), 16)
            if size == 0:
                while (await reader.readuntil(b"\r\n")) != b"\r\n":
                    pass
                return status, headers, bytes(body)
            body += await reader.readexactly(size)
            if await reader.readexactly(2) != b"\r\n":
                raise HTTPError("chunk not followed by CRLF")
    lengths = headers.get("content-length")
    if not lengths:
        raise HTTPError(f"{status} response without Content-Length or chunked")
    return status, headers, await reader.readexactly(int(lengths[0]))


class Client:
    """One keep-alive connection with its own gallery session, reconnecting when told to close."""

    def __init__(self, index, port, css, stats, deadline):
        self.index = index
        self.port = port
        self.css = css
        self.stats = stats
        self.deadline = deadline
        self.cookie = None
        self.seq = 0
        self.target = None
        self.reader = None
        self.writer = None
        self.random = random.Random(index)

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

    async def request(self, method, path, body=None, kind=None):
        if self.writer is None:
            await self.connect()
        lines = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{self.port}", "User-Agent: soak"]
        if self.cookie:
            lines.append(f"Cookie: sg_session={self.cookie}")
        data = b""
        if body is not None:
            data = json.dumps(body).encode()
            lines += ["Content-Type: application/json", f"Content-Length: {len(data)}"]
        elif method == "POST":
            lines.append("Content-Length: 0")
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + data)
        await self.writer.drain()
        status, headers, content = await asyncio.wait_for(read_response(self.reader, method), REQUEST_TIMEOUT)
        self.stats.count(kind or path)
        for cookie in headers.get("set-cookie", []):
            match = re.match(r"sg_session=([0-9a-f]+)", cookie)
            if match:
                self.cookie = match.group(1)
        if "close" in ",".join(headers.get("connection", [])).lower():
            self.stats.reconnects += 1
            await self.close()
        return status, headers, content

    def expect(self, condition, message):
        if not condition:
            raise HTTPError(message)

    async def start_session(self):
        status, _, content = await self.request("GET", f"/api/v1/previews/{PREVIEW}", kind="snapshot")
        self.expect(status == 200, f"snapshot answered {status}")
        snapshot = json.loads(content)
        self.expect(self.cookie is not None, "no session cookie")
        self.seq = snapshot["seq"]
        drags = [target for target in snapshot["targets"] if target["gesture"] == "drag"]
        self.expect(bool(drags), "no drag target in the snapshot")
        self.target = drags[0]["id"]

    async def drag(self, phase, x):
        event = {"seq": self.seq + 1, "target": self.target, "type": "drag", "phase": phase,
                 "location": {"x": x, "y": 14}}
        status, _, content = await self.request(
            "POST", f"/api/v1/previews/{PREVIEW}/events", body=event, kind=f"event {phase}")
        self.expect(status == 200, f"drag {phase} seq {self.seq + 1} answered {status}: {content[:200]!r}")
        reply = json.loads(content)
        self.expect(reply.get("seq") == self.seq + 1, f"drag reply seq {reply.get('seq')} != {self.seq + 1}")
        self.seq += 1
        return reply

    async def abort_mid_body(self):
        """A client that dies in the middle of a POST body: half the bytes, then a reset."""
        _, writer = await asyncio.open_connection("127.0.0.1", self.port)
        body = b'{"seq": 1, "type": "drag", "phase": "began", "location": {"x": 1, "y": 1}}'
        writer.write(
            f"POST /api/v1/previews/{PREVIEW}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n".encode() + body[:20])
        await writer.drain()
        await asyncio.sleep(0.01)
        sock = writer.get_extra_info("socket")
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # RST on close
        writer.close()
        self.stats.aborts += 1

    async def run(self):
        try:
            await self.start_session()
            passes = 0
            while time.monotonic() < self.deadline:
                passes += 1
                status, _, content = await self.request("GET", "/assets/gallery.css")
                self.expect(status == 200 and content == self.css, f"gallery.css: {status}, {len(content)} bytes")
                status, _, content = await self.request("GET", "/api/v1/previews")
                self.expect(status == 200 and content.startswith(b"["), f"previews: {status}")
                start = self.random.randint(5, 40)
                await self.drag("began", start)
                await self.drag("changed", start + self.random.randint(1, 40))
                reply = await self.drag("ended", start + self.random.randint(1, 40))
                self.expect(reply["state"].get("didCheckout") is False, f"unexpected state {reply['state']}")
                if passes % 7 == self.index % 7:
                    await self.abort_mid_body()
        except (HTTPError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, asyncio.TimeoutError,
                ConnectionError, OSError, ValueError, KeyError) as error:
            self.stats.error(f"client {self.index}: {type(error).__name__}: {error}")
        finally:
            await self.close()


async def sample(pid, stats, stop):
    while not stop.is_set():
        try:
            stats.peak_fds = max(stats.peak_fds, fd_count(pid))
            stats.peak_rss = max(stats.peak_rss, rss_mb(pid))
        except OSError:
            return
        await asyncio.sleep(0.25)


async def load(pid, port, css, connections, seconds, stats):
    stop = asyncio.Event()
    sampler = asyncio.create_task(sample(pid, stats, stop))
    deadline = time.monotonic() + seconds
    clients = [Client(index, port, css, stats, deadline) for index in range(connections)]
    await asyncio.gather(*(client.run() for client in clients))
    stop.set()
    await sampler


def http_get(port, path):
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    status = int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/1.1 ") else 0
    return status, data.partition(b"\r\n\r\n")[2]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True, help="the gallery executable")
    parser.add_argument("--seconds", type=float, default=float(os.environ.get("SOAK_SECONDS", 20)))
    parser.add_argument("--connections", type=int, default=200)
    parser.add_argument("--settle", type=float, default=15.0, help="seconds allowed to give descriptors back")
    parser.add_argument("--event-loop", choices=["epoll", "poll"], help="the server's event loop (default: the gallery's)")
    args = parser.parse_args()
    if args.seconds <= 0 or args.seconds > 3600 or not 1 <= args.connections <= 2000:
        parser.error("seconds must be in (0, 3600] and connections in [1, 2000]")

    public = os.path.join(ROOT, "Public")
    with open(os.path.join(public, "gallery.css"), "rb") as f:
        css = f.read()
    work = tempfile.mkdtemp(prefix="stylegallery-soak.")
    config = {"publicDirectory": public, "maxSessions": 10000,
              "newSessionBurstPerClient": 1000000,  # every client is 127.0.0.1
              "server": {"host": "127.0.0.1", "port": 0, "maxConnections": args.connections * 2 + 64,
                         "maxRequestsPerConnection": 100}}
    if args.event_loop:
        config["server"]["eventLoop"] = args.event_loop
    server, log, port = start_gallery(args.bin, config, work, "soak")
    log_path = log.name
    failures = []
    summary = {}
    with open(log_path, "rb") as f:
        match = re.search(rb"listening on http://127\.0\.0\.1:\d+/ \(event loop: (\w+)\)", f.read())
    loop = match.group(1).decode() if match else "unknown"
    if args.event_loop and loop != args.event_loop:
        failures.append(f"the gallery runs on the event loop '{loop}', not '{args.event_loop}'")
    try:

        # Warm-up (lazy initialisation, first session), then the baseline with no client connected.
        for path in ["/api/v1/previews", "/assets/gallery.css", f"/api/v1/previews/{PREVIEW}"]:
            status, _ = http_get(port, path)
            if status != 200:
                failures.append(f"warm-up GET {path} answered {status}")
        time.sleep(0.5)
        start_fds, start_rss = fd_count(server.pid), rss_mb(server.pid)

        stats = Stats()
        started = time.monotonic()
        asyncio.run(load(server.pid, port, css, args.connections, args.seconds, stats))
        elapsed = time.monotonic() - started

        # Settle: every client is closed; the server must give its descriptors back.
        settle_deadline = time.monotonic() + args.settle
        end_fds = fd_count(server.pid)
        while end_fds > start_fds + FD_SLACK and time.monotonic() < settle_deadline:
            time.sleep(0.2)
            end_fds = fd_count(server.pid)
        time.sleep(1.0)
        end_fds, end_rss = fd_count(server.pid), rss_mb(server.pid)

        if stats.errors:
            failures.append(f"{stats.errors} client error(s): " + " | ".join(stats.error_samples))
        if stats.requests == 0:
            failures.append("no request was answered")
        if end_fds > start_fds + FD_SLACK:
            failures.append(f"descriptors not given back: {start_fds} at start, {end_fds} after settling")
        if end_rss > start_rss + RSS_LIMIT_MB:
            failures.append(f"RSS grew from {start_rss:.1f} to {end_rss:.1f} MB (limit +{RSS_LIMIT_MB:.0f} MB)")
        for path, expected in [("/api/v1/previews", None), ("/assets/gallery.css", css)]:
            status, content = http_get(port, path)
            if status != 200 or (expected is not None and content != expected):
                failures.append(f"after the soak GET {path} answered {status}")
        summary = dict(requests=stats.requests, elapsed=elapsed, reconnects=stats.reconnects, aborts=stats.aborts,
                       start_fds=start_fds, peak_fds=stats.peak_fds, end_fds=end_fds, start_rss=start_rss,
                       peak_rss=stats.peak_rss, end_rss=end_rss, errors=stats.errors, kinds=stats.by_kind)
    finally:
        stop_gallery(server, log, failures)

    if summary:
        print("soak: requests by kind: " + ", ".join(f"{k} {v}" for k, v in sorted(summary["kinds"].items())))
        line = (f"{loop}: {args.connections} connections x {summary['elapsed']:.1f} s: {summary['requests']} requests "
                f"({summary['requests'] / summary['elapsed']:.0f}/s), {summary['errors']} errors, "
                f"{summary['reconnects']} reconnects after Connection: close, {summary['aborts']} aborted mid-body; "
                f"fds {summary['start_fds']} -> peak {summary['peak_fds']} -> {summary['end_fds']}; "
                f"RSS {summary['start_rss']:.1f} -> peak {summary['peak_rss']:.1f} -> {summary['end_rss']:.1f} MB")
    else:
        line = "no load was run"
    if failures:
        print(f"soak: FAIL {line}")
        for failure in failures:
            print(f"soak:   - {failure}")
        print(f"soak:   server log: {log_path}")
        sys.exit(1)
    print(f"soak: PASS {line}; server still answers; stopped on SIGTERM")
    subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    main()
