#!/usr/bin/python3
"""Real-browser test of the gallery without JavaScript (issue 6, "no-JS"): Chromium with scripts
off. The <noscript> note says what needs JS, and the stepper, a button, a checkbox, a slider's
increment, a checkout slider's Maximum, a text field's own form and Reset work through plain form posts: each click posts, the server answers 303, and the page
it redirects to shows the new state.

    /usr/bin/python3 Tests/Browser/test_nojs.py
"""

import json
import unittest

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.support.ui import WebDriverWait

from gallery_browser import Browser, GalleryPage


def setUpModule():
    Browser.start()
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,900"):
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    NoScript.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def tearDownModule():
    if NoScript.driver is not None:
        NoScript.driver.quit()
    Browser.stop()


def gone(element):
    """Whether `element` left the document (the page navigated). Chromium reports a node of an
    old document as stale, or, mid-navigation, as an inspector error: both mean gone."""
    try:
        element.tag_name
        return False
    except WebDriverException:
        return True


class NoScript(GalleryPage, unittest.TestCase):
    driver = None

    def open(self, preview):
        self.driver.get(f"{Browser.base_url}/previews/{preview}")
        self.assertFalse(self.scripts_run(), "JavaScript ran on the page")

    def scripts_run(self):
        """Whether the page's scripts ran (gallery.js defines window.styleGallery)."""
        try:
            return bool(self.driver.execute_script("return !!window.styleGallery"))
        except Exception:  # noqa: BLE001 - a driver that cannot run scripts at all: none ran
            return False

    def page_state(self, preview):
        section = self.driver.find_element(By.CSS_SELECTOR, f"section[data-preview='{preview}']")
        return json.loads(section.find_element(By.CSS_SELECTOR, "[data-state]").text)

    def click(self, preview, text):
        section = self.driver.find_element(By.CSS_SELECTOR, f"section[data-preview='{preview}']")
        buttons = [b for b in section.find_elements(By.CSS_SELECTOR, "form.sg-noscript button") if b.text == text]
        self.assertTrue(buttons, f"{preview}: no no-JS button {text!r}")
        before = self.driver.current_url
        buttons[0].click()
        # The click returns before the form's navigation ends: wait until the page is a new one.
        WebDriverWait(self.driver, 15).until(lambda d: gone(buttons[0]))
        WebDriverWait(self.driver, 15).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, f"section[data-preview='{preview}'] [data-state]")
        )
        # Post/Redirect/Get: the page after the 303 is a GET of the same page, at the card.
        self.assertTrue(self.driver.current_url.endswith(f"#{preview}"), self.driver.current_url)
        self.assertEqual(self.driver.current_url.split("#")[0], before.split("#")[0])

    def test_0_scripts_are_off_and_the_note_says_what_needs_them(self):
        self.open("default-slider")
        self.assertFalse(self.scripts_run(), "JavaScript ran: the test would prove nothing")
        note = self.driver.find_element(By.CSS_SELECTOR, ".sg-noscript-note")
        self.assertTrue(note.is_displayed())
        self.assertIn("Dragging needs JavaScript", note.text)
        self.assertFalse(self.driver.find_element(By.CSS_SELECTOR, "[data-log-panel]").is_displayed())
        # The header's Reset needs JS: hidden; the form's Reset stands in for it.
        self.assertFalse(self.driver.find_element(By.CSS_SELECTOR, "button[data-reset]").is_displayed())
        self.assertTrue(self.driver.find_element(By.CSS_SELECTOR, "form.sg-noscript button[name=reset]").is_displayed())

    def test_checkout_slider_maximum_checks_out(self):
        self.open("checkout-slider")
        self.assertIs(self.page_state("checkout-slider")["didCheckout"], False)
        section = self.driver.find_element(By.CSS_SELECTOR, "section[data-preview='checkout-slider']")
        label = section.find_element(By.CSS_SELECTOR, "form.sg-noscript button[name=end]").get_attribute("aria-label")
        self.assertTrue(label.startswith("Set ") and label.endswith(" to its maximum"), label)
        self.click("checkout-slider", "Maximum")
        self.assertIs(self.page_state("checkout-slider")["didCheckout"], True)
        self.click("checkout-slider", "Reset")
        self.assertIs(self.page_state("checkout-slider")["didCheckout"], False)

    def test_reset_without_js(self):
        self.open("stepper")
        self.click("stepper", "Reset")
        self.assertEqual(self.page_state("stepper"), {"value": 3})
        self.click("stepper", "Increase")
        self.assertEqual(self.page_state("stepper"), {"value": 4})
        self.click("stepper", "Reset")
        self.assertEqual(self.page_state("stepper"), {"value": 3})

    def test_stepper_plus(self):
        self.open("stepper")
        self.assertEqual(self.page_state("stepper"), {"value": 3})
        self.click("stepper", "Increment")
        self.assertEqual(self.page_state("stepper"), {"value": 4})
        self.click("stepper", "Increase")
        self.assertEqual(self.page_state("stepper"), {"value": 5})

    def test_button_tap(self):
        self.open("custom-button")
        before = self.page_state("custom-button")["taps"]
        section = self.driver.find_element(By.CSS_SELECTOR, "section[data-preview='custom-button']")
        first = section.find_element(By.CSS_SELECTOR, "form.sg-noscript button[name=tap]").text
        self.click("custom-button", first)
        self.assertEqual(self.page_state("custom-button")["taps"], before + 1)

    def test_checkbox_toggle(self):
        self.open("checkbox-multiple-choice")
        self.assertEqual(self.page_state("checkbox-multiple-choice")["selection"], ["email"])
        self.click("checkbox-multiple-choice", "Text message (not checked): toggle")
        self.assertEqual(self.page_state("checkbox-multiple-choice")["selection"], ["email", "sms"])
        self.click("checkbox-multiple-choice", "Text message (checked): toggle")
        self.assertEqual(self.page_state("checkbox-multiple-choice")["selection"], ["email"])

    def test_slider_increment(self):
        self.open("default-slider")
        before = self.page_state("default-slider")["value"]
        self.click("default-slider", "Increase")
        self.assertAlmostEqual(self.page_state("default-slider")["value"], before + 0.1)

    def test_text_field_form(self):
        """A text field's own form: typing and Return post its text, and the model decides what shows."""
        self.open("text-field-styles")
        self.click("text-field-styles", "Reset")
        section = self.driver.find_element(By.CSS_SELECTOR, "section[data-preview='text-field-styles']")
        field = section.find_element(By.XPATH, ".//form[@class='sg-noscript-field']//label[starts-with(., 'Username')]/input")
        field.send_keys("Ada Love", Keys.ENTER)
        WebDriverWait(self.driver, 15).until(lambda d: gone(field))
        WebDriverWait(self.driver, 15).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, "section[data-preview='text-field-styles'] [data-state]")
        )
        self.assertEqual(self.page_state("text-field-styles")["username"], "adalove")
        section = self.driver.find_element(By.CSS_SELECTOR, "section[data-preview='text-field-styles']")
        field = section.find_element(By.XPATH, ".//form[@class='sg-noscript-field']//label[starts-with(., 'Username')]/input")
        self.assertEqual(field.get_property("value"), "adalove", "the form shows the model's text")
        self.click("text-field-styles", "Submit Username")
        self.assertEqual(self.page_state("text-field-styles")["submitted"], "adalove")

    def test_bad_target_is_an_error_page_and_changes_nothing(self):
        self.open("stepper")
        before = self.page_state("stepper")
        self.driver.execute_cdp_cmd("Runtime.evaluate", {"expression": (
            "document.querySelector('form.sg-noscript button[name=tap]').value = '9.9.9'")})
        button = self.driver.find_element(By.CSS_SELECTOR, "form.sg-noscript button[name=tap]")
        button.click()
        WebDriverWait(self.driver, 15).until(lambda d: gone(button))
        heading = WebDriverWait(self.driver, 15).until(lambda d: d.find_element(By.TAG_NAME, "h1"))
        self.assertIn("404", heading.text)
        self.assertIn("Nothing changed", self.driver.page_source)
        self.open("stepper")
        self.assertEqual(self.page_state("stepper"), before)


if __name__ == "__main__":
    unittest.main(verbosity=2)
