#!/usr/bin/python3
"""Real-browser test of SwiftUI's Stepper, DisclosureGroup, GroupBox and Gauge (issue 28): the
stepper is a spin button the arrow keys and its − and + buttons step on the server; a disclosure
group's label is a button whose click opens it (aria-expanded follows, its content appears and is
live); a group box is a named group; a gauge is a meter that follows the model.

    /usr/bin/python3 Tests/Browser/test_containers.py        # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_containers.py
"""

import sys
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from gallery_browser import Browser, GalleryPage, screenshot_path


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class ContainersInTheBrowser(GalleryPage, unittest.TestCase):
    def open(self, preview):
        self.preview = preview
        Browser.driver.get(Browser.base_url + f"/previews/{preview}")
        self.wait_until_ready()
        self.reset(preview)

    def tearDown(self):
        self.set_color_scheme(None)
        self.assertEqual(self.page_errors(), [])
        self.assertEqual(self.error_text(self.preview), "")

    def element(self, css, name):
        for element in self.section(self.preview).find_elements(By.CSS_SELECTOR, css):
            if element.get_attribute("aria-label") == name:
                return element
        self.fail(f"no {css} named {name}")

    def test_the_stepper_steps_with_keys_and_buttons_and_stops_at_its_bound(self):
        self.open("swiftui-stepper")
        spin = self.element("[role=spinbutton]", "Quantity: 1")
        self.assertEqual(spin.get_attribute("aria-valuemax"), "5")
        Browser.driver.execute_script("arguments[0].focus()", spin)
        spin.send_keys(Keys.ARROW_UP)
        self.wait_idle()
        self.assertEqual(self.state(self.preview)["quantity"], 2)
        self.assertEqual(self.element("[role=spinbutton]", "Quantity: 2").get_attribute("aria-valuenow"), "2")
        self.element("[role=spinbutton]", "Quantity: 2").send_keys(Keys.END)
        self.wait_idle()
        self.assertEqual(self.state(self.preview)["quantity"], 5)
        spin = self.element("[role=spinbutton]", "Quantity: 5")
        increment = [b for b in spin.find_elements(By.CSS_SELECTOR, "[role=button]") if b.get_attribute("aria-label") == "Increment"][0]
        self.assertEqual(increment.get_attribute("aria-disabled"), "true", "at the upper bound + is disabled")
        decrement = [b for b in spin.find_elements(By.CSS_SELECTOR, "[role=button]") if b.get_attribute("aria-label") == "Decrement"][0]
        decrement.click()
        self.wait_idle()
        self.assertEqual(self.state(self.preview)["quantity"], 4)
        group = self.element("[role=group]", "Font size")
        [b for b in group.find_elements(By.CSS_SELECTOR, "[role=button]") if b.get_attribute("aria-label") == "Increment"][0].click()
        self.wait_idle()
        self.assertEqual(self.state(self.preview)["fontSize"], 19)
        self.screenshot(str(screenshot_path("swiftui-stepper-light.png")))

    def test_a_click_on_a_disclosure_label_opens_the_group_and_its_content_is_live(self):
        self.open("disclosure-group-styles")
        buttons = self.section(self.preview).find_elements(By.CSS_SELECTOR, "[aria-expanded]")
        self.assertEqual([b.get_attribute("aria-expanded") for b in buttons], ["false", "false"])
        self.assertNotIn("Debug logging", self.section(self.preview).text)
        buttons[0].click()
        self.wait_idle()
        self.assertEqual(self.state(self.preview)["showsAdvanced"], True)
        self.assertEqual(self.section(self.preview).find_elements(By.CSS_SELECTOR, "[aria-expanded]")[0].get_attribute("aria-expanded"), "true")
        self.element("[role=switch]", "Debug logging").find_elements(By.CSS_SELECTOR, "svg")[-1].click()
        self.wait_idle()
        self.assertEqual(self.state(self.preview)["logs"], True)
        help = self.section(self.preview).find_elements(By.CSS_SELECTOR, "[aria-expanded]")[1]
        Browser.driver.execute_script("arguments[0].focus()", help)
        help.send_keys(Keys.ENTER)
        self.wait_idle()
        self.assertIn("the group keeps whether it is open", self.section(self.preview).text)
        self.set_color_scheme("dark")
        self.wait_idle()
        self.screenshot(str(screenshot_path("disclosure-group-styles-dark.png")))

    def test_group_boxes_are_named_groups_and_gauges_are_meters_that_follow_the_model(self):
        self.open("group-box-styles")
        self.assertEqual(self.element("[role=group]", "Notifications").get_attribute("role"), "group")
        self.open("gauge-styles")
        meters = self.section(self.preview).find_elements(By.CSS_SELECTOR, "[role=meter]")
        self.assertEqual(len(meters), 4)
        self.assertEqual({m.get_attribute("aria-valuenow") for m in meters}, {"21"})
        spin = self.element("[role=spinbutton]", "Temperature")
        Browser.driver.execute_script("arguments[0].focus()", spin)
        spin.send_keys(Keys.ARROW_UP)
        self.wait_idle()
        meters = self.section(self.preview).find_elements(By.CSS_SELECTOR, "[role=meter]")
        self.assertEqual({m.get_attribute("aria-valuenow") for m in meters}, {"24"})
        self.assertEqual(meters[0].get_attribute("aria-valuetext"), "24 °C")


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False, verbosity=2).result.wasSuccessful() else 1)
