#!/usr/bin/python3
"""A normal client's drag round trips: one keep-alive connection, one session, drag events
(began, changed, ended, with `seq`) posted to default-slider one after another; each event's time
from the first byte sent to the last byte of its reply is one sample.

    /usr/bin/python3 Tests/Soak/drag_rtt.py --port PORT [--samples 2000] [--max-seconds 6] [--pid PID]

Stops after SAMPLES samples or MAX_SECONDS, whichever comes first. Prints one JSON line:
{"samples", "median_ms", "p90_ms", "max_ms", "failures", "first_failure", "fds_min", "fds_max"}
(fds_* are the server's open descriptors, sampled every 100 events when --pid is given). Every
reply must be 200 with the right `seq`; a failure (other status, wrong seq, timeout, closed
connection other than after `Connection: close`) is counted and the connection is opened again.
Exits 1 when any request failed. Loopback only; stdlib only.
"""

import argparse
import json
import os
import re
import socket
import statistics
import sys
import time

TIMEOUT = 10.0


class Connection:
    def __init__(self, port):
        self.port = port
        self.sock = None
        self.buffer = b""

    def open(self):
        self.close()
        self.sock = socket.create_connection(("127.0.0.1", self.port), timeout=TIMEOUT)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""

    def close(self):
        if self.sock is not None:
            self.sock.close()
            self.sock = None

    def read_until(self, marker):
        while marker not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("connection closed by the server")
            self.buffer += chunk
        head, _, self.buffer = self.buffer.partition(marker)
        return head

    def read_exactly(self, size):
        while len(self.buffer) < size:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("connection closed by the server mid-body")
            self.buffer += chunk
        data, self.buffer = self.buffer[:size], self.buffer[size:]
        return data

    def request(self, method, path, cookie=None, body=None):
        if self.sock is None:
            self.open()
        lines = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{self.port}", "User-Agent: drag-rtt"]
        if cookie:
            lines.append(f"Cookie: sg_session={cookie}")
        data = b""
        if body is not None:
            data = json.dumps(body).encode()
            lines += ["Content-Type: application/json", f"Content-Length: {len(data)}"]
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode() + data)
        head = self.read_until(b"\r\n\r\n").decode("latin-1").split("\r\n")
        status = int(head[0].split(" ")[1])
        headers = {}
        for line in head[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        content = self.read_exactly(int(headers.get("content-length", "0")))
        if headers.get("connection", "").lower() == "close":
            self.close()
        return status, headers, content


def fd_count(pid):
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return -1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--samples", type=int, default=2000)
    parser.add_argument("--max-seconds", type=float, default=6.0)
    parser.add_argument("--pid", type=int, default=0, help="the server's pid, to sample its descriptors")
    args = parser.parse_args()

    connection = Connection(args.port)
    failures = 0
    first_failure = None
    status, headers, content = connection.request("GET", "/api/v1/previews/default-slider")
    if status != 200:
        print(json.dumps({"samples": 0, "failures": 1, "first_failure": f"snapshot answered {status}"}))
        sys.exit(1)
    cookie = re.match(r"sg_session=([0-9a-f]+)", headers["set-cookie"]).group(1)
    snapshot = json.loads(content)
    seq = snapshot["seq"]
    target = next(t for t in snapshot["targets"] if t["gesture"] == "drag")
    width = target["frame"]["width"]

    times = []
    fds = []
    deadline = time.monotonic() + args.max_seconds
    step = 0
    while len(times) < args.samples and time.monotonic() < deadline:
        phase = ("began", "changed", "changed", "ended")[step % 4]
        x = 20 + (step * 37) % int(width - 40)
        event = {"seq": seq + 1, "target": target["id"], "type": "drag", "phase": phase,
                 "location": {"x": x, "y": 14}}
        started = time.perf_counter()
        try:
            status, _, content = connection.request(
                "POST", "/api/v1/previews/default-slider/events", cookie=cookie, body=event)
            elapsed = time.perf_counter() - started
            reply = json.loads(content) if status == 200 else {}
            if status != 200 or reply.get("seq") != seq + 1:
                raise ValueError(f"{phase} seq {seq + 1} answered {status}: {content[:160]!r}")
            seq += 1
            step += 1
            times.append(elapsed * 1000)
        except (OSError, ValueError, IndexError) as error:
            failures += 1
            first_failure = first_failure or f"{type(error).__name__}: {error}"
            connection.close()
            # Find out where the preview is (a lost reply may have been applied), then go on.
            try:
                status, _, content = connection.request("GET", "/api/v1/previews/default-slider", cookie=cookie)
                seq = json.loads(content)["seq"] if status == 200 else seq
            except (OSError, ValueError, KeyError, IndexError):
                connection.close()
            step = 0
        if args.pid and step % 100 == 0 and fd_count(args.pid) >= 0:
            fds.append(fd_count(args.pid))
    connection.close()
    times.sort()
    result = {
        "samples": len(times),
        "median_ms": round(statistics.median(times), 4) if times else None,
        "p90_ms": round(times[int(len(times) * 0.9)], 4) if times else None,
        "max_ms": round(times[-1], 4) if times else None,
        "failures": failures,
        "first_failure": first_failure,
        "fds_min": min(fds) if fds else None,
        "fds_max": max(fds) if fds else None,
    }
    print(json.dumps(result))
    sys.exit(1 if failures or not times else 0)


if __name__ == "__main__":
    main()
