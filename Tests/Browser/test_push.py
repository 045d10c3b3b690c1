#!/usr/bin/python3
"""Real-browser test of the push channel (issue 29): two tabs of one session (one browser, one
cookie) stay in step without a reload: a drag or a key press in one moves the control in the
other, through `GET /api/v1/stream`'s `preview` events.

    /usr/bin/python3 Tests/Browser/test_push.py            # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_push.py

The build overlay (`build-failed`) is announced by the `--watch` supervisor through
`GalleryApp.announceBuild`; its browser test belongs with the watcher's.
"""

import sys
import unittest

from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from gallery_browser import Browser, GalleryPage

PREVIEW = "default-slider"


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class TwoTabsOfOneSession(GalleryPage, unittest.TestCase):
    def setUp(self):
        driver = Browser.driver
        driver.get(Browser.base_url + f"/previews/{PREVIEW}")
        self.wait_until_ready()
        self.reset(PREVIEW)
        self.first = driver.current_window_handle
        driver.switch_to.new_window("tab")
        driver.get(Browser.base_url + f"/previews/{PREVIEW}")
        self.wait_until_ready()
        self.second = driver.current_window_handle
        self.wait_connected()
        driver.switch_to.window(self.first)
        self.wait_connected()

    def tearDown(self):
        driver = Browser.driver
        for handle in (self.second, self.first):
            driver.switch_to.window(handle)
            self.assertEqual(self.page_errors(), [])
            self.assertEqual(self.error_text(PREVIEW), "")
        driver.switch_to.window(self.second)
        driver.close()
        driver.switch_to.window(self.first)

    def wait_connected(self):
        """Waits for this tab's stream to have said hello (live.js marks the page with the build)."""
        WebDriverWait(Browser.driver, 10).until(
            lambda d: d.execute_script("return document.documentElement.hasAttribute('data-build')"),
            "the push channel did not say hello",
        )

    def wait_state(self, expected):
        """Waits (5 s at most) for this tab's preview to show the state `expected`, without a reload."""
        WebDriverWait(Browser.driver, 5).until(
            lambda d: self.state_text(PREVIEW) == expected,
            f"the other tab did not follow: {self.state_text(PREVIEW)} != {expected}",
        )

    def test_a_drag_in_one_tab_moves_the_slider_in_the_other(self):
        driver = Browser.driver
        driver.switch_to.window(self.second)
        driver.execute_script("window.__loadedOnce = true")  # gone if the tab reloads
        before = self.rect(self.thumb(PREVIEW))
        driver.switch_to.window(self.first)
        self.drag(self.thumb(PREVIEW), 80)
        moved = self.state_text(PREVIEW)
        self.assertNotEqual(moved, "", "the drag changed nothing")
        driver.switch_to.window(self.second)
        self.wait_state(moved)
        self.assertGreater(self.rect(self.thumb(PREVIEW))["left"], before["left"] + 20)
        self.assertTrue(driver.execute_script("return window.__loadedOnce === true"), "the tab reloaded")

    def test_a_key_press_in_one_tab_moves_the_slider_in_the_other(self):
        driver = Browser.driver
        driver.switch_to.window(self.second)
        target = self.target(PREVIEW)
        driver.execute_script("arguments[0].focus()", target)
        before = self.state(PREVIEW)
        target.send_keys(Keys.ARROW_RIGHT)
        self.wait_idle()
        after = self.state_text(PREVIEW)
        self.assertNotEqual(self.state(PREVIEW), before, "the key press changed nothing")
        driver.switch_to.window(self.first)
        self.wait_state(after)


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False, verbosity=2).result.wasSuccessful() else 1)
