#!/usr/bin/python3
"""Real-browser test of the inspector beside each preview (issue 6, "Looking inside"): the state
panel follows a drag while it happens, the event log lists every exchange with the server's render
time, Reset shows in the log, and "Copy as curl" gives a bash script that, run against the same
gallery in a session of its own, ends in the state the page shows: also after a drag longer than
the 200 rows the list shows, from a matrix cell (the script addresses its variant), and after a
long press (the script waits as long as the press was held).

    /usr/bin/python3 Tests/Browser/test_inspect.py
"""

import json
import os
import re
import subprocess
import tempfile
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from gallery_browser import Browser, GalleryPage, screenshot_path


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


def readable(value):
    """`value` (decoded JSON) with each float rounded to 12 significant digits, as the state panel shows it."""
    if isinstance(value, float):
        return float(f"{value:.12g}")
    if isinstance(value, list):
        return [readable(v) for v in value]
    if isinstance(value, dict):
        return {k: readable(v) for k, v in value.items()}
    return value


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

    def test_setup_events_are_apart_from_the_users(self):
        """The environment and geometry events the page sends by itself are collapsed into one
        "Setup: n events" line above the log; after one drag, the log lists the drag's events only."""
        for scheme in ("light", "dark"):
            self.set_color_scheme(scheme)
            try:
                Browser.driver.get(f"{Browser.base_url}/previews/default-slider")
                self.wait_until_ready()
                self.drag(self.target("default-slider"), 60)
                section = self.section("default-slider")
                texts = [li.text for li in self.log_entries("default-slider")]
                self.assertTrue(texts, "the drag is not in the log")
                for text in texts:
                    self.assertIn(" drag ", f" {text} ", f"not the user's: {texts}")
                self.assertTrue(any("drag began" in t for t in texts), texts)
                self.assertTrue(any("drag ended" in t for t in texts), texts)
                setup = section.find_element(By.CSS_SELECTOR, "[data-log-setup]")
                self.assertTrue(setup.is_displayed())
                self.assertIsNone(setup.get_attribute("open"), "the setup events should start collapsed")
                rows = section.find_elements(By.CSS_SELECTOR, "[data-log-setup-list] > li")
                summary = setup.find_element(By.CSS_SELECTOR, "summary").text
                self.assertGreaterEqual(len(rows), 1, "the page sends at least its environment")
                self.assertRegex(summary, rf"^Setup: {len(rows)} events? ", "the setup line counts its events")
                setup.find_element(By.CSS_SELECTOR, "summary").click()
                kinds = [re.sub(r"^#\d+ ", "", li.text).split()[0] for li in section.find_elements(By.CSS_SELECTOR, "[data-log-setup-list] > li")]
                self.assertEqual(set(kinds) - {"environment", "geometry"}, set(), kinds)
                Browser.driver.execute_script("arguments[0].scrollIntoView()", section)
                section.screenshot(str(screenshot_path(f"inspector-setup-events-{scheme}.png")))
                # An environment the user chooses in the toolbar is the user's own event.
                Browser.driver.execute_script("window.styleGallery.setEnvironment({controlSize: 'large'})")
                self.wait_idle()
                texts = [li.text for li in self.log_entries("default-slider")]
                self.assertTrue(any(" environment" in f" {t}" for t in texts), f"the toolbar's choice is not in the log: {texts}")
                self.assertEqual(len(section.find_elements(By.CSS_SELECTOR, "[data-log-setup-list] > li")), len(rows),
                                 "the toolbar's choice went to the setup line")
                Browser.driver.execute_script("window.styleGallery.setEnvironment({})")
                self.wait_idle()
                section.find_element(By.CSS_SELECTOR, "[data-log-clear]").click()
                self.assertFalse(setup.is_displayed(), "Clear should empty the setup line too")
            finally:
                self.set_color_scheme(None)

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

        script = self.copied_script(self.section(preview))
        self.assertIn("set -euo pipefail", script)
        self.assertIn("/reset", script)
        self.assertEqual(script.count('"seq":1,'), 1, script)
        self.assertNotIn('"key":"home"', script, "events before the last reset were replayed")
        status = self.section(preview).find_element(By.CSS_SELECTOR, "[data-log-status]").text
        self.assertIn(status, ("Copied", "Select the script below and copy it"))

        self.assertEqual(self.run_script(script), page_state, script)
        # The script ran in a session of its own: the page's is as it was.
        Browser.driver.refresh()
        self.wait_until_ready()
        self.assertEqual(self.state(preview), page_state)

    def test_copy_as_curl_holds_a_long_press_as_long_as_it_was_held(self):
        # The server times presses itself and takes no hold time from a client, so the script
        # waits before a press's end as long as the press was held in the page.
        preview = "long-press"
        self.open_preview(preview)
        button = self.section(preview).find_element(By.CSS_SELECTOR, "[data-target][data-press-duration]")
        ActionChains(Browser.driver).move_to_element(button).click_and_hold().pause(1.4).release().perform()
        self.wait_idle()
        button = self.section(preview).find_element(By.CSS_SELECTOR, "[data-target][data-press-duration]")
        ActionChains(Browser.driver).move_to_element(button).click_and_hold().pause(0.2).release().perform()
        self.wait_idle()
        page_state = self.state(preview)
        self.assertEqual(page_state["confirmations"], 1)

        script = self.copied_script(self.section(preview))
        self.assertRegex(script, r"sleep 1\.\d{3} # the press was held")
        self.assertNotIn("heldFor", script)
        self.assertEqual(self.run_script(script), page_state, script)

    def copied_script(self, section):
        """Presses "Copy as curl" on the card `section` and returns the script it shows."""
        section.find_element(By.CSS_SELECTOR, "[data-log-copy]").click()
        details = section.find_element(By.CSS_SELECTOR, "[data-curl-details]")
        WebDriverWait(Browser.driver, 5).until(lambda d: details.get_attribute("open") is not None)
        return section.find_element(By.CSS_SELECTOR, "[data-curl]").get_attribute("value")

    def run_script(self, script):
        """Runs `script` against the test's gallery; its output (the API's exact state) as JSON, with
        its numbers rounded as the state panel shows them (12 significant digits)."""
        with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as handle:
            handle.write(script)
        try:
            run = subprocess.run(
                ["bash", handle.name], capture_output=True, text=True, timeout=120,
                env={**os.environ, "GALLERY_URL": Browser.base_url},
            )
        finally:
            os.unlink(handle.name)
        self.assertEqual(run.returncode, 0, run.stderr + script[:2000])
        return readable(json.loads(run.stdout))

    def test_copy_as_curl_replays_a_drag_longer_than_the_list(self):
        preview = "default-slider"
        self.open_preview(preview)
        box = self.rect(self.target(preview))
        y = box["top"] + box["height"] / 2
        left = box["left"] + box["width"] * 0.2
        self.mouse("mousePressed", left, y)
        moves = 230
        for i in range(moves):
            # Waiting for each move keeps gallery.js from merging them: each is a row of the log.
            self.mouse("mouseMoved", left + box["width"] * (0.05 + 0.5 * i / moves), y)
            self.wait_idle()
        self.mouse("mouseReleased", left + box["width"] * 0.55, y)
        self.wait_idle()
        page_state = self.state(preview)
        rows = self.log_entries(preview)
        self.assertEqual(len(rows), 200, "the list shows the last 200 entries")
        self.assertNotIn("reset", [li.get_attribute("data-log-entry") for li in rows], "the reset should be hidden")
        note = self.section(preview).find_element(By.CSS_SELECTOR, "[data-log-note]")
        self.assertTrue(note.is_displayed())
        hidden = int(note.text.split()[0])
        self.assertGreater(hidden, 0, note.text)
        self.assertIn("earlier entries hidden", note.text)

        script = self.copied_script(self.section(preview))
        self.assertIn('"phase":"began"', script, "the drag's began fell out of the script")
        self.assertGreaterEqual(script.count("\npost "), moves + 2, "one post per event since the reset")
        self.assertEqual(self.run_script(script), page_state)

    def test_copy_as_curl_in_a_matrix_cell_replays_in_its_variant(self):
        Browser.driver.get(f"{Browser.base_url}/matrix?control=slider&axes=layoutDirection")
        self.wait_until_ready()
        variant = "layoutDirection=rightToLeft"
        cell = Browser.driver.find_element(
            By.CSS_SELECTOR, f"section.sg-preview[data-preview='default-slider'][data-variant='{variant}']")
        cell.find_element(By.CSS_SELECTOR, "button[data-reset]").click()
        self.wait_idle()
        cell.find_element(By.CSS_SELECTOR, "details.sg-matrix-inspect > summary").click()  # the cell's inspector
        track = cell.find_element(By.CSS_SELECTOR, "[data-target][data-gestures~='drag']")
        # The mouse goes by viewport coordinates: bring the cell into view first.
        Browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", track)
        box = self.rect(track)
        y = box["top"] + box["height"] / 2
        self.mouse("mousePressed", box["left"] + box["width"] * 0.5, y)
        for step in (0.4, 0.3, 0.2):
            self.mouse("mouseMoved", box["left"] + box["width"] * step, y)
            self.wait_idle()
        self.mouse("mouseReleased", box["left"] + box["width"] * 0.2, y)
        self.wait_idle()
        cell_state = json.loads(cell.find_element(By.CSS_SELECTOR, "[data-state]").text)
        self.assertNotEqual(cell_state, {"value": 0.2}, "the drag did not reach the cell")

        script = self.copied_script(cell)
        self.assertIn("QUERY='?variant=layoutDirection%3DrightToLeft'", script)
        for path in ("/events$QUERY", "/reset$QUERY", "$PREVIEW$QUERY"):
            self.assertIn(path, script)
        replayed = self.run_script(script)
        self.assertEqual(replayed, cell_state)
        # Without the variant the same drag lands elsewhere: the script did address the cell.
        self.assertNotEqual(self.run_script(script.replace("QUERY='?variant=layoutDirection%3DrightToLeft'", "QUERY=''")),
                            cell_state)


if __name__ == "__main__":
    unittest.main(verbosity=2)
