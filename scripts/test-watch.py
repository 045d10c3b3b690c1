#!/usr/bin/env python3
"""`--watch` end to end, on the package scripts/test-readme-steps.py built (pass its --keep DIR).

Starts the package's gallery with --watch on a free loopback port, moves a slider, then edits
the style's colour: the watcher rebuilds and restarts, the preview shows the new colour and the
slider is where it was. Then a syntax error: the build fails, the old gallery keeps serving and
the push channel carries the error with its file and line; fixing it recovers. Prints
"watch: N checks passed" with the times it measured, or names what failed and exits 1.
The package's main.swift is restored at the end.

Usage: scripts/test-watch.py DIR
"""
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from http.cookiejar import CookieJar


def fail(message, log=None):
    print(f"watch: FAILED: {message}", file=sys.stderr)
    if log:
        print(f"--- the watcher's output:\n{log()}", file=sys.stderr)
    sys.exit(1)


def main():
    package = os.path.join(sys.argv[1], "MyStyles")
    source = os.path.join(package, "Sources/MyStyles/main.swift")
    original = open(source).read()
    if ".tint(.orange)" not in original:
        fail("the README's style no longer tints with .orange; update this test with it")
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=package, capture_output=True, text=True).stdout.strip()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    state = tempfile.mkdtemp(prefix="stylegallery-watch-state-")
    log_path = os.path.join(state, "watch.log")
    log_file = open(log_path, "w")
    watcher = subprocess.Popen(
        [os.path.join(binary, "MyStyles"), "--watch", "--port", str(port), "--state-dir", state],
        cwd=package, stdout=log_file, stderr=subprocess.STDOUT, start_new_session=True)
    log = lambda: open(log_path).read()
    base = f"http://127.0.0.1:{port}"
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(CookieJar()))

    def get(path):
        return json.loads(opener.open(base + path, timeout=5).read())

    def post(path, body):
        request = urllib.request.Request(base + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
        return json.loads(opener.open(request, timeout=5).read())

    def wait_for(what, condition, seconds=240):
        deadline = time.time() + seconds
        while time.time() < deadline:
            try:
                if condition():
                    return
            except OSError:
                pass
            time.sleep(0.1)
        fail(f"{what} did not happen within {seconds} s", log)

    checks = 0
    try:
        wait_for("the watched gallery's start", lambda: get("/api/v1/previews") is not None, 30)
        slider = get("/api/v1/previews/outlined-slider")
        target = next(t["id"] for t in slider["targets"] if t["gesture"] == "key")
        moved = post("/api/v1/previews/outlined-slider/events", {"type": "key", "target": target, "key": "end", "seq": 1})
        if moved["state"] != {"value": 1}:
            fail(f"the slider did not move: {moved['state']}")
        checks += 1

        saved = time.time()
        with open(source, "w") as f:
            f.write(original.replace(".orange", ".purple"))
        def colour():
            html = get("/api/v1/previews/outlined-slider")["html"]
            return "purple" if "purple" in html and "orange" not in html else "orange" if "orange" in html else None
        if colour() != "orange":
            fail("the preview's markup does not name its colour (orange) before the edit")
        wait_for("the new colour", lambda: colour() == "purple")
        reload_seconds = time.time() - saved
        after = get("/api/v1/previews/outlined-slider")
        if after["state"] != {"value": 1}:
            fail(f"the slider lost its place across the restart: {after['state']}", log)
        if "Restored 1 sessions" not in log():
            fail("the restarted gallery did not restore the session", log)
        checks += 2
        built = re.findall(r"Built in ([0-9.]+) s; restarted in ([0-9.]+) s", log())
        if not built:
            fail("the watcher did not report its build", log)

        with open(source, "w") as f:
            f.write(original.replace("struct OutlinedSliderStyle: SliderStyle {", "struct OutlinedSliderStyle: SliderStyle {\n    let broken: Int = \"x\""))
        wait_for("the build error", lambda: "Build failed" in log())
        if not re.search(r"main\.swift:\d+:\d+: cannot convert value of type 'String'", log()):
            fail("the build error does not name the file and line", log)
        if get("/api/v1/previews/outlined-slider")["state"] != {"value": 1}:
            fail("the old gallery did not keep serving after a failed build", log)
        checks += 2

        with open(source, "w") as f:
            f.write(original)
        wait_for("the recovery", lambda: log().count("Built in") == 2 and colour() == "orange")
        checks += 1
    finally:
        with open(source, "w") as f:
            f.write(original)
        os.killpg(watcher.pid, signal.SIGTERM)
        try:
            watcher.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(watcher.pid, signal.SIGKILL)
            fail("the watcher did not stop within 20 s of SIGTERM", log)
    if watcher.returncode != 0:
        fail(f"the watcher exited with {watcher.returncode}", log)
    checks += 1
    shutil.rmtree(state, ignore_errors=True)
    build_seconds, restart_seconds = built[0]
    print(f"watch: save to new markup {reload_seconds:.1f} s (build {build_seconds} s, restart {restart_seconds} s)")
    print(f"watch: {checks} checks passed")


if __name__ == "__main__":
    main()
