#!/usr/bin/python3
"""A flood of cookie-less requests for the index page: each one, answered, would start a session
and render every preview. CLIENTS threads, each on its own keep-alive connection from another
loopback address (127.0.0.2 by default, so that the gallery's per-address budget of new sessions
tells the flood from a normal client on 127.0.0.1), send `GET /` without a cookie one after another
until SECONDS have passed.

    /usr/bin/python3 Tests/Soak/index_flood.py --port PORT [--clients 32] [--seconds 10] [--source 127.0.0.2]

Prints one JSON line: {"requests", "statuses": {"200": n, "429": n, ...}, "errors", "first_error"}.
Loopback only; stdlib only; stops by itself.
"""

import argparse
import json
import os
import socket
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from drag_rtt import TIMEOUT, Connection  # noqa: E402


class SourceConnection(Connection):
    """A connection from `source`, another address of the loopback interface."""

    def __init__(self, port, source):
        super().__init__(port)
        self.source = source

    def open(self):
        self.close()
        self.sock = socket.create_connection(("127.0.0.1", self.port), timeout=TIMEOUT,
                                             source_address=(self.source, 0))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--source", default="127.0.0.2", help="a loopback address to send from")
    args = parser.parse_args()
    if not 1 <= args.clients <= 1000 or not 0 < args.seconds <= 600 or not args.source.startswith("127."):
        parser.error("clients must be in [1, 1000], seconds in (0, 600], source a 127.x.x.x address")

    deadline = time.monotonic() + args.seconds
    lock = threading.Lock()
    statuses = {}
    errors = []

    def flood():
        connection = SourceConnection(args.port, args.source)
        while time.monotonic() < deadline:
            try:
                status, _, _ = connection.request("GET", "/")
                with lock:
                    statuses[str(status)] = statuses.get(str(status), 0) + 1
            except (OSError, ValueError, IndexError) as error:
                with lock:
                    errors.append(f"{type(error).__name__}: {error}")
                connection.close()
                time.sleep(0.01)
        connection.close()

    threads = [threading.Thread(target=flood, daemon=True) for _ in range(args.clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(args.seconds + TIMEOUT + 5)
    print(json.dumps({"requests": sum(statuses.values()), "statuses": statuses, "errors": len(errors),
                      "first_error": errors[0] if errors else None}))


if __name__ == "__main__":
    main()
