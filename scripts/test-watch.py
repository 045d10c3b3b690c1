#!/usr/bin/env python3
"""`--watch` end to end, on the package scripts/test-readme-steps.py built (pass its --keep DIR).

Starts the package's gallery with `swift run MyStyles --watch` on a free loopback port and opens the preview in a
real browser (headless Chromium), where the End key moves the slider. Then it edits the style's
colour: the watcher rebuilds and restarts, and the open page shows the new colour without a
reload, the slider where it was. Then a syntax error: the build fails, the old gallery keeps
serving and the page shows the error's file and line in an overlay; fixing it removes the
overlay. Then the gallery is killed under the watcher (as a crash in a view would stop it): the
watcher says so, and a new file in a new nested folder both rebuilds and starts it again, and
an edit in that folder is seen too. Prints "watch: N checks passed" with the times it measured,
or names what failed and exits 1. The package is restored at the end, and nothing is left
listening on the port.

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

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.common.keys import Keys


def fail(message, log=None):
    print(f"watch: FAILED: {message}", file=sys.stderr)
    if log:
        print(f"--- the watcher's output:\n{log()}", file=sys.stderr)
    sys.exit(1)


def main():
    package = os.path.join(sys.argv[1], "MyStyles")
    source = os.path.join(package, "Sources/MyStyles/main.swift")
    extra = os.path.join(package, "Sources/MyStyles/Extra")
    shutil.rmtree(extra, ignore_errors=True)
    original = open(source).read()
    if ".tint(.orange)" not in original:
        fail("the README's style no longer tints with .orange; update this test with it")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    state = tempfile.mkdtemp(prefix="stylegallery-watch-state-")
    log_path = os.path.join(state, "watch.log")
    log_file = open(log_path, "w")
    watcher = subprocess.Popen(
        ["swift", "run", "MyStyles", "--watch", "--port", str(port), "--state-dir", state],
        cwd=package, stdout=log_file, stderr=subprocess.STDOUT, start_new_session=True)
    log = lambda: open(log_path).read()
    base = f"http://127.0.0.1:{port}"
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(CookieJar()))  # a session of its own

    def get(path):
        return json.loads(opener.open(base + path, timeout=5).read())

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
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--window-size=1200,900"]:
        options.add_argument(argument)
    browser = None
    try:
        wait_for("the watched gallery's start", lambda: get("/api/v1/previews") is not None, 30)
        browser = webdriver.Chrome(options=options)
        browser.get(base + "/previews/outlined-slider")
        page = lambda script: browser.execute_script(script)
        wait_for("the page's push channel", lambda: page("return document.documentElement.getAttribute('data-build')"), 15)
        first_build = page("return document.documentElement.getAttribute('data-build')")
        page("window.sgNotReloaded = true")
        stage = "document.querySelector('[data-preview=\"outlined-slider\"] .sg-stage')"
        slider = browser.find_element("css selector", '[data-preview="outlined-slider"] [role="slider"]')
        slider.send_keys(Keys.END)
        value = lambda: page(f"return {stage}.querySelector('[role=slider]').getAttribute('aria-valuenow')")
        wait_for("the slider's move", lambda: value() == "1", 10)
        colour = lambda: page(f"const h = {stage}.innerHTML; return h.includes('purple') ? 'purple' : h.includes('orange') ? 'orange' : null")
        if colour() != "orange":
            fail("the preview's markup does not name its colour (orange) before the edit")
        checks += 1

        saved = time.time()
        with open(source, "w") as f:
            f.write(original.replace(".orange", ".purple"))
        wait_for("the new colour in the open page", lambda: colour() == "purple")
        reload_seconds = time.time() - saved
        if not page("return window.sgNotReloaded === true"):
            fail("the page reloaded instead of updating itself", log)
        if page("return document.documentElement.getAttribute('data-build')") == first_build:
            fail("the page did not hear of the new build", log)
        if value() != "1":
            fail(f"the slider lost its place across the restart: {value()}", log)
        if "Restored 1 session from" not in log():
            fail("the restarted gallery did not restore the session", log)
        checks += 3
        built = re.findall(r"Built in ([0-9.]+) s; restarted in ([0-9.]+) s", log())
        if not built:
            fail("the watcher did not report its build", log)

        with open(source, "w") as f:
            f.write(original.replace("struct OutlinedSliderStyle: SliderStyle {", "struct OutlinedSliderStyle: SliderStyle {\n    let broken: Int = \"x\""))
        overlay = lambda: page("const o = document.querySelector('[data-build-overlay]'); return o ? o.textContent : null")
        wait_for("the build error's overlay", lambda: overlay() is not None)
        if not re.search(r"main\.swift:\d+:\d+", overlay()) or "cannot convert value of type 'String'" not in overlay():
            fail(f"the overlay does not name the file, line and message: {overlay()!r}", log)
        if not re.search(r"main\.swift:\d+:\d+: cannot convert value of type 'String'", log()):
            fail("the watcher's log does not name the error's file and line", log)
        if get("/api/v1/previews/outlined-slider")["html"].count("purple") == 0:
            fail("the old gallery did not keep serving after a failed build", log)
        checks += 2

        with open(source, "w") as f:
            f.write(original)
        wait_for("the recovery", lambda: colour() == "orange" and overlay() is None)
        if not page("return window.sgNotReloaded === true") or value() != "1":
            fail("the page reloaded or the slider moved on the recovery", log)
        checks += 1

        child = int(subprocess.run(["pgrep", "-P", str(watcher.pid)], capture_output=True, text=True).stdout.split()[0])
        os.kill(child, signal.SIGKILL)
        wait_for("the watcher's notice of the crash", lambda: "The gallery stopped on its own (signal 9)" in log(), 20)
        deep = os.path.join(extra, "Deep")
        os.makedirs(deep)
        with open(os.path.join(deep, "Extra.swift"), "w") as f:
            f.write("let extraNote = 1\n")
        wait_for("a build after a new nested folder", lambda: log().count("Built in") >= 3)
        wait_for("the gallery's restart", lambda: get("/api/v1/previews/outlined-slider") is not None, 20)
        time.sleep(1)  # the folder's own events may bring one more build: let them settle
        builds = log().count("Built in")
        with open(os.path.join(deep, "Extra.swift"), "w") as f:
            f.write("let extraNote = 2\n")
        wait_for("a build after an edit in the nested folder", lambda: log().count("Built in") == builds + 1)
        checks += 2
    finally:
        with open(source, "w") as f:
            f.write(original)
        shutil.rmtree(extra, ignore_errors=True)
        if browser:
            browser.quit()
        os.killpg(watcher.pid, signal.SIGTERM)
        try:
            watcher.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(watcher.pid, signal.SIGKILL)
            fail("the watcher did not stop within 20 s of SIGTERM", log)
    if watcher.returncode != 0:
        fail(f"the watcher exited with {watcher.returncode}", log)
    with socket.socket() as s:
        if s.connect_ex(("127.0.0.1", port)) == 0:
            fail("something still listens on the port after the watcher stopped (an orphaned gallery)", log)
    # The package as the README left it, built, for whoever reuses the folder.
    subprocess.run(["swift", "build", "--product", "MyStyles"], cwd=package, capture_output=True)
    checks += 1
    shutil.rmtree(state, ignore_errors=True)
    build_seconds, restart_seconds = built[0]
    print(f"watch: save to new markup {reload_seconds:.1f} s (build {build_seconds} s, restart {restart_seconds} s)")
    print(f"watch: {checks} checks passed")


if __name__ == "__main__":
    main()
