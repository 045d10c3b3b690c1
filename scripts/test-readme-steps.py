#!/usr/bin/env python3
"""Follows the README's "Add your own styles" steps in a temporary folder, as a newcomer would.

Writes the files the steps show (their code blocks, word for word, with the dependency's path
pointed at this checkout), builds the package, starts it with `swift run MyStyles` as step 3
does (on a free loopback port), runs the step's curl lines against it (the port changed), and
checks the replies, the listening line and the index. Then a preview id the standard catalogue
has too: the gallery must refuse to start, naming both. Prints
"readme steps: N checks passed" and exits 0, or names what failed and exits 1.

Usage: scripts/test-readme-steps.py [--keep DIR]   (DIR: build there and leave it, for reuse)
"""
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def steps(readme):
    """The code blocks marked `<!-- readme-step: NAME -->`, by NAME, in order."""
    found = re.findall(r"<!-- readme-step: (\S+) -->\n```\w*\n(.*?)```", readme, re.S)
    return {name: body for name, body in found}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fail(message):
    print(f"readme steps: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def read_so_far(server):
    """What `server` printed until its listening line (read from the pipe's descriptor itself, so
    nothing waits in a Python buffer), or until it is quiet for a second."""
    import select
    text = ""
    while "listening on" not in text and select.select([server.stdout], [], [], 1)[0]:
        chunk = os.read(server.stdout.fileno(), 65536)
        if not chunk:
            break
        text += chunk.decode(errors="replace")
    return text


def collision(package, binary, main_swift):
    """A preview id the standard catalogue has too: the gallery refuses to start, naming both.

    Leaves the package built from the README's own main.swift again."""
    path = os.path.join(package, "Sources/MyStyles/main.swift")
    if 'id: "outlined-slider"' not in main_swift:
        fail("step 2's preview is no longer outlined-slider; update this test with it")
    try:
        with open(path, "w") as f:
            f.write(main_swift.replace('id: "outlined-slider"', 'id: "checkout-slider"'))
        build = subprocess.run(["swift", "build", "--product", "MyStyles"], cwd=package, capture_output=True, text=True)
        if build.returncode != 0:
            fail(f"the colliding package did not build:\n{build.stdout[-3000:]}")
        run = subprocess.run([os.path.join(binary, "MyStyles"), "--port", "0"], cwd=package, capture_output=True, text=True, timeout=30)
        expected = [
            'Two previews have the id "checkout-slider"',
            '"Outlined slider" (MyStyles/main.swift, section "My styles")',
            '"Swipe to buy" (Gallery/CheckoutSliderPreview.swift, section "000 ',
        ]
        if run.returncode != 2 or not all(part in run.stderr for part in expected):
            fail(f"a colliding id should stop the gallery with status 2 naming both previews; it exited {run.returncode}: {run.stderr[:600]}")
    finally:
        with open(path, "w") as f:
            f.write(main_swift)
        if subprocess.run(["swift", "build", "--product", "MyStyles"], cwd=package, capture_output=True).returncode != 0:
            fail("the package did not build again from the README's main.swift")
    return 1


def main():
    keep = sys.argv[2] if len(sys.argv) > 2 and sys.argv[1] == "--keep" else None
    with open(os.path.join(ROOT, "README.md")) as f:
        blocks = steps(f.read())
    expected = ["Package.swift", "Sources/MyStyles/main.swift", "shell"]
    if list(blocks) != expected:
        fail(f"the README's marked steps are {list(blocks)}, expected {expected}")
    checks = 0
    work = keep or tempfile.mkdtemp(prefix="stylegallery-readme-")
    package = os.path.join(work, "MyStyles")
    os.makedirs(package, exist_ok=True)
    print(f"readme steps: following the README in {package}", flush=True)
    manifest = blocks["Package.swift"]
    if 'path: "../StyleGallery"' not in manifest:
        fail("step 1 no longer depends on ../StyleGallery")
    # Step 1 puts MyStyles beside the checkout; here the checkout is elsewhere, so point at it.
    manifest = manifest.replace('path: "../StyleGallery"', f"path: {json.dumps(ROOT)}")
    for name, text in [("Package.swift", manifest), ("Sources/MyStyles/main.swift", blocks["Sources/MyStyles/main.swift"])]:
        path = os.path.join(package, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    build = subprocess.run(["swift", "build", "--product", "MyStyles"], cwd=package, capture_output=True, text=True)
    if build.returncode != 0:
        fail(f"step 3's build failed:\n{build.stdout[-4000:]}\n{build.stderr[-4000:]}")
    if "warning:" in build.stdout + build.stderr:
        fail(f"step 3's build printed warnings:\n{build.stdout[-4000:]}")
    checks += 1
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=package, capture_output=True, text=True).stdout.strip()
    port = free_port()
    state = tempfile.mkdtemp(prefix="stylegallery-readme-state-")
    server = subprocess.Popen(
        ["swift", "run", "MyStyles", "--port", str(port), "--state-dir", state],
        cwd=package, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(300):
            try:
                urllib.request.urlopen(base + "/api/v1/previews", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        else:
            fail("the package's gallery did not start")
        index = urllib.request.urlopen(base + "/", timeout=5).read().decode()
        sections = re.findall(r'<div class="sg-nav-group" data-search-group[^>]*>\n<h3>(.*?)</h3>', index)
        if not sections or sections[0] != "My styles":
            fail(f"the sidebar's first section is {sections[:1]}, not My styles")
        if "<h3><span class=\"sg-section-tag\">000</span>" not in index:
            fail("the standard catalogue is not in the index after the package's previews")
        checks += 2
        if f"StyleGallery listening on http://127.0.0.1:{port}/ (event loop: epoll)" not in read_so_far(server):
            fail("the gallery did not print the listening line step 3 shows")
        checks += 1
        page = urllib.request.urlopen(base + "/previews/outlined-slider", timeout=5).read().decode()
        if 'data-source-path="Sources/MyStyles/main.swift"' not in page:
            fail("the preview's page does not show the package's own main.swift")
        checks += 1
        curl = blocks["shell"].replace("http://127.0.0.1:8080", base).replace("\\\n", " ")
        jar = os.path.join(work, "jar")
        reply = subprocess.run(curl.replace(" jar ", f" {jar} "), shell=True, cwd=work, capture_output=True, text=True)
        if reply.returncode != 0:
            fail(f"step 3's curl line failed: {reply.stderr}")
        lines = reply.stdout.strip().split("\n")
        if len(lines) != 2 or '"id":"0.0.0.0.1"' not in lines[0] or '"role":"slider"' not in lines[0]:
            fail(f"step 3's first curl line should show the slider's target 0.0.0.0.1: {reply.stdout[:400]}")
        try:
            answer = json.loads(lines[1])
        except ValueError:
            fail(f"step 3's curl line did not get JSON: {reply.stdout[:500]}")
        if answer.get("state") != {"value": 1}:
            fail(f'step 3 promises "state":{{"value":1}}, the gallery answered {json.dumps(answer.get("state"))}: {reply.stdout[:300]}')
        checks += 1
    finally:
        server.terminate()
        try:
            output, _ = server.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
            fail("the package's gallery did not stop within 15 s of SIGTERM")
        shutil.rmtree(state, ignore_errors=True)
    if server.returncode != 0 or "Stopped." not in output:
        fail(f"the package's gallery did not stop cleanly (status {server.returncode}):\n{output[-2000:]}")
    checks += 1
    checks += collision(package, binary, blocks["Sources/MyStyles/main.swift"])
    if not keep:
        shutil.rmtree(work, ignore_errors=True)
    print(f"readme steps: {checks} checks passed")


if __name__ == "__main__":
    main()
