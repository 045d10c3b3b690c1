#!/usr/bin/python3
"""Real-browser test of SwiftUI's TextField (issue 28): typing with the keyboard reaches the
Swift model as input events, the model's own changes (lower-cased, spaces stripped) show in the
field, and the caret and focus survive the replies while the user types on. Return submits.

    /usr/bin/python3 Tests/Browser/test_text_field.py            # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_text_field.py
"""

import sys
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from gallery_browser import Browser, GalleryPage, screenshot_path

PREVIEW = "text-field-styles"


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class TextFieldsInTheBrowser(GalleryPage, unittest.TestCase):
    def setUp(self):
        Browser.driver.get(Browser.base_url + f"/previews/{PREVIEW}")
        self.wait_until_ready()
        self.reset(PREVIEW)

    def tearDown(self):
        self.assertEqual(self.page_errors(), [])
        self.assertEqual(self.error_text(PREVIEW), "")

    def field(self, name):
        for element in self.section(PREVIEW).find_elements(By.CSS_SELECTOR, "input[data-target]"):
            if element.get_attribute("aria-label") == name:
                return element
        self.fail(f"no text field named {name}")

    def server_state(self):
        """The model as the JSON API gives it, fetched in the page's session."""
        return Browser.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            f"fetch('/api/v1/previews/{PREVIEW}', {{credentials: 'same-origin'}})"
            ".then((r) => r.json()).then((s) => done(s.state), (e) => done(String(e)));"
        )

    def caret(self, element):
        return Browser.driver.execute_script(
            "const el = arguments[0];"
            "return {focused: document.activeElement === el, start: el.selectionStart, end: el.selectionEnd};",
            element,
        )

    def test_typed_text_reaches_the_model(self):
        self.field("Display name").send_keys(" Lovelace")
        self.wait_idle()
        self.assertEqual(self.state(PREVIEW)["displayName"], "Ada Lovelace")
        self.assertEqual(self.server_state()["displayName"], "Ada Lovelace")
        self.assertEqual(self.field("Display name").get_property("value"), "Ada Lovelace")

    def test_the_models_transformation_shows_in_the_field(self):
        username = self.field("Username")
        username.click()
        username.send_keys("Ada Love Lace")
        self.wait_idle()
        self.assertEqual(self.server_state()["username"], "adalovelace")
        username = self.field("Username")
        self.assertEqual(username.get_property("value"), "adalovelace")
        self.assertEqual(self.caret(username), {"focused": True, "start": 11, "end": 11})
        self.assertIn("11/20 characters", self.section(PREVIEW).text)
        # The model keeps 20 characters: what is typed past them is cut.
        username.send_keys("abcdefghijklmnop")
        self.wait_idle()
        self.assertEqual(self.server_state()["username"], "adalovelaceabcdefghi")
        self.assertEqual(self.field("Username").get_property("value"), "adalovelaceabcdefghi")
        self.screenshot(str(screenshot_path("text-field-styles.png")))

    def test_caret_and_focus_survive_typing(self):
        note = self.field("Note")
        note.click()
        for character in "hello":
            note.send_keys(character)
        self.wait_idle()
        self.assertEqual(self.server_state()["note"], "hello")
        note = self.field("Note")
        self.assertEqual(self.caret(note), {"focused": True, "start": 5, "end": 5})
        # The caret moved to the start stays there while the text the model keeps comes back.
        note.send_keys(Keys.HOME)
        note.send_keys("oh ")
        self.wait_idle()
        self.assertEqual(self.server_state()["note"], "oh hello")
        self.assertEqual(self.field("Note").get_property("value"), "oh hello")
        self.assertEqual(self.caret(self.field("Note")), {"focused": True, "start": 3, "end": 3})

    def test_return_submits(self):
        username = self.field("Username")
        username.send_keys("grace")
        username.send_keys(Keys.ENTER)
        self.wait_idle()
        self.assertEqual(self.server_state()["submitted"], "grace")
        self.assertIn("Submitted: grace", self.section(PREVIEW).text)


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False, verbosity=2).result.wasSuccessful() else 1)
