#!/usr/bin/python3
"""Real-browser test of hit testing (issue 27): a press lands where SwiftUI's would, on what a
view draws and not in the gaps of its layout; `contentShape` widens a target, a circle in a square
frame is not hit in the frame's corners, a clipped inside is hit through `contentShape(Star())`.

    /usr/bin/python3 Tests/Browser/test_hit.py            # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_hit.py
"""

import sys
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from gallery_browser import Browser, GalleryPage

# The target element the pointer would land in at a point of the page (viewport CSS px), or null.
TARGET_AT = """
const hit = document.elementFromPoint(arguments[0], arguments[1]);
const target = hit && hit.closest('[data-target]');
return target ? target.getAttribute('data-target') : null;
"""


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class HitTestingInTheBrowser(GalleryPage, unittest.TestCase):
    def open(self, preview):
        Browser.driver.get(Browser.base_url + f"/previews/{preview}")
        self.wait_until_ready()
        self.reset(preview)
        self.addCleanup(lambda: self.assertEqual(self.page_errors(), []))
        self.addCleanup(lambda: self.assertEqual(self.error_text(preview), ""))

    def buttons(self, preview):
        return self.section(preview).find_elements(By.CSS_SELECTOR, "[data-target][role='button']")

    def click_at(self, element, x, y):
        """Clicks with the real mouse at (`x`, `y`) CSS px from `element`'s top left corner, and
        returns the target the page hit-tests there (None for none)."""
        box = self.rect(element)
        hit = Browser.driver.execute_script(TARGET_AT, box["left"] + x, box["top"] + y)
        ActionChains(Browser.driver, duration=20).move_to_element_with_offset(
            element, round(x - box["width"] / 2), round(y - box["height"] / 2)
        ).click().perform()
        self.wait_idle()
        return hit

    def test_a_gap_is_not_hit_and_content_shape_widens_the_row(self):
        preview = "content-shape"
        self.open(preview)
        plain, shaped, _ = self.buttons(preview)
        box = self.rect(plain)
        self.assertGreater(box["width"], 250, box)
        gap = (box["width"] * 0.75, box["height"] / 2)
        self.assertIsNone(self.click_at(plain, *gap), "the Spacer of a row without contentShape is hit")
        self.assertEqual(self.state(preview)["plainTaps"], 0)
        self.assertEqual(self.click_at(plain, 20, box["height"] / 2), plain.get_attribute("data-target"))
        self.assertEqual(self.state(preview)["plainTaps"], 1, "a press on the row's text lands")
        self.assertEqual(self.click_at(shaped, *gap), shaped.get_attribute("data-target"))
        self.assertEqual(self.state(preview)["shapedTaps"], 1, "contentShape(Rectangle()) makes the gap hit")
        self.assertEqual(self.state(preview)["plainTaps"], 1)

    def test_a_circle_in_a_square_frame_is_not_hit_in_the_corners(self):
        preview = "content-shape"
        self.open(preview)
        round_button = self.buttons(preview)[2]
        box = self.rect(round_button)
        # The circle's frame is 64 px square, centred in the button (10 px of padding above and below).
        self.assertEqual((round(box["width"]), round(box["height"])), (64, 84), box)
        self.assertIsNone(self.click_at(round_button, 4, 14), "a corner of the circle's frame is hit")
        self.assertEqual(self.state(preview)["roundTaps"], 0)
        self.assertEqual(self.click_at(round_button, 32, 20), round_button.get_attribute("data-target"))
        self.assertEqual(self.state(preview)["roundTaps"], 1, "the circle's top, away from the label, is hit")

    def test_an_empty_star_is_hit_inside_through_its_content_shape(self):
        preview = "star-rating"
        self.open(preview)
        self.assertEqual(self.state(preview)["rating"], 3)
        stars = self.buttons(preview)
        fifth = stars[4]
        box = self.rect(fifth)
        # The centre of an empty star is clear: only contentShape(Star()) makes it hit.
        self.assertEqual(self.click_at(fifth, box["width"] / 2, box["height"] * 0.55), fifth.get_attribute("data-target"))
        self.assertEqual(self.state(preview)["rating"], 5)
        # A corner of a star's frame lies outside the star and its content shape.
        self.assertIsNone(self.click_at(stars[0], 2, 2), "a corner of the star's frame is hit")
        self.assertEqual(self.state(preview)["rating"], 5)


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    sys.exit(0 if result.wasSuccessful() else 1)
