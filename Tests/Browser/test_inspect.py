#!/usr/bin/python3
"""Real-browser test of the inspector beside each preview (issue 6, "Looking inside"): the state
panel follows a drag while it happens, the event log lists every exchange with the server's render
time, Reset shows in the log, and "Copy as curl" gives a bash script that, run against the same
gallery in a session of its own, ends in the state the page shows.

    /usr/bin/python3 Tests/Browser/test_inspect.py
"""

import json
import os
import subprocess
import tempfile
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from gallery_browser import Browser, GalleryPage


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class Inspector(GalleryPage, unittest.TestCase):
    def open_preview(self, preview):
        Browser.driver.get(f"{Browser.base_url}/previews/{preview}")
        self.wait_until_ready()
        self.reset(preview)

    def tearDown(self):
        self.assertEqual(self.page_errors(), [])

    def mouse(self, kind, x, y):
        Browser.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": kind, "x": x, "y": y, "button": "left", "buttons": 0 if kind == "mouseReleased" else 1,
            "clickCount": 1,
        })

    def log_entries(self, preview):
        return self.section(preview).find_elements(By.CSS_SELECTOR, "[data-log] > li")

    def test_state_panel_follows_a_drag_while_it_happens(self):
        self.open_preview("default-slider")
        before = self.state("default-slider")["value"]
        track = self.target("default-slider")
        box = self.rect(track)
        y = box["top"] + box["height"] / 2
        x = box["left"] + box["width"] * 0.3
        # One drag driven through the DevTools protocol, so the test can read the page between moves.
        self.mouse("mousePressed", x, y)
        values = []
        for step in (0.15, 0.3):
            self.mouse("mouseMoved", x + box["width"] * step, y)
            self.wait_idle()
            values.append(self.state("default-slider")["value"])
        self.mouse("mouseReleased", x + box["width"] * 0.3, y)
        self.wait_idle()
        self.assertNotEqual(values[0], before, "the state panel did not move during the drag")
        self.assertGreater(values[1], values[0], "the state panel did not follow the second move")
        kinds = [li.get_attribute("data-log-entry") for li in self.log_entries("default-slider")]
        self.assertIn("reset", kinds)
        texts = [li.text for li in self.log_entries("default-slider")]
        drags = [t for t in texts if " drag " in f" {t} "]
        self.assertTrue(any("drag began" in t for t in drags), texts)
        self.assertTrue(any("drag changed" in t for t in drags), texts)
        self.assertTrue(any("drag ended" in t for t in drags), texts)
        for li in self.log_entries("default-slider"):
            server = li.find_element(By.CSS_SELECTOR, "[data-server-ms]").get_attribute("data-server-ms")
            self.assertNotEqual(server, "", f"no server time in {li.text!r}")
            self.assertGreaterEqual(float(server), 0)
            self.assertIn("→ 200", li.text)

    def test_clear_empties_the_log(self):
        self.open_preview("stepper")
        self.assertGreater(len(self.log_entries("stepper")), 0)
        self.section("stepper").find_element(By.CSS_SELECTOR, "[data-log-clear]").click()
        self.assertEqual(len(self.log_entries("stepper")), 0)

    def test_copy_as_curl_replays_to_the_page_state(self):
        preview = "range-slider"
        self.open_preview(preview)
        lower = self.section(preview).find_elements(By.CSS_SELECTOR, "[role=slider][data-target]")[0]
        self.drag(lower, 60)
        lower = self.section(preview).find_elements(By.CSS_SELECTOR, "[role=slider][data-target]")[0]
        lower.send_keys(Keys.ARROW_RIGHT)
        self.wait_idle()
        upper = self.section(preview).find_elements(By.CSS_SELECTOR, "[role=slider][data-target]")[1]
        upper.send_keys(Keys.HOME)
        self.wait_idle()
        self.reset(preview)  # the script starts after the last reset in the log
        lower = self.section(preview).find_elements(By.CSS_SELECTOR, "[role=slider][data-target]")[0]
        self.drag(lower, 45)
        upper = self.section(preview).find_elements(By.CSS_SELECTOR, "[role=slider][data-target]")[1]
        upper.send_keys(Keys.PAGE_DOWN)
        self.wait_idle()
        page_state = self.state(preview)
        self.assertNotEqual(page_state["range"], [20, 80], "the events did not change the range")

        self.section(preview).find_element(By.CSS_SELECTOR, "[data-log-copy]").click()
        details = self.section(preview).find_element(By.CSS_SELECTOR, "[data-curl-details]")
        WebDriverWait(Browser.driver, 5).until(lambda d: details.get_attribute("open") is not None)
        script = self.section(preview).find_element(By.CSS_SELECTOR, "[data-curl]").get_attribute("value")
        self.assertIn("set -euo pipefail", script)
        self.assertIn("/reset", script)
        self.assertEqual(script.count('"seq":1,'), 1, script)
        self.assertNotIn('"key":"home"', script, "events before the last reset were replayed")
        status = self.section(preview).find_element(By.CSS_SELECTOR, "[data-log-status]").text
        self.assertIn(status, ("Copied", "Select the script below and copy it"))

        with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as handle:
            handle.write(script)
        try:
            run = subprocess.run(
                ["bash", handle.name], capture_output=True, text=True, timeout=60,
                env={**os.environ, "GALLERY_URL": Browser.base_url},
            )
        finally:
            os.unlink(handle.name)
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(json.loads(run.stdout), page_state, script)
        # The script ran in a session of its own: the page's is as it was.
        Browser.driver.refresh()
        self.wait_until_ready()
        self.assertEqual(self.state(preview), page_state)


if __name__ == "__main__":
    unittest.main(verbosity=2)
