#!/usr/bin/python3
"""Fail-over: sessions dragging and buying through nginx while gallery processes die; afterwards
nothing any client saw acknowledged is missing.

    /usr/bin/python3 Tests/Soak/failover.py --bin PATH/gallery [--sessions 200] [--seconds 30]
    /usr/bin/python3 Tests/Soak/failover.py --bin PATH/gallery --embedded [--sessions 500] [--seconds 12]

Stdlib only (Debian's python3), loopback only; it starts everything it needs and stops it all.

Default mode (docs/DEPLOY.md's topology): Redis, three galleries (each `--state-store redis://…`,
its own `--state-dir`, `--trusted-proxy 127.0.0.1`) and nginx from deploy/nginx.conf.template
(checked with `nginx -t`). N sessions, one keep-alive connection to nginx each, drag the default
slider and swipe the checkout slider (each session buys once, at a random moment; the other swipes
stop short and snap back), every event numbered with `seq`. A third into the run gallery 1 is
killed with SIGKILL, then gallery 2 is stopped with SIGTERM (one process is left), then gallery 1
and later gallery 2 are started again on their ports and state folders.

--embedded: one gallery with its state folder, no Redis and no nginx; halfway through it is
killed with SIGKILL and started again on the same folder at once.

In both, a client sends a request that failed (connection refused or reset, no reply within
10 s, 502, 503, 504) again with the SAME `seq` until it is answered, for at most 20 s (then that
client fails the test). Each client keeps, per preview, the `seq` and `state` of the last reply it
got: what it saw acknowledged. Afterwards, on fresh connections (through nginx), every session
must answer each preview with exactly that `seq` and `state` and no new cookie, and the number of
sessions whose checkout slider says `didCheckout` must equal the number of completed swipes (an
`ended` drag acknowledged with `didCheckout` true).

Prints one line, `failover: PASS …` or `failover: FAIL …` (then the reasons), and exits 1 on failure.
"""

import argparse
import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cluster import ROOT, Gallery, Nginx, Redis, check_nginx_config, free_port, nginx_config, wait_ready  # noqa: E402
from failover_client import Client, Stats  # noqa: E402


def gallery_config(work):
    """The galleries' configuration file: every client is 127.0.0.1, so no new-session limit."""
    config = {"publicDirectory": os.path.join(ROOT, "Public"), "maxSessions": 10000,
              "newSessionBurstPerClient": 1000000, "stateSaveInterval": 30,
              "server": {"host": "127.0.0.1", "maxConnections": 4096, "maxQueuedHandlers": 4096,
                         "accessLog": False}}
    path = os.path.join(work, "gallery.json")
    with open(path, "w") as f:
        json.dump(config, f)
    return path


async def in_thread(function, *arguments):
    return await asyncio.get_running_loop().run_in_executor(None, function, *arguments)


async def restart(gallery, sig, marks, started):
    """`sig` to `gallery` (and a wait for its end), then starts it again and waits until it is ready."""
    await in_thread(gallery.kill, sig)
    marks.append(f"{gallery.name} {signal.Signals(sig).name} at {time.monotonic() - started:.1f} s")
    await in_thread(gallery.start)
    await in_thread(wait_ready, gallery.port)
    marks.append(f"{gallery.name} back at {time.monotonic() - started:.1f} s")


async def chaos(galleries, seconds, started, embedded, marks):
    """The failures, at fixed fractions of the run."""
    async def at(fraction):
        await asyncio.sleep(max(0.0, started + fraction * seconds - time.monotonic()))

    if embedded:
        await at(0.5)
        await restart(galleries[0], signal.SIGKILL, marks, started)
        return
    first, second = galleries[0], galleries[1]
    await at(0.3)
    await in_thread(first.kill, signal.SIGKILL)
    marks.append(f"{first.name} SIGKILL at {time.monotonic() - started:.1f} s")
    await at(0.45)
    await in_thread(second.kill, signal.SIGTERM)
    marks.append(f"{second.name} SIGTERM at {time.monotonic() - started:.1f} s (exit {second.exits[-1]})")
    await at(0.6)
    await in_thread(first.start)
    marks.append(f"{first.name} back at {time.monotonic() - started:.1f} s")
    await at(0.75)
    await in_thread(second.start)
    marks.append(f"{second.name} back at {time.monotonic() - started:.1f} s")


async def run_load(port, galleries, args, stats, marks):
    started = time.monotonic()
    deadline = started + args.seconds
    clients = [Client(index, port, stats) for index in range(args.sessions)]
    buy_at = random.Random(31)
    runs = [client.run(deadline, started + buy_at.uniform(0.05, 0.85) * args.seconds) for client in clients]
    await asyncio.gather(*runs, chaos(galleries, args.seconds, started, args.embedded, marks))
    verified = await asyncio.gather(*(client.verify() for client in clients))
    return clients, verified, time.monotonic() - started


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", help="the gallery executable")
    parser.add_argument("--check-config", action="store_true",
                        help="only fill deploy/nginx.conf.template for three galleries and check it with nginx -t")
    parser.add_argument("--embedded", action="store_true", help="one gallery with its journal: no Redis, no nginx")
    parser.add_argument("--sessions", type=int, help="default 200, or 500 with --embedded")
    parser.add_argument("--seconds", type=float, help="the load's length: default 30, or 12 with --embedded")
    parser.add_argument("--no-store", action="store_true",
                        help="galleries without --state-store (only to try the harness: sessions are then lost)")
    args = parser.parse_args()
    if args.check_config:
        with tempfile.TemporaryDirectory(prefix="stylegallery-nginx.") as prefix:
            check_nginx_config(prefix, nginx_config(prefix, free_port(), [free_port() for _ in range(3)]))
        print("failover: nginx -t accepts deploy/nginx.conf.template filled for 3 galleries")
        return
    if not args.bin:
        parser.error("--bin is required")
    args.sessions = args.sessions or (500 if args.embedded else 200)
    args.seconds = args.seconds or (12.0 if args.embedded else 30.0)
    if not 1 <= args.sessions <= 1000 or not 4 <= args.seconds <= 60:
        parser.error("sessions must be in [1, 1000] and seconds in [4, 60] (the whole run stays under 90 s)")
    name = "failover --embedded" if args.embedded else "failover"
    if not args.embedded and not args.no_store:
        usage = subprocess.run([args.bin, "--help"], capture_output=True, text=True).stdout
        if "--state-store" not in usage:
            print(f"{name}: FAIL this gallery has no --state-store (sessions in Redis) yet")
            sys.exit(1)

    work = tempfile.mkdtemp(prefix="stylegallery-failover.")
    config = gallery_config(work)
    redis = nginx = None
    galleries = []
    failures = []
    marks = []
    stats = Stats()
    summary = None
    details = ""
    try:
        if args.embedded:
            galleries = [Gallery("gallery-1", args.bin, config, work)]
        else:
            redis = None if args.no_store else Redis(work)
            galleries = [Gallery(f"gallery-{n}", args.bin, config, work, store=redis and redis.url,
                                 trusted_proxy="127.0.0.1") for n in (1, 2, 3)]
        for gallery in galleries:
            gallery.start()
        for gallery in galleries:
            if not wait_ready(gallery.port):
                raise SystemExit(f"{name}: FAIL {gallery.name} was not ready within 30 s (log {gallery.log_path})")
        if not args.embedded:
            nginx = Nginx(work, [gallery.port for gallery in galleries])
        port = nginx.port if nginx else galleries[0].port
        clients, verified, elapsed = asyncio.run(run_load(port, galleries, args, stats, marks))
        lost = [problem for problem in verified if problem]
        bought = sum(client.bought for client in clients)
        on_server = sum(client.bought_on_server for client in clients)
        if stats.errors:
            failures.append(f"{stats.errors} client(s) failed: " + " | ".join(stats.error_samples))
        if lost:
            failures.append(f"{len(lost)} session(s) differ from what their client saw acknowledged: "
                            + " | ".join(lost[:5]))
        if bought != on_server:
            failures.append(f"{bought} completed swipes but {on_server} sessions show didCheckout")
        summary = (f"{args.sessions} sessions, {stats.acknowledged} events acknowledged, {stats.retries} retries, "
                   f"{bought} checkouts = {on_server} on the server, {len(lost)} lost")
        details = (f"{elapsed:.1f} s; {stats.fresh_cookies} sessions given a new cookie before their first event; "
                   f"failed tries by kind: "
                   + (", ".join(f"{kind} {count}" for kind, count in sorted(stats.failed_tries.items())) or "none")
                   + (f"; nginx sent {nginx.retried_requests()} requests to a second process" if nginx else "")
                   + "".join(f"; {mark}" for mark in marks))
    finally:
        if nginx:
            nginx.stop()
        for gallery in galleries:
            if gallery.process is not None and gallery.process.poll() is None:
                gallery.kill(signal.SIGTERM)
                if gallery.exits[-1] != 0:
                    failures.append(f"{gallery.name} exited with {gallery.exits[-1]} on SIGTERM (log {gallery.log_path})")
            elif gallery.process is not None and not gallery.ended:
                failures.append(f"{gallery.name} died by itself with {gallery.process.returncode} "
                                f"(log {gallery.log_path})")
        if redis:
            redis.stop()
    if failures or summary is None:
        print(f"{name}: FAIL {summary or 'no load was run'}" + (f" ({details})" if details else ""))
        for failure in failures:
            print(f"{name}:   - {failure}")
        print(f"{name}:   logs: {work}")
        sys.exit(1)
    print(f"{name}: PASS {summary} ({details})")
    subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    main()
