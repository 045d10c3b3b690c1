#!/usr/bin/python3
"""Process start to first 200 reply, for Benchmarks/run.sh.

    start_time.py GALLERY CONFIG PORT COUNT

Starts GALLERY --config CONFIG --port PORT COUNT times. Each time it takes the clock just before
the fork, then tries `GET /api/v1/previews` on 127.0.0.1:PORT every 0.5 ms (a refused connection
is retried) until a reply's status line says 200, takes the clock again, then times one
`GET /` (the index page, every preview rendered: the first page a person would see) on the now
warm process, and stops the gallery with SIGTERM. Prints one line per start:
"<ms to first 200> <ms for the first index page>". Stdlib only; loopback only.
"""

import signal
import socket
import subprocess
import sys
import time


def get(port, path):
    """Status code of GET path, reading the whole reply (Connection: close), or None if refused."""
    try:
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    except OSError:
        return None
    with sock:
        sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while True:
            try:
                chunk = sock.recv(65536)
            except OSError:
                return None
            if not chunk:
                break
            data += chunk
    parts = data.split(b" ", 2)
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None


def main():
    gallery, config, port, count = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    for _ in range(count):
        start = time.monotonic()
        process = subprocess.Popen([gallery, "--config", config, "--port", str(port)],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while get(port, "/api/v1/previews") != 200:
                if process.poll() is not None:
                    sys.exit(f"start_time.py: the gallery exited with {process.returncode}")
                if time.monotonic() - start > 10:
                    sys.exit("start_time.py: no 200 within 10 s")
                time.sleep(0.0005)
            first = time.monotonic()
            status = get(port, "/")
            page = time.monotonic()
            if status != 200:
                sys.exit(f"start_time.py: GET / answered {status}")
            print(f"{(first - start) * 1000:.1f} {(page - first) * 1000:.1f}", flush=True)
        finally:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


if __name__ == "__main__":
    main()
