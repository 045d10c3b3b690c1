#!/usr/bin/python3
"""Real-browser test of the gallery: headless Chromium drives the previews with a real mouse and
keyboard, through Public/gallery.js, against a running gallery server.

    /usr/bin/python3 Tests/Browser/test_checkout.py            # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_checkout.py

Without GALLERY_URL it runs the already-built binary `$(swift build --show-bin-path)/gallery`
(or `$GALLERY_BIN`; `$GALLERY_SCRATCH_PATH` is passed to `swift build --scratch-path`) on a free
port, from the package root, and stops it with SIGTERM at the end. Build it first with
`swift build --product gallery`. Dependencies: scripts/install-test-deps.sh.

Screenshots for humans: /tmp/stylegallery-index.png, /tmp/stylegallery-index-dark.png and
/tmp/stylegallery-checkout.png.
"""

import base64
import json
import math
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.error
import urllib.request
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
CHECKOUT = "checkout-slider"
DEFAULT = "default-slider"
THANKS = "Thank you for purchasing!"
SCREENSHOTS = {
    "index": "/tmp/stylegallery-index.png",
    "dark": "/tmp/stylegallery-index-dark.png",
    "checkout": "/tmp/stylegallery-checkout.png",
}

server = None  # the GalleryServer we started, if any
base_url = None
driver = None


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def answers(url, timeout=2):
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


class GalleryServer:
    """The built `gallery` executable on a free port, run from the package root."""

    def __init__(self):
        self.binary = self.find_binary()
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = tempfile.NamedTemporaryFile(prefix="stylegallery-server-", suffix=".log", delete=False)
        self.process = None

    @staticmethod
    def find_binary():
        if os.environ.get("GALLERY_BIN"):
            return Path(os.environ["GALLERY_BIN"])
        command = ["swift", "build", "--show-bin-path"]
        if os.environ.get("GALLERY_SCRATCH_PATH"):
            command += ["--scratch-path", os.environ["GALLERY_SCRATCH_PATH"]]
        out = subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True).stdout
        return Path(out.strip().splitlines()[-1]) / "gallery"

    def start(self, timeout=60):
        if not self.binary.is_file():
            raise RuntimeError(f"{self.binary} is missing: run `swift build --product gallery` first")
        self.process = subprocess.Popen(
            [str(self.binary), "--port", str(self.port)],
            cwd=ROOT, stdout=self.log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"gallery exited with {self.process.returncode} at start:\n{self.output()}")
            if answers(self.url + "/api/v1/previews"):
                return
            time.sleep(0.2)
        self.process.kill()
        raise RuntimeError(f"gallery did not answer GET /api/v1/previews within {timeout} s:\n{self.output()}")

    def stop(self, grace=10):
        """SIGTERM, then the exit code; raises when the server takes longer than `grace` seconds."""
        self.process.send_signal(signal.SIGTERM)
        started = time.monotonic()
        try:
            code = self.process.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise AssertionError(f"gallery did not exit within {grace} s of SIGTERM:\n{self.output()}")
        print(f"gallery exited with {code} {time.monotonic() - started:.2f} s after SIGTERM", file=sys.stderr)
        return code

    def output(self):
        self.log.flush()
        return Path(self.log.name).read_text(errors="replace")[-4000:]


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,900"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    result = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    result.set_script_timeout(15)
    return result


def setUpModule():
    global server, base_url, driver
    base_url = os.environ.get("GALLERY_URL", "").rstrip("/")
    if not base_url:
        server = GalleryServer()
        server.start()
        base_url = server.url
    driver = make_driver()


def tearDownModule():
    global driver
    if driver is not None:
        driver.quit()
        driver = None
    if server is not None:
        server.stop(grace=10)


class CheckoutInTheBrowser(unittest.TestCase):
    """Each test loads the index afresh and starts from reset previews of this browser's session."""

    # --- page helpers ---------------------------------------------------------------------------

    def open_index(self):
        driver.get(base_url + "/")
        WebDriverWait(driver, 10).until(
            lambda d: d.execute_script("return !!(window.styleGallery && window.styleGallery.idle)"),
            "gallery.js did not define window.styleGallery",
        )
        self.wait_idle()

    def wait_idle(self):
        result = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "window.styleGallery.idle().then(() => done(true), (e) => done(String(e)));"
        )
        self.assertIs(result, True, f"styleGallery.idle() failed: {result}")

    def section(self, preview):
        return driver.find_element(By.CSS_SELECTOR, f"section.sg-preview[data-preview='{preview}']")

    def reset(self, preview):
        """Resets `preview` through its reset button, so the browser's cookie and seq are used."""
        self.section(preview).find_element(By.CSS_SELECTOR, "button[data-reset]").click()
        self.wait_idle()

    def state(self, preview):
        return json.loads(self.section(preview).find_element(By.CSS_SELECTOR, "[data-state]").text)

    def state_text(self, preview):
        return self.section(preview).find_element(By.CSS_SELECTOR, "[data-state]").text

    def error_text(self, preview):
        return self.section(preview).find_element(By.CSS_SELECTOR, "[data-error]").text.strip()

    def target(self, preview, gesture="drag"):
        return self.section(preview).find_element(By.CSS_SELECTOR, f"[data-target][data-gestures~='{gesture}']")

    def thumb(self, preview):
        return self.target(preview).find_element(By.CSS_SELECTOR, ".sg-slider-thumb")

    def rect(self, element):
        return driver.execute_script(
            "const r = arguments[0].getBoundingClientRect();"
            "return {left: r.left, top: r.top, width: r.width, height: r.height};",
            element,
        )

    def drag(self, element, dx, steps=8):
        """Presses the mouse in the middle of `element`, moves `dx` CSS px right in `steps`, releases."""
        chain = ActionChains(driver, duration=30).move_to_element(element).click_and_hold()
        done = 0
        for i in range(1, steps + 1):
            step = round(dx * i / steps) - done
            chain.move_by_offset(step, 0)
            done += step
        chain.release().perform()
        self.wait_idle()

    def screenshot(self, path):
        """A full-page PNG (the viewport is only 900 px tall)."""
        size = driver.execute_script(
            "return {w: document.documentElement.scrollWidth, h: document.documentElement.scrollHeight};"
        )
        shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png",
            "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": size["w"], "height": size["h"], "scale": 1},
        })
        Path(path).write_bytes(base64.b64decode(shot["data"]))

    def set_color_scheme(self, value):
        features = [{"name": "prefers-color-scheme", "value": value}] if value else []
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})

    def page_errors(self):
        """Uncaught script errors of the page (HTTP error statuses are the API's business)."""
        return [
            entry["message"] for entry in driver.get_log("browser")
            if entry["level"] == "SEVERE" and "Failed to load resource" not in entry["message"]
        ]

    def setUp(self):
        self.open_index()
        for preview in (CHECKOUT, DEFAULT):
            self.reset(preview)
        self.assertEqual(self.state(CHECKOUT).get("value"), 0)
        self.assertIs(self.state(CHECKOUT).get("didCheckout"), False)

    def tearDown(self):
        self.assertEqual(self.page_errors(), [])
        for preview in (CHECKOUT, DEFAULT):
            self.assertEqual(self.error_text(preview), "", f"{preview} shows an error")

    # --- tests ----------------------------------------------------------------------------------

    def test_0_index_in_light_and_dark(self):
        for preview in (CHECKOUT, DEFAULT):
            self.assertTrue(self.section(preview).find_element(By.CSS_SELECTOR, ".sg-stage .sg-canvas"))
        self.screenshot(SCREENSHOTS["index"])

        light_page = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        self.set_color_scheme("dark")
        try:
            self.wait_idle()  # gallery.js reports the changed colour scheme to every preview
            dark_page = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
            self.assertNotEqual(light_page, dark_page, "the page background does not adapt to dark mode")
            self.screenshot(SCREENSHOTS["dark"])
        finally:
            self.set_color_scheme(None)
            self.wait_idle()

    def test_a_full_swipe_checks_out(self):
        target = self.target(CHECKOUT)
        thumb = self.thumb(CHECKOUT)
        t, h = self.rect(target), self.rect(thumb)
        past_the_end = (t["left"] + t["width"] + 24) - (h["left"] + h["width"] / 2)
        self.drag(thumb, past_the_end)

        section = self.section(CHECKOUT)
        WebDriverWait(driver, 3).until(lambda d: THANKS in section.text, f"no “{THANKS}” after a full swipe")
        self.assertIn('"didCheckout":true', self.state_text(CHECKOUT))
        self.screenshot(SCREENSHOTS["checkout"])

    def test_b_half_swipe_snaps_back(self):
        target = self.target(CHECKOUT)
        thumb = self.thumb(CHECKOUT)
        t, start = self.rect(target), self.rect(thumb)
        # Transitions only run when the reply is patched into the same elements (no innerHTML).
        driver.execute_script(
            "window.__sgTransitions = [];"
            "arguments[0].addEventListener('transitionrun', (e) => window.__sgTransitions.push(e.propertyName));",
            thumb,
        )
        self.drag(thumb, t["width"] / 2 - start["width"] / 2)

        deadline = time.monotonic() + 3
        while True:
            left = self.rect(thumb)["left"]  # the same element: a replaced one would be stale here
            if abs(left - start["left"]) <= 2 or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        self.assertAlmostEqual(left, start["left"], delta=2, msg="the thumb did not snap back to the start")
        self.assertIn("left", driver.execute_script("return window.__sgTransitions"),
                      "the snap-back was not animated: no CSS transition of the thumb's left ran")
        self.assertNotIn(THANKS, self.section(CHECKOUT).text)
        state = self.state(CHECKOUT)
        self.assertEqual(state.get("value"), 0, f"state after a half swipe: {state}")
        self.assertIs(state.get("didCheckout"), False)

    def test_c_default_slider_follows_the_drag(self):
        slider = self.section(DEFAULT).find_element(By.CSS_SELECTOR, "[role=slider]")
        before = float(slider.get_attribute("aria-valuenow"))
        track = self.section(DEFAULT).find_elements(By.CSS_SELECTOR, ".sg-slider-track")
        width = self.rect(track[0] if track else self.target(DEFAULT))["width"]
        self.drag(self.thumb(DEFAULT), 0.4 * width)

        slider = self.section(DEFAULT).find_element(By.CSS_SELECTOR, "[role=slider]")
        after = float(slider.get_attribute("aria-valuenow"))
        self.assertGreater(after, before + 0.2, f"aria-valuenow went from {before} to {after} only")
        time.sleep(1)  # no snap-back: the value stays where the drag left it
        slider = self.section(DEFAULT).find_element(By.CSS_SELECTOR, "[role=slider]")
        self.assertEqual(float(slider.get_attribute("aria-valuenow")), after)

    def test_d_end_key_moves_to_the_maximum(self):
        focusable = self.target(DEFAULT, gesture="key")
        driver.execute_script("arguments[0].focus()", focusable)
        self.assertTrue(driver.execute_script("return document.activeElement === arguments[0]", focusable))
        ActionChains(driver).send_keys(Keys.END).perform()
        self.wait_idle()

        slider = self.section(DEFAULT).find_element(By.CSS_SELECTOR, "[role=slider]")
        maximum = float(slider.get_attribute("aria-valuemax") or 1)
        self.assertTrue(math.isclose(float(slider.get_attribute("aria-valuenow")), maximum),
                        f"aria-valuenow is {slider.get_attribute('aria-valuenow')}, not the maximum {maximum}")
        self.assertTrue(driver.execute_script("return document.activeElement.hasAttribute('data-target')"),
                        "the slider lost focus when the reply was patched in")


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False, verbosity=2).result.wasSuccessful() else 1)
