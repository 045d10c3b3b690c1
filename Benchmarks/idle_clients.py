#!/usr/bin/python3
"""Holds many idle keep-alive connections to a server, for Benchmarks/run.sh (idle and its RSS).

    idle_clients.py PORT COUNT PATH READY_FILE [MAX_SECONDS]

Opens COUNT connections to 127.0.0.1:PORT, sends one `GET PATH` on each and reads the complete
response (so each connection is an idle keep-alive connection, not a half-open one), writes
"READY <open> <failed>" to READY_FILE, then holds them until stdin reaches EOF or MAX_SECONDS
(default 120) pass, and closes them all. Stdlib only; loopback only.
"""

import os
import re
import select
import socket
import sys
import time


def main():
    port, count, path, ready_file = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
    max_seconds = float(sys.argv[5]) if len(sys.argv) > 5 else 120.0
    deadline = time.monotonic() + max_seconds
    request = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode()
    sockets, failed = [], 0
    for _ in range(count):
        if time.monotonic() > deadline:
            break
        try:
            sock = socket.create_connection(("127.0.0.1", port), timeout=10)
            sock.sendall(request)
            sockets.append(sock)
        except OSError:
            failed += 1
    # Read every response completely (head + Content-Length bytes); keep the connection open.
    pending = {sock.fileno(): [sock, b""] for sock in sockets}
    poller = select.epoll()
    for fd in pending:
        poller.register(fd, select.EPOLLIN)
    complete = []
    while pending and time.monotonic() < deadline:
        for fd, _ in poller.poll(1.0):
            sock, data = pending[fd]
            chunk = sock.recv(65536)
            data += chunk
            pending[fd][1] = data
            head, separator, body = data.partition(b"\r\n\r\n")
            length = re.search(rb"(?i)\r\ncontent-length: *(\d+)", head + b"\r\n") if separator else None
            closed = not chunk or re.search(rb"(?i)\r\nconnection: *close", head)
            if (length and len(body) >= int(length.group(1))) or closed:
                poller.unregister(fd)
                del pending[fd]
                if not closed and data.startswith(b"HTTP/1.1 200"):
                    complete.append(sock)
                else:
                    failed += 1
                    sock.close()
    failed += len(pending)
    with open(ready_file + ".tmp", "w") as f:
        f.write(f"READY {len(complete)} {failed}\n")
    os.rename(ready_file + ".tmp", ready_file)
    # Hold until told to stop (stdin EOF) or the deadline.
    while time.monotonic() < deadline:
        readable, _, _ = select.select([sys.stdin], [], [], min(1.0, max(0.0, deadline - time.monotonic())))
        if readable and not sys.stdin.buffer.read1(4096):
            break
    for sock in complete:
        sock.close()


if __name__ == "__main__":
    main()
