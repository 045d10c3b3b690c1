#!/usr/bin/python3
"""Real-browser test of SwiftUI's long press (issue 28): the `long-press` preview's hold-to-confirm
button counts a confirmation once the press has lasted its second on the server's clock: held
with the mouse or with Space, it confirms once, while still held; a click or a tap of Space does
not.

    /usr/bin/python3 Tests/Browser/test_long_press.py        # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_long_press.py
"""

import sys
import time
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from gallery_browser import Browser, GalleryPage, screenshot_path

PREVIEW = "long-press"
HOLD = 1.0  # the button's minimum duration, in seconds (data-press-duration)


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class LongPressInTheBrowser(GalleryPage, unittest.TestCase):
    def setUp(self):
        Browser.driver.get(Browser.base_url + f"/previews/{PREVIEW}")
        self.wait_until_ready()
        self.reset(PREVIEW)

    def tearDown(self):
        ActionChains(Browser.driver).reset_actions()
        self.assertEqual(self.page_errors(), [])
        self.assertEqual(self.error_text(PREVIEW), "")

    def button(self):
        return self.target(PREVIEW, "press")

    def held_state(self, seconds=5):
        """The preview's state once the held press has confirmed, or as it is after `seconds`: the
        client prompts the server past the duration, which a loaded machine may deliver late."""
        deadline = time.time() + seconds
        while True:
            self.wait_idle()
            state = self.state(PREVIEW)
            if state["confirmations"] >= 1 or time.time() > deadline:
                return state
            time.sleep(0.1)

    def test_the_element_is_a_focusable_button_with_its_duration(self):
        button = self.button()
        self.assertEqual(button.get_attribute("role"), "button")
        self.assertEqual(button.get_attribute("tabindex"), "0")
        self.assertEqual(float(button.get_attribute("data-press-duration")), HOLD)
        self.assertIn("Hold to confirm", button.text)

    def test_held_with_the_mouse_it_confirms_once_while_held(self):
        ActionChains(Browser.driver).move_to_element(self.button()).click_and_hold().perform()
        time.sleep(HOLD + 0.4)
        held = self.held_state()
        self.assertEqual(held["confirmations"], 1, "the action fires while the press is still held")
        self.assertEqual(held["isPressing"], True)
        self.screenshot(str(screenshot_path("long-press-held.png")))
        time.sleep(0.5)
        ActionChains(Browser.driver).release().perform()
        self.wait_idle()
        after = self.state(PREVIEW)
        self.assertEqual(after["confirmations"], 1, "once per press, however long it is held")
        self.assertEqual(after["isPressing"], False)
        self.assertEqual(after["isDetectingLongPress"], False)

    def test_a_click_does_not_confirm(self):
        self.button().click()
        self.wait_idle()
        ActionChains(Browser.driver).move_to_element(self.button()).click_and_hold().pause(0.3).release().perform()
        self.wait_idle()
        time.sleep(HOLD)  # a prompt left over from the short press would come now
        self.wait_idle()
        self.assertEqual(self.state(PREVIEW)["confirmations"], 0)
        self.assertEqual(self.state(PREVIEW)["isPressing"], False)

    def test_holding_space_confirms_and_a_tap_of_space_does_not(self):
        button = self.button()
        Browser.driver.execute_script("arguments[0].focus()", button)
        button.send_keys(Keys.SPACE)
        self.wait_idle()
        self.assertEqual(self.state(PREVIEW)["confirmations"], 0)
        ActionChains(Browser.driver).key_down(Keys.SPACE, self.button()).pause(HOLD + 0.4).perform()
        held = self.held_state()
        self.assertEqual(held["confirmations"], 1)
        self.assertEqual(held["isPressing"], True)
        ActionChains(Browser.driver).key_up(Keys.SPACE).perform()
        self.wait_idle()
        self.assertEqual(self.state(PREVIEW)["confirmations"], 1)
        self.assertEqual(self.state(PREVIEW)["isPressing"], False)

    def test_moving_away_while_held_cancels(self):
        ActionChains(Browser.driver).move_to_element(self.button()).click_and_hold().move_by_offset(0, 40).perform()
        time.sleep(HOLD + 0.3)
        ActionChains(Browser.driver).release().perform()
        self.wait_idle()
        self.assertEqual(self.state(PREVIEW)["confirmations"], 0)
        self.assertEqual(self.state(PREVIEW)["isPressing"], False)


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False, verbosity=2).result.wasSuccessful() else 1)
