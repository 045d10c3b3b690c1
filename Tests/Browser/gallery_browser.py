"""What the real-browser tests share: the gallery server they drive, the headless Chromium, and
the page helpers of a test case (`GalleryPage`).

Without GALLERY_URL the server is the already-built binary `$(swift build --show-bin-path)/gallery`
(or `$GALLERY_BIN`; `$GALLERY_SCRATCH_PATH` is passed to `swift build --scratch-path`) on a free
port, run from the package root and stopped with SIGTERM at the end. Dependencies:
scripts/install-test-deps.sh.
"""

import base64
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]


class Browser:
    """The one gallery and browser of a test run: `Browser.start()` in setUpModule, `stop()` after."""

    server = None  # the GalleryServer we started, if any
    base_url = None
    driver = None

    @classmethod
    def start(cls):
        cls.base_url = os.environ.get("GALLERY_URL", "").rstrip("/")
        if not cls.base_url:
            cls.server = GalleryServer()
            cls.server.start()
            cls.base_url = cls.server.url
        cls.driver = make_driver()

    @classmethod
    def stop(cls):
        if cls.driver is not None:
            cls.driver.quit()
            cls.driver = None
        if cls.server is not None:
            cls.server.stop(grace=10)
            cls.server = None


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


def export_site(prefix):
    """Runs `gallery export` into a new folder (`site` in a temporary folder named `prefix…`) and
    returns the folder and what the command printed; raises when it fails."""
    folder = Path(tempfile.mkdtemp(prefix=prefix)) / "site"
    result = subprocess.run(
        [str(GalleryServer.find_binary()), "export", str(folder)],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    if result.returncode != 0:
        raise RuntimeError(f"gallery export failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    return folder, result.stdout


def make_driver(javascript=True):
    """A headless Chromium; `javascript=False` turns scripts off, for the no-JS paths."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,900"):
        options.add_argument(arg)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    result = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    result.set_script_timeout(15)
    return result


class GalleryPage:
    """Page helpers for a unittest.TestCase that drives the gallery in the browser."""

    def open_index(self):
        Browser.driver.get(Browser.base_url + "/")
        self.wait_until_ready()

    def wait_until_ready(self):
        """Waits for gallery.js to start on the current page, then for its requests to finish."""
        WebDriverWait(Browser.driver, 10).until(
            lambda d: d.execute_script("return !!(window.styleGallery && window.styleGallery.idle)"),
            "gallery.js did not define window.styleGallery",
        )
        self.wait_idle()

    def wait_idle(self):
        result = Browser.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "window.styleGallery.idle().then(() => done(true), (e) => done(String(e)));"
        )
        self.assertIs(result, True, f"styleGallery.idle() failed: {result}")

    def section(self, preview):
        return Browser.driver.find_element(By.CSS_SELECTOR, f"section.sg-preview[data-preview='{preview}']")

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
        return Browser.driver.execute_script(
            "const r = arguments[0].getBoundingClientRect();"
            "return {left: r.left, top: r.top, width: r.width, height: r.height};",
            element,
        )

    def drag(self, element, dx, dy=0, steps=8):
        """Presses the mouse in the middle of `element`, moves (`dx`, `dy`) CSS px in `steps`, releases."""
        chain = ActionChains(Browser.driver, duration=30).move_to_element(element).click_and_hold()
        done_x = done_y = 0
        for i in range(1, steps + 1):
            step_x, step_y = round(dx * i / steps) - done_x, round(dy * i / steps) - done_y
            chain.move_by_offset(step_x, step_y)
            done_x, done_y = done_x + step_x, done_y + step_y
        chain.release().perform()
        self.wait_idle()

    def screenshot(self, path):
        """A full-page PNG (the viewport is only 900 px tall)."""
        size = Browser.driver.execute_script(
            "return {w: document.documentElement.scrollWidth, h: document.documentElement.scrollHeight};"
        )
        shot = Browser.driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png",
            "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": size["w"], "height": size["h"], "scale": 1},
        })
        Path(path).write_bytes(base64.b64decode(shot["data"]))

    def set_color_scheme(self, value):
        features = [{"name": "prefers-color-scheme", "value": value}] if value else []
        Browser.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})

    def page_errors(self):
        """Uncaught script errors of the page (HTTP error statuses are the API's business)."""
        return [
            entry["message"] for entry in Browser.driver.get_log("browser")
            if entry["level"] == "SEVERE" and "Failed to load resource" not in entry["message"]
        ]


def screenshot_path(name):
    """Where a screenshot CI keeps goes: `$STYLEGALLERY_ARTIFACTS/screenshots/<name>` (default
    `artifacts/` in the package root); the folder is made if missing."""
    folder = Path(os.environ.get("STYLEGALLERY_ARTIFACTS", ROOT / "artifacts")) / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / name


def catalogue():
    """The previews the server lists: [{"id", "title", "section", "sectionTag", "stateKeys"}]."""
    with urllib.request.urlopen(Browser.base_url + "/api/v1/previews", timeout=5) as response:
        return json.load(response)


# WCAG 2.x contrast of an element's text against what is painted behind it: its colour over the
# backgrounds of it and its ancestors, composited up to the first opaque one (white if none).
CONTRAST_JS = """
const channels = (text) => { const v = text.match(/[\\d.]+/g).map(Number); return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1]; };
const luminance = (c) => { const l = c.slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]; };
const over = (top, below) => below.map((v, i) => v * (1 - top[3]) + top[i] * top[3]);
const behind = (el) => { const layers = [];
  for (let e = el; e; e = e.parentElement) { const c = channels(getComputedStyle(e).backgroundColor);
    if (c[3] > 0) { layers.push(c); if (c[3] >= 1) break; } }
  return layers.reverse().reduce((below, top) => over(top, below), [255, 255, 255]); };
const ratio = (el) => { const bg = behind(el); const fg = over(channels(getComputedStyle(el).color), bg);
  const [a, b] = [luminance(fg), luminance(bg)].sort((x, y) => y - x); return (a + 0.05) / (b + 0.05); };
"""


def contrast_ratios(driver, elements):
    """The WCAG contrast ratio of each of `elements`' text against what is painted behind it."""
    return driver.execute_script(CONTRAST_JS + "return arguments[0].map(ratio);", elements)
