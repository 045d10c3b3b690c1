#!/usr/bin/python3
"""Benchmarks/store_sessions.py: new sessions, each with a short swipe, for run.sh's redis part.

    store_sessions.py PORT SESSIONS TARGET WIDTH

Makes SESSIONS new sessions on the gallery on PORT, one after the other on one keep-alive
connection: in each, a swipe of 4 events on checkout-slider's drag TARGET (`began` at x = 0 with
no cookie, so the gallery starts a session and sends its cookie, then `changed` at WIDTH / 2 and
at WIDTH, and `ended` at WIDTH, numbered `seq` 1 to 4), as checkout.lua sends them. Every reply
must be 200: an acknowledged event is a stored one, so once this returns, each session is in the
gallery's store. Prints "<sessions> <events>".
"""

import http.client
import json
import sys

port, sessions, target, width = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], float(sys.argv[4])
EVENTS = "/api/v1/previews/checkout-slider/events"
HEADERS = {"Content-Type": "application/json", "Prefer": "return=minimal"}
SWIPE = [("began", 0.0), ("changed", width / 2), ("changed", width), ("ended", width)]

connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
events = 0
for _ in range(sessions):
    cookie = None
    for seq, (phase, x) in enumerate(SWIPE, start=1):
        body = json.dumps(
            {"seq": seq, "target": target, "type": "drag", "phase": phase, "location": {"x": x, "y": 14}}
        )
        headers = dict(HEADERS, **({"Cookie": cookie} if cookie else {}))
        connection.request("POST", EVENTS, body=body, headers=headers)
        response = connection.getresponse()
        data = response.read()
        if response.status != 200:
            sys.exit(f"store_sessions.py: {phase} (seq {seq}) answered {response.status}: {data[:200]!r}")
        if cookie is None:
            set_cookie = response.getheader("Set-Cookie")
            if not set_cookie:
                sys.exit("store_sessions.py: a new session's first reply sets no cookie")
            cookie = set_cookie.split(";")[0]
        events += 1
print(sessions, events)
