"""The sessions of the fail-over test (failover.py): raw HTTP/1.1 over asyncio streams, as in
soak_sessions.py; a failed request is sent again with the same `seq` until it is answered."""

import asyncio
import json
import random
import re
import time

from soak import HTTPError, read_response

TRY_TIMEOUT = 10.0  # seconds one try may wait for its reply
RETRY_LIMIT = 20.0  # seconds a request may be tried for before its client fails the test
RETRIED_STATUSES = (502, 503, 504)  # nginx found no process, or the gallery could not store
THUMB_RADIUS = 14.0  # SliderDrawing.thumbRadius
PREVIEWS = ["default-slider", "checkout-slider"]


class Stats:
    def __init__(self):
        self.acknowledged = 0
        self.retries = 0
        self.failed_tries = {}
        self.errors = 0
        self.error_samples = []
        self.fresh_cookies = 0  # sessions given a new cookie before their first event

    def failed_try(self, kind):
        self.failed_tries[kind] = self.failed_tries.get(kind, 0) + 1

    def error(self, message):
        self.errors += 1
        if len(self.error_samples) < 5:
            self.error_samples.append(message)


class Failed(Exception):
    """What ends a client's run: a request not answered in time, or an answer that is wrong."""


class Seen:
    """A preview as its client last saw it acknowledged: `seq`, `state`, and its drag target."""

    def __init__(self, snapshot):
        self.seq = snapshot["seq"]
        self.state = snapshot["state"]
        self.target, self.width, self.height = None, 0.0, 0.0
        self.update(snapshot)

    def update(self, reply):
        self.seq, self.state = reply["seq"], reply["state"]
        drags = [target for target in reply.get("targets", []) if target["gesture"] == "drag"]
        if drags:
            self.target = drags[0]["id"]
            self.width, self.height = drags[0]["frame"]["width"], drags[0]["frame"]["height"]


class Client:
    """One session on one keep-alive connection (a new one after a failed try)."""

    def __init__(self, index, port, stats):
        self.index = index
        self.port = port
        self.stats = stats
        self.cookie = None
        self.previews = {}
        self.bought = False  # a swipe to the end was acknowledged with didCheckout true
        self.bought_on_server = False
        self.reader = self.writer = None
        self.random = random.Random(index * 7919 + 3)

    def request_bytes(self, method, path, body):
        lines = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{self.port}", "User-Agent: failover"]
        if self.cookie:
            lines.append(f"Cookie: sg_session={self.cookie}")
        data = b""
        if body is not None:
            # As a browser sends it: behind nginx the gallery's same-origin check must still match
            # it with the Host the client sent.
            data = json.dumps(body).encode()
            lines += [f"Origin: http://127.0.0.1:{self.port}", "Content-Type: application/json",
                      f"Content-Length: {len(data)}"]
        return ("\r\n".join(lines) + "\r\n\r\n").encode() + data

    async def close(self):
        if self.writer is not None:
            self.writer.close()
            try:
                await self.writer.wait_closed()
            except (ConnectionError, OSError):
                pass
            self.reader = self.writer = None

    async def try_once(self, method, path, body):
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port, limit=1 << 20)
        self.writer.write(self.request_bytes(method, path, body))
        await self.writer.drain()
        status, headers, content = await asyncio.wait_for(read_response(self.reader, method), TRY_TIMEOUT)
        if "close" in ",".join(headers.get("connection", [])).lower():
            await self.close()
        return status, headers, content

    async def call(self, method, path, body=None):
        """The first answer that is not a failure (see RETRIED_STATUSES), the same bytes sent each try."""
        give_up = time.monotonic() + RETRY_LIMIT
        while True:
            pause = self.random.uniform(0.05, 0.25)
            try:
                status, headers, content = await self.try_once(method, path, body)
                if status not in RETRIED_STATUSES:
                    self.take_cookie(headers)
                    return status, content
                kind = str(status)
                # As a browser would: wait as long as Retry-After says, up to a second.
                retry_after = headers.get("retry-after", [""])[0]
                if retry_after.isdigit():
                    pause = min(1.0, float(retry_after)) * self.random.uniform(0.5, 1.0)
            except (ConnectionError, OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, HTTPError) as error:
                kind = type(error).__name__
                await self.close()
            self.stats.failed_try(kind)
            if time.monotonic() > give_up:
                raise Failed(f"{method} {path} {body} not answered within {RETRY_LIMIT:.0f} s (last: {kind})")
            self.stats.retries += 1
            await asyncio.sleep(pause)

    def take_cookie(self, headers):
        """Takes the session cookie a reply sets. A new one for a session with an acknowledged
        event means the session was lost; before its first event nothing was acknowledged but
        its initial state, which a new session has too, so the client goes on in the new one
        (counted: a process that started a session and one that does not know it yet)."""
        for cookie in headers.get("set-cookie", []):
            match = re.match(r"sg_session=([0-9a-f]+)", cookie)
            if match and self.cookie is not None and match.group(1) != self.cookie:
                if any(seen.seq > 0 for seen in self.previews.values()):
                    raise Failed(f"session lost: cookie {self.cookie} replaced by {match.group(1)}")
                self.stats.fresh_cookies += 1
            if match:
                self.cookie = match.group(1)

    async def event(self, name, event):
        """Posts `event` with the next `seq` until it is acknowledged; returns the reply."""
        seen = self.previews[name]
        seq = seen.seq + 1
        status, content = await self.call("POST", f"/api/v1/previews/{name}/events", dict(event, seq=seq))
        if status != 200:
            raise Failed(f"{name} event {seq} answered {status}: {content[:200]!r}")
        reply = json.loads(content)
        if reply.get("seq") != seq:
            raise Failed(f"{name} event {seq} answered seq {reply.get('seq')}")
        seen.update(reply)
        self.stats.acknowledged += 1
        await asyncio.sleep(self.random.uniform(0.02, 0.12))
        return reply

    def drag(self, name, phase, x):
        seen = self.previews[name]
        return {"target": seen.target, "type": "drag", "phase": phase,
                "location": {"x": round(x, 2), "y": round(seen.height / 2, 2)}}

    async def slide(self):
        width = self.previews["default-slider"].width
        xs = [self.random.uniform(0, width) for _ in range(self.random.randint(3, 7))]
        phases = ["began"] + ["changed"] * (len(xs) - 2) + ["ended"]
        for phase, x in zip(phases, xs):
            await self.event("default-slider", self.drag("default-slider", phase, x))

    async def swipe(self, buy):
        width = self.previews["checkout-slider"].width
        end = width + 5 if buy else self.random.uniform(THUMB_RADIUS, width - 2 * THUMB_RADIUS - 8)
        await self.event("checkout-slider", self.drag("checkout-slider", "began", THUMB_RADIUS))
        for x in [self.random.uniform(0, width - 3 * THUMB_RADIUS) for _ in range(self.random.randint(1, 3))]:
            await self.event("checkout-slider", self.drag("checkout-slider", "changed", x))
        if buy:
            await self.event("checkout-slider", self.drag("checkout-slider", "changed", end))
        reply = await self.event("checkout-slider", self.drag("checkout-slider", "ended", end))
        if buy and reply["state"] != {"didCheckout": True}:
            raise Failed(f"a swipe to the end did not buy: {reply['state']}")
        if not buy and reply["state"] != {"value": 0, "didCheckout": False}:
            raise Failed(f"a short swipe did not snap back: {reply['state']}")
        self.bought = buy

    async def run(self, deadline, buy_at):
        """Slides and swipes until `deadline`, buying once after `buy_at`; a failure is recorded."""
        try:
            for name in PREVIEWS:
                status, content = await self.call("GET", f"/api/v1/previews/{name}")
                if status != 200:
                    raise Failed(f"GET {name} answered {status}")
                self.previews[name] = Seen(json.loads(content))
            while time.monotonic() < deadline:
                if not self.bought and time.monotonic() >= buy_at:
                    await self.swipe(buy=True)
                elif self.bought or self.random.random() < 0.6:
                    await self.slide()
                else:
                    await self.swipe(buy=False)
        except (Failed, ValueError, KeyError, TypeError) as error:
            self.stats.error(f"session {self.index} ({self.cookie}): {type(error).__name__}: {error}")
        finally:
            await self.close()

    async def verify(self):
        """None when every preview answers, on a fresh connection, what this client last saw
        acknowledged; else what differs."""
        if self.cookie is None:
            return f"session {self.index} never got a cookie"
        try:
            for name, seen in self.previews.items():
                status, content = await self.call("GET", f"/api/v1/previews/{name}")
                snapshot = json.loads(content) if status == 200 else {}
                if status != 200 or snapshot["seq"] != seen.seq or snapshot["state"] != seen.state:
                    return (f"session {self.index} {name}: {status}, seq {snapshot.get('seq')} state "
                            f"{snapshot.get('state')}, but its client saw seq {seen.seq} state {seen.state}")
                if name == "checkout-slider":
                    self.bought_on_server = snapshot["state"].get("didCheckout") is True
            return None
        except (Failed, ValueError, KeyError) as error:
            return f"session {self.index}: {error}"
        finally:
            await self.close()
