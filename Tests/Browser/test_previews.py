#!/usr/bin/python3
"""Real-browser test of every preview of the catalogue: each renders, live, in the index page and on
its own page, in light and dark, and answers a real mouse and keyboard (issue 5).

    /usr/bin/python3 Tests/Browser/test_previews.py            # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_previews.py

Screenshots for humans: /tmp/stylegallery-previews-light.png, /tmp/stylegallery-previews-dark.png
and /tmp/stylegallery-preview-<id>.png.
"""

import sys
import unittest

from selenium.webdriver.common.by import By

from gallery_browser import Browser, GalleryPage, catalogue


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class EveryPreviewInTheBrowser(GalleryPage, unittest.TestCase):
    """Each test loads a page afresh; every preview is reset first, through the browser's session."""

    @classmethod
    def setUpClass(cls):
        cls.previews = catalogue()

    def setUp(self):
        self.open_index()
        for preview in self.previews:
            self.reset(preview["id"])

    def tearDown(self):
        self.assertEqual(self.page_errors(), [])

    def assert_live(self, preview):
        """The preview's canvas is drawn with a real size, shows no error, and its model has its keys."""
        section = self.section(preview["id"])
        canvas = section.find_element(By.CSS_SELECTOR, ".sg-stage .sg-canvas")
        box = self.rect(canvas)
        self.assertGreater(box["width"], 20, f"{preview['id']}: the canvas is {box}")
        self.assertGreater(box["height"], 10, f"{preview['id']}: the canvas is {box}")
        self.assertTrue(canvas.is_displayed(), f"{preview['id']}: the canvas is hidden")
        self.assertEqual(self.error_text(preview["id"]), "", f"{preview['id']} shows an error")
        self.assertEqual(sorted(self.state(preview["id"])), sorted(preview["stateKeys"]), preview["id"])

    def test_0_the_index_shows_every_preview_in_light_and_dark(self):
        ids = [el.get_attribute("data-preview") for el in Browser.driver.find_elements(By.CSS_SELECTOR, "section.sg-preview")]
        self.assertEqual(ids, [p["id"] for p in self.previews])
        for preview in self.previews:
            self.assert_live(preview)
        self.screenshot("/tmp/stylegallery-previews-light.png")
        self.set_color_scheme("dark")
        try:
            self.wait_idle()
            for preview in self.previews:
                self.assert_live(preview)
            self.screenshot("/tmp/stylegallery-previews-dark.png")
        finally:
            self.set_color_scheme(None)
            self.wait_idle()

    def test_1_each_preview_has_its_own_live_page(self):
        for preview in self.previews:
            with self.subTest(preview=preview["id"]):
                Browser.driver.get(Browser.base_url + "/previews/" + preview["id"])
                self.wait_until_ready()
                sections = Browser.driver.find_elements(By.CSS_SELECTOR, "section.sg-preview")
                self.assertEqual([s.get_attribute("data-preview") for s in sections], [preview["id"]])
                self.assert_live(preview)
                self.screenshot(f"/tmp/stylegallery-preview-{preview['id']}.png")


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False, verbosity=2).result.wasSuccessful() else 1)
