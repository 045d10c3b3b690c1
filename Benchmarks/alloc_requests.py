#!/usr/bin/python3
"""Benchmarks/alloc_requests.py: heap allocations per request of each scenario, for run.sh.

    alloc_requests.py PORT FIFO COUNTS TARGET CHECKOUT_TARGET CHECKOUT_WIDTH [REQUESTS]

The gallery on PORT runs with Benchmarks/alloc_count.c preloaded: a line written to FIFO makes
it append "<allocations> <frees>" to COUNTS. For each scenario this sends the same requests as
the wrk scripts, one at a time on one keep-alive connection: a warm-up, then REQUESTS (default
2000) between two readings of the counters, and prints "<scenario> <allocations per request>
<frees per request>". The difference of two readings over many requests cancels what the process
does once; what else runs in it (timers) is counted too, so the figures are upper bounds.
"""

import http.client
import json
import os
import sys
import time

port, fifo, counts = int(sys.argv[1]), sys.argv[2], sys.argv[3]
target, checkout_target, checkout_width = sys.argv[4], sys.argv[5], float(sys.argv[6])
requests = int(sys.argv[7]) if len(sys.argv) > 7 else 2000
JSON = {"Content-Type": "application/json", "Prefer": "return=minimal"}


def read_counts():
    before = open(counts).read().count("\n") if os.path.exists(counts) else 0
    with open(fifo, "w") as control:
        control.write("\n")
    for _ in range(500):
        lines = open(counts).read().splitlines() if os.path.exists(counts) else []
        if len(lines) > before:
            allocations, frees = lines[-1].split()
            return int(allocations), int(frees)
        time.sleep(0.01)
    sys.exit("alloc_requests.py: the counters did not answer")


class Client:
    def __init__(self):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        self.cookie = None

    def send(self, method, path, body=None, headers=None, new_session=False):
        headers = dict(headers or {})
        if self.cookie and not new_session:
            headers["Cookie"] = self.cookie
        self.connection.request(method, path, body=body, headers=headers)
        response = self.connection.getresponse()
        data = response.read()
        if response.status != 200:
            sys.exit(f"alloc_requests.py: {method} {path} answered {response.status}: {data[:200]!r}")
        cookie = response.getheader("Set-Cookie")
        if cookie:
            self.cookie = cookie.split(";")[0]
        return data


def drag_events(client):
    events = "/api/v1/previews/better-slider/events"
    client.send("POST", events, json.dumps(
        {"target": target, "type": "drag", "phase": "began", "location": {"x": 100, "y": 2}}), JSON)
    n = 0
    while True:
        x = 80 if n % 2 == 0 else 240
        n += 1
        yield lambda x=x: client.send("POST", events, json.dumps(
            {"target": target, "type": "drag", "phase": "changed", "location": {"x": x, "y": 2}},
            separators=(",", ":")), JSON)


def checkout_events(client):
    events = "/api/v1/previews/checkout-slider/events"
    while True:
        for step in range(1, 13):
            phase = "began" if step == 1 else "changed" if step <= 11 else "ended"
            x = 0 if step == 1 else checkout_width * min(step - 1, 10) / 10
            body = json.dumps({"seq": step, "target": checkout_target, "type": "drag", "phase": phase,
                               "location": {"x": x, "y": 14}}, separators=(",", ":"))
            yield lambda body=body, fresh=(step == 1): client.send("POST", events, body, JSON, new_session=fresh)


def gets(client, path):
    while True:
        yield lambda: client.send("GET", path)


def measure(name, make):
    client = Client()
    if name == "page":
        client.send("GET", "/")
    stream = make(client)
    for _ in range(200):
        next(stream)()
    allocations, frees = read_counts()
    for _ in range(requests):
        next(stream)()
    allocations_after, frees_after = read_counts()
    print(f"{name} {(allocations_after - allocations) / requests:.1f} {(frees_after - frees) / requests:.1f}")


measure("drag", drag_events)
measure("checkout", checkout_events)
measure("page", lambda client: gets(client, "/"))
measure("static", lambda client: gets(client, "/assets/gallery.css"))
