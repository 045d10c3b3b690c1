#!/usr/bin/python3
"""Real-browser test of the matrix page: every slider style × light/dark × enabled/disabled ×
LTR/RTL, each cell a live instance of its own; a drag in one cell changes only that cell, and in a
right-to-left cell dragging left raises the value.

    /usr/bin/python3 Tests/Browser/test_matrix.py

Saves the matrix page to $STYLEGALLERY_ARTIFACTS/screenshots/matrix.png.
"""

import json
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from gallery_browser import Browser, GalleryPage, catalogue, screenshot_path

SLIDER = "default-slider"
LTR = "colorScheme=light&layoutDirection=leftToRight&disabled=0"
RTL = "colorScheme=dark&layoutDirection=rightToLeft&disabled=0"
DISABLED = "colorScheme=light&layoutDirection=leftToRight&disabled=1"


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class MatrixInTheBrowser(GalleryPage, unittest.TestCase):
    def setUp(self):
        Browser.driver.get(Browser.base_url + "/matrix?control=slider")
        self.wait_until_ready()
        for variant in (LTR, RTL):
            self.cell(variant).find_element(By.CSS_SELECTOR, "button[data-reset]").click()
            self.wait_idle()

    def tearDown(self):
        self.assertEqual(self.page_errors(), [])
        errors = [e.text for e in Browser.driver.find_elements(By.CSS_SELECTOR, "[data-error]") if e.text.strip()]
        self.assertEqual(errors, [])

    def test_a_toolbar_change_applies_at_once(self):
        form = Browser.driver.find_element(By.CSS_SELECTOR, "form[data-toolbar]")
        self.assertFalse(form.find_element(By.CSS_SELECTOR, "button[type=submit]").is_displayed(),
                         "with JS a change applies at once: no Apply button")
        Select(form.find_element(By.NAME, "tint")).select_by_value("orange")
        WebDriverWait(Browser.driver, 10).until(lambda d: "tint=orange" in d.current_url)
        self.wait_until_ready()
        fills = Browser.driver.find_elements(By.CSS_SELECTOR, f"section[data-preview='{SLIDER}'] .sg-slider-fill")
        self.assertEqual(len(fills), 8)
        for fill in fills:
            # A disabled cell's slider draws its tint in grey, as SwiftUI does.
            disabled = fill.find_element(By.XPATH, "..").get_attribute("aria-disabled") == "true"
            self.assertIn("--sg-gray" if disabled else "--sg-orange", fill.get_attribute("style"),
                          "every enabled cell takes the tint, every disabled one is grey")
        self.assertTrue(any("--sg-orange" in f.get_attribute("style") for f in fills), "no cell takes the tint")

    def test_every_cell_shows_its_whole_canvas(self):
        # A fixed-width style (the checkout slider is 324 points plus padding) must fit its cell,
        # not be cut off at the edges.
        clipped = Browser.driver.execute_script("""
            return Array.from(document.querySelectorAll('section[data-variant] .sg-stage'))
              .filter((stage) => stage.querySelector('.sg-canvas').getBoundingClientRect().width
                                 > stage.getBoundingClientRect().width + 0.5)
              .map((stage) => stage.closest('section').id);
        """)
        self.assertEqual(clipped, [])

    def cell(self, variant, preview=SLIDER):
        for section in Browser.driver.find_elements(By.CSS_SELECTOR, f"section[data-preview='{preview}']"):
            if section.get_attribute("data-variant") == variant:
                return section
        self.fail(f"no cell {preview} {variant}")

    def value(self, section):
        return json.loads(section.find_element(By.CSS_SELECTOR, "[data-state]").text)["value"]

    def values(self):
        return {
            s.get_attribute("data-variant"): self.value(s)
            for s in Browser.driver.find_elements(By.CSS_SELECTOR, f"section[data-preview='{SLIDER}']")
        }

    def drag_cell(self, variant, dx):
        thumb = self.cell(variant).find_element(By.CSS_SELECTOR, "[data-target][data-gestures~='drag'] .sg-slider-thumb")
        self.drag(thumb, dx)

    def test_every_style_in_every_variant(self):
        rows = Browser.driver.find_elements(By.CSS_SELECTOR, "section.sg-matrix-row")
        sections = Browser.driver.find_elements(By.CSS_SELECTOR, "section.sg-preview[data-variant]")
        self.assertGreater(len(rows), 1)
        self.assertEqual(len(sections), len(rows) * 8, "each style in 2 schemes × 2 enablements × 2 directions")
        previews = {s.get_attribute("data-preview") for s in sections}
        self.assertTrue(previews <= {p["id"] for p in catalogue()})
        self.assertEqual(len(previews), len(rows))
        ids = [s.get_attribute("id") for s in sections]
        self.assertEqual(len(ids), len(set(ids)), "section ids are unique")
        schemes = {s.find_element(By.CSS_SELECTOR, ".sg-canvas").get_attribute("data-color-scheme") for s in sections}
        self.assertEqual(schemes, {"light", "dark"})
        backgrounds = {
            Browser.driver.execute_script(
                "return getComputedStyle(arguments[0].querySelector('.sg-stage')).backgroundColor", self.cell(v))
            for v in (LTR, RTL)
        }
        self.assertEqual(len(backgrounds), 2, "a dark cell's stage is dark beside a light one")
        self.assertEqual(self.cell(DISABLED).find_elements(By.CSS_SELECTOR, "[data-target]"), [])
        self.screenshot(screenshot_path("matrix.png"))

    def test_a_drag_changes_only_its_cell(self):
        before = self.values()
        self.drag_cell(LTR, 80)
        after = self.values()
        self.assertGreater(after[LTR], before[LTR])
        self.assertEqual({k: v for k, v in after.items() if k != LTR}, {k: v for k, v in before.items() if k != LTR})
        main = Browser.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "fetch('/api/v1/previews/default-slider', {credentials: 'same-origin'}).then((r) => r.json())"
            ".then((j) => done(j.state.value));")
        self.assertEqual(main, 0.2, "the preview's main instance is untouched")
        Browser.driver.refresh()
        self.wait_until_ready()
        self.assertEqual(self.values()[LTR], after[LTR], "the cell lives in the session")

    def test_right_to_left_drag(self):
        before = self.value(self.cell(RTL))
        self.drag_cell(RTL, -80)
        self.assertGreater(self.value(self.cell(RTL)), before, "dragging left raises a right-to-left slider")
        self.drag_cell(RTL, 60)
        self.assertLess(self.value(self.cell(RTL)), 1)


if __name__ == "__main__":
    unittest.main(verbosity=2)
