#!/usr/bin/python3
"""Real-browser test of embed mode (`?embed=1`, issue 30): the page has no toolbar, so the
environment its URL pins must survive gallery.js, which reports the browser's scheme for the keys a
page leaves automatic, and every event after it.

    /usr/bin/python3 Tests/Browser/test_embed.py            # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_embed.py
"""

import re
import sys
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from gallery_browser import Browser, GalleryPage, screenshot_path

PREVIEW = "checkout-slider"
PINNED = f"/previews/{PREVIEW}?embed=1&colorScheme=dark&layoutDirection=rightToLeft"


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class EmbedModeInTheBrowser(GalleryPage, unittest.TestCase):
    def tearDown(self):
        self.set_color_scheme(None)
        self.assertEqual(self.page_errors(), [])
        self.assertEqual(self.error_text(PREVIEW), "")

    def canvas(self):
        return self.section(PREVIEW).find_element(By.CSS_SELECTOR, ".sg-canvas")

    def slider(self):
        return self.section(PREVIEW).find_element(By.CSS_SELECTOR, "[role=slider]")

    def assert_thumb_at_the_right_end(self):
        """At value 0, right to left, the thumb sits at the slider's right end (left to right, its left)."""
        slider = self.rect(self.slider())
        thumb = self.rect(self.slider().find_element(By.CSS_SELECTOR, ".sg-slider-thumb"))
        self.assertEqual(self.slider().get_attribute("aria-valuenow"), "0")
        self.assertAlmostEqual(thumb["left"] + thumb["width"], slider["left"] + slider["width"], delta=1,
                               msg="the thumb at 0 is not at the right end: the page is not right to left")

    def snapshot(self):
        """The session's snapshot from the API, fetched by the page (its cookie)."""
        return Browser.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            f"fetch('/api/v1/previews/{PREVIEW}', {{credentials: 'same-origin'}})"
            ".then((r) => r.json()).then(done, (e) => done(String(e)));")

    def test_the_pinned_environment_survives_gallery_js_and_events(self):
        self.set_color_scheme("light")  # the browser prefers light: only the URL says dark
        Browser.driver.get(Browser.base_url + PINNED)
        self.wait_until_ready()
        self.assertEqual(Browser.driver.find_elements(By.CSS_SELECTOR, "form[data-toolbar]"), [])
        self.assertEqual(self.canvas().get_attribute("data-color-scheme"), "dark",
                         "gallery.js turned the pinned dark scheme light")
        self.assert_thumb_at_the_right_end()
        # A key press: the swipe-to-buy slider snaps back to 0 short of the end, but the event is
        # applied (the seq moves) and the reply redrawn.
        seq = int(self.section(PREVIEW).get_attribute("data-seq"))
        Browser.driver.execute_script("arguments[0].focus()", self.slider())
        self.slider().send_keys(Keys.ARROW_UP)
        self.wait_idle()
        self.assertGreater(int(self.section(PREVIEW).get_attribute("data-seq")), seq, "the key was not applied")
        self.assertEqual(self.canvas().get_attribute("data-color-scheme"), "dark")
        self.assert_thumb_at_the_right_end()
        snapshot = self.snapshot()
        self.assertIsInstance(snapshot, dict, f"the snapshot did not load: {snapshot}")
        self.assertIn('data-color-scheme="dark"', snapshot["html"], "the session is not dark")
        thumb = re.search(r'sg-slider-thumb"[^>]*style="left:([0-9.]+)px', snapshot["html"])
        track = re.search(r'sg-slider-track"[^>]*style="left:0;width:([0-9.]+)px', snapshot["html"])
        self.assertIsNotNone(thumb, "no thumb in the snapshot")
        self.assertIsNotNone(track, "no track in the snapshot")
        self.assertGreater(float(thumb.group(1)), float(track.group(1)) / 2,
                           "the session's thumb at 0 is on the left: not right to left")
        self.screenshot(str(screenshot_path("embed-dark-rtl.png")))

    def test_a_pin_beats_the_browser_and_no_pin_follows_it(self):
        # (the browser prefers, the URL's query, the canvas's scheme)
        for prefers, query, expected in [("dark", "&colorScheme=light", "light"), ("dark", "", "dark")]:
            with self.subTest(prefers=prefers, query=query):
                self.set_color_scheme(prefers)
                Browser.driver.get(Browser.base_url + f"/previews/{PREVIEW}?embed=1{query}")
                self.wait_until_ready()
                self.assertEqual(self.canvas().get_attribute("data-color-scheme"), expected)
                slider = self.rect(self.slider())
                thumb = self.rect(self.slider().find_element(By.CSS_SELECTOR, ".sg-slider-thumb"))
                self.assertAlmostEqual(thumb["left"], slider["left"], delta=1, msg="left to right, 0 is at the left")
        self.screenshot(str(screenshot_path("embed-dark-unpinned.png")))


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    sys.exit(0 if result.wasSuccessful() and not result.skipped else 1)
