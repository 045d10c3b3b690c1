#!/usr/bin/python3
"""The push channel with 1,000 open streams (issue 29): memory, and how long events take to
reach every stream. A measurement, not a test: it prints figures and exits 0 when it could
measure.

    /usr/bin/python3 Benchmarks/push_streams.py [GALLERY_BINARY]   # default: the debug build

It starts the gallery on a free port with a temporary config (maxConnections 1,200, no access
log, a temporary state directory), makes 125 sessions and opens 8 streams in each (a session
keeps at most 8), reads the server's RSS (VmRSS of /proc/PID/status) before and after, then:

- fan-out: one event posted in one session reaches that session's 8 streams (20 rounds);
- all streams: one event posted in each of the 125 sessions at once (125 broadcasts written back
  to back on kept-alive connections) reaches all 1,000 streams: the time from the first post to
  the last stream's event.

`GalleryApp.announceBuild` (one broadcast to every stream) has no trigger from outside the
process until the `--watch` supervisor calls it; the second figure covers the same writes.
"""

import json
import os
import resource
import selectors
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SESSIONS = int(os.environ.get("PUSH_SESSIONS", "125"))
PER_SESSION = 8
PREVIEW = "default-slider"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_kib(pid):
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def request(port, method, path, body=b"", headers=None):
    """One request on a new connection: (status, headers, body)."""
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body if method == "POST" else None,
                                 method=method, headers=headers or {})
    with urllib.request.urlopen(req, timeout=10) as response:
        return response.status, dict(response.headers), response.read()


def open_stream(port, cookie, client):
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(f"GET /api/v1/stream?client={client} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
              f"Cookie: sg_session={cookie}\r\n\r\n".encode())
    s.setblocking(False)
    return s


def read_until(selector, streams, needle, deadline):
    """Reads the streams until each has `needle` in what it received since its buffer was
    cleared; returns {socket: arrival time}."""
    arrived = {}
    buffers = {s: b"" for s in streams}
    while len(arrived) < len(streams) and time.monotonic() < deadline:
        for key, _ in selector.select(timeout=0.5):
            s = key.fileobj
            if s not in buffers:
                continue
            try:
                data = s.recv(65536)
            except BlockingIOError:
                continue
            buffers[s] += data
            if s not in arrived and needle in buffers[s]:
                arrived[s] = time.monotonic()
    return arrived


def main():
    binary = Path(sys.argv[1]) if len(sys.argv) > 1 else None
    if binary is None:
        out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout
        binary = Path(out.strip().splitlines()[-1]) / "gallery"
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 8192), hard))
    folder = tempfile.mkdtemp(prefix="stylegallery-push-")
    config = json.loads((ROOT / "Config/gallery.json").read_text())
    config.update({"publicDirectory": str(ROOT / "Public"), "imagesDirectory": str(ROOT / "Config/images"),
                   "sourcesDirectory": str(ROOT / "Sources"), "stateDirectory": folder + "/state",
                   "newSessionBurstPerClient": 10_000, "newSessionsPerSecondPerClient": 10_000})
    port = free_port()
    config["server"].update({"port": port, "maxConnections": 1200, "accessLog": False})
    Path(folder, "gallery.json").write_text(json.dumps(config))
    server = subprocess.Popen([str(binary), "--config", folder + "/gallery.json", "--port", str(port)],
                              cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(300):
            try:
                request(port, "GET", "/api/v1/previews")
                break
            except OSError:
                time.sleep(0.1)
        cookies, targets = [], []
        for _ in range(SESSIONS):
            _, headers, body = request(port, "GET", f"/api/v1/previews/{PREVIEW}")
            cookies.append(headers["Set-Cookie"].split(";")[0].split("=", 1)[1])
            targets.append(next(t["id"] for t in json.loads(body)["targets"] if t["gesture"] == "drag"))
        time.sleep(0.5)
        before = rss_kib(server.pid)
        selector = selectors.DefaultSelector()
        streams = []
        for index, cookie in enumerate(cookies):
            for tab in range(PER_SESSION):
                s = open_stream(port, cookie, f"s{index}t{tab}")
                selector.register(s, selectors.EVENT_READ)
                streams.append(s)
        opened = read_until(selector, streams, b"event: hello", time.monotonic() + 60)
        time.sleep(0.5)
        after = rss_kib(server.pid)
        print(f"streams open: {len(opened)} of {len(streams)}")
        print(f"RSS: {before / 1024:.1f} MiB before, {after / 1024:.1f} MiB with the streams: "
              f"{(after - before) / len(streams):.1f} KiB a stream")

        # Kept-alive connections that post the events, one per session.
        posters = [socket.create_connection(("127.0.0.1", port)) for _ in cookies]
        seq = [0] * len(cookies)

        def post(i):
            seq[i] += 1
            body = json.dumps({"seq": seq[i], "target": targets[i], "type": "drag", "phase": "began",
                               "location": {"x": 10 + seq[i] % 50, "y": 10}}).encode()
            posters[i].sendall(
                f"POST /api/v1/previews/{PREVIEW}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                f"Cookie: sg_session={cookies[i]}\r\nX-Gallery-Client: poster\r\n"
                f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n".encode() + body)

        fan_out = []
        for round_ in range(20):
            mine = streams[0:PER_SESSION]
            started = time.monotonic()
            post(0)
            arrived = read_until(selector, mine, b"event: preview", started + 10)
            fan_out.append((max(arrived.values()) - started) * 1000 if len(arrived) == len(mine) else float("nan"))
            posters[0].recv(65536)
        print(f"fan-out, one event to its session's {PER_SESSION} streams: median "
              f"{statistics.median(fan_out):.2f} ms, max {max(fan_out):.2f} ms (20 rounds)")

        started = time.monotonic()
        for i in range(len(cookies)):
            post(i)
        arrived = read_until(selector, streams, b"event: preview", started + 30)
        times = sorted((t - started) * 1000 for t in arrived.values())
        print(f"all streams: {len(arrived)} of {len(streams)} got their session's event; "
              f"first {times[0]:.1f} ms, median {statistics.median(times):.1f} ms, last {times[-1]:.1f} ms")
        for s in streams + posters:
            s.close()
    finally:
        server.terminate()
        server.wait(timeout=15)


if __name__ == "__main__":
    main()
