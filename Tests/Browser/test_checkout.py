#!/usr/bin/python3
"""Real-browser test of the gallery: headless Chromium drives the previews with a real mouse and
keyboard, through Public/gallery.js, against a running gallery server.

    /usr/bin/python3 Tests/Browser/test_checkout.py            # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_checkout.py

Without GALLERY_URL it runs the built server itself (see gallery_browser.py); build it first with
`swift build --product gallery`.

Screenshots for humans: stylegallery-index.png, stylegallery-index-dark.png and
stylegallery-checkout.png in the temporary folder (TMPDIR; scripts/test-all.sh sets it to its run's).
"""

import math
import os
import sys
import tempfile
import time
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from gallery_browser import Browser, GalleryPage

CHECKOUT = "checkout-slider"
DEFAULT = "default-slider"
THANKS = "Thank you for purchasing!"
SCREENSHOTS = {
    name: os.path.join(tempfile.gettempdir(), f"stylegallery-{file}.png")
    for name, file in [("index", "index"), ("dark", "index-dark"), ("checkout", "checkout")]
}


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class CheckoutInTheBrowser(GalleryPage, unittest.TestCase):
    """Each test loads the index afresh and starts from reset previews of this browser's session."""

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

        light_page = Browser.driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        self.set_color_scheme("dark")
        try:
            self.wait_idle()  # gallery.js reports the changed colour scheme to every preview
            dark_page = Browser.driver.execute_script("return getComputedStyle(document.body).backgroundColor")
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
        WebDriverWait(Browser.driver, 3).until(lambda d: THANKS in section.text, f"no “{THANKS}” after a full swipe")
        self.assertIn('"didCheckout":true', self.state_text(CHECKOUT))
        self.screenshot(SCREENSHOTS["checkout"])

    def test_b_half_swipe_snaps_back(self):
        target = self.target(CHECKOUT)
        thumb = self.thumb(CHECKOUT)
        t, start = self.rect(target), self.rect(thumb)
        # Transitions only run when the reply is patched into the same elements (no innerHTML).
        Browser.driver.execute_script(
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
        self.assertIn("left", Browser.driver.execute_script("return window.__sgTransitions"),
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
        Browser.driver.execute_script("arguments[0].focus()", focusable)
        self.assertTrue(Browser.driver.execute_script("return document.activeElement === arguments[0]", focusable))
        ActionChains(Browser.driver).send_keys(Keys.END).perform()
        self.wait_idle()

        slider = self.section(DEFAULT).find_element(By.CSS_SELECTOR, "[role=slider]")
        maximum = float(slider.get_attribute("aria-valuemax") or 1)
        self.assertTrue(math.isclose(float(slider.get_attribute("aria-valuenow")), maximum),
                        f"aria-valuenow is {slider.get_attribute('aria-valuenow')}, not the maximum {maximum}")
        self.assertTrue(Browser.driver.execute_script("return document.activeElement.hasAttribute('data-target')"),
                        "the slider lost focus when the reply was patched in")


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False, verbosity=2).result.wasSuccessful() else 1)
