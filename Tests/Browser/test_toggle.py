#!/usr/bin/python3
"""Real-browser test of SwiftUI's Toggle (issue 28): each style's element is a switch, button or
checkbox with its state for assistive technology; a real click, Space and Enter flip it on the
server, and the drawing follows.

    /usr/bin/python3 Tests/Browser/test_toggle.py            # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_toggle.py
"""

import sys
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from gallery_browser import Browser, GalleryPage, screenshot_path

PREVIEW = "toggle-styles"


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class TogglesInTheBrowser(GalleryPage, unittest.TestCase):
    def setUp(self):
        Browser.driver.get(Browser.base_url + f"/previews/{PREVIEW}")
        self.wait_until_ready()
        self.reset(PREVIEW)

    def tearDown(self):
        self.set_color_scheme(None)
        self.assertEqual(self.page_errors(), [])
        self.assertEqual(self.error_text(PREVIEW), "")

    def control(self, name):
        for element in self.section(PREVIEW).find_elements(By.CSS_SELECTOR, "[data-target]"):
            if element.get_attribute("aria-label") == name:
                return element
        self.fail(f"no control named {name}")

    def test_roles_and_states(self):
        self.assertEqual(self.control("Wi-Fi").get_attribute("role"), "switch")
        self.assertEqual(self.control("Wi-Fi").get_attribute("aria-checked"), "true")
        self.assertEqual(self.control("Bold").get_attribute("role"), "button")
        self.assertEqual(self.control("Bold").get_attribute("aria-pressed"), "false")
        self.assertEqual(self.control("I agree to the terms").get_attribute("role"), "checkbox")
        self.assertEqual(self.control("Reminders").get_attribute("role"), "switch")
        self.screenshot(str(screenshot_path("toggle-styles-light.png")))
        self.set_color_scheme("dark")
        self.wait_idle()
        self.screenshot(str(screenshot_path("toggle-styles-dark.png")))

    def test_a_click_on_the_switch_flips_it(self):
        wifi = self.control("Wi-Fi")
        knob = wifi.find_elements(By.CSS_SELECTOR, "svg")[-1]
        knob.click()
        self.wait_idle()
        self.assertEqual(self.state(PREVIEW)["wifi"], False)
        self.assertEqual(self.control("Wi-Fi").get_attribute("aria-checked"), "false")
        self.control("Bold").click()
        self.wait_idle()
        self.assertEqual(self.state(PREVIEW)["bold"], True)
        self.assertEqual(self.control("Bold").get_attribute("aria-pressed"), "true")

    def test_space_and_enter_flip_the_focused_toggle(self):
        agree = self.control("I agree to the terms")
        Browser.driver.execute_script("arguments[0].focus()", agree)
        agree.send_keys(Keys.SPACE)
        self.wait_idle()
        self.assertEqual(self.state(PREVIEW)["agree"], True)
        self.control("I agree to the terms").send_keys(Keys.ENTER)
        self.wait_idle()
        self.assertEqual(self.state(PREVIEW)["agree"], False)
        self.assertEqual(self.control("I agree to the terms").get_attribute("aria-checked"), "false")


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False, verbosity=2).result.wasSuccessful() else 1)
