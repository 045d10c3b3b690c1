#!/usr/bin/python3
"""Real-browser test of every preview of the catalogue: each renders, live, in the index page and on
its own page, in light and dark, and answers a real mouse and keyboard (issue 5).

    /usr/bin/python3 Tests/Browser/test_previews.py            # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_previews.py

Screenshots for humans: stylegallery-previews-light.png, stylegallery-previews-dark.png,
stylegallery-preview-<id>.png and stylegallery-sheet.png in the temporary folder (TMPDIR;
scripts/test-all.sh sets it to its run's).
"""

import os
import sys
import tempfile
import time
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from gallery_browser import Browser, GalleryPage, catalogue


def scratch(name):
    """The path of a screenshot for humans: in the temporary folder, which a test run makes its own."""
    return os.path.join(tempfile.gettempdir(), name)


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
        self.screenshot(scratch("stylegallery-previews-light.png"))
        self.set_color_scheme("dark")
        try:
            self.wait_idle()
            for preview in self.previews:
                self.assert_live(preview)
            self.screenshot(scratch("stylegallery-previews-dark.png"))
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
                self.screenshot(scratch(f"stylegallery-preview-{preview['id']}.png"))

    # --- helpers for the interactive tests ------------------------------------------------------

    def button(self, preview, text):
        """The element with role=button in `preview` whose text is `text`."""
        return self.section(preview).find_element(
            By.XPATH, f".//*[@role='button'][normalize-space(.)='{text}']")

    def labelled(self, preview, label):
        return self.section(preview).find_element(By.CSS_SELECTOR, f"[aria-label='{label}']")

    def drag_to(self, element, x=None, y=None):
        """Drags `element` from its centre to viewport point (x, y); None keeps that coordinate."""
        Browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        r = self.rect(element)
        cx, cy = r["left"] + r["width"] / 2, r["top"] + r["height"] / 2
        self.drag(element, 0 if x is None else x - cx, 0 if y is None else y - cy)

    def click(self, element):
        ActionChains(Browser.driver).move_to_element(element).click().perform()
        self.wait_idle()

    def keys(self, element, *keys):
        Browser.driver.execute_script("arguments[0].focus()", element)
        for key in keys:
            ActionChains(Browser.driver).send_keys(key).perform()
            self.wait_idle()

    def wait_state(self, preview, predicate, message):
        WebDriverWait(Browser.driver, 3).until(lambda d: predicate(self.state(preview)), message)

    # --- interactions ---------------------------------------------------------------------------

    def test_2_buttons_count_clicks_show_presses_and_ignore_the_disabled_one(self):
        preview = "custom-button"
        self.click(self.button(preview, "Continue"))
        self.assertEqual(self.state(preview)["taps"], 1)
        self.click(self.button(preview, "Sold out"))
        self.assertEqual(self.state(preview)["taps"], 1, "the disabled button counted a click")
        self.assertEqual(self.error_text(preview), "")
        delete = self.button(preview, "Delete")
        ActionChains(Browser.driver).move_to_element(delete).click_and_hold().perform()
        self.wait_idle()
        pressed = self.button(preview, "Delete").value_of_css_property("opacity")
        ActionChains(Browser.driver).release().perform()
        self.wait_idle()
        self.assertEqual(pressed, "0.7", "no pressed look while the mouse is down")
        self.assertEqual(self.button(preview, "Delete").value_of_css_property("opacity"), "1")
        self.assertEqual(self.state(preview)["taps"], 2)

    def test_3_range_thumbs_never_cross_by_mouse_or_keys(self):
        preview = "range-slider"
        # A drag to a point inside the track: the thumb stays under the pointer (20 -> 80 is the
        # distance between the thumbs, so a sixth of it is ten units).
        lower, upper = self.rect(self.labelled(preview, "Price, minimum")), self.rect(self.labelled(preview, "Price, maximum"))
        self.drag(self.labelled(preview, "Price, minimum"), (upper["left"] - lower["left"]) / 6, steps=12)
        low, high = self.state(preview)["range"]
        self.assertAlmostEqual(low, 30, delta=1, msg="the thumb did not stay under the pointer")
        self.assertEqual(high, 80)
        self.reset(preview)
        self.keys(self.labelled(preview, "Price, minimum"), Keys.END)
        self.assertEqual(self.state(preview)["range"], [80, 80])
        self.keys(self.labelled(preview, "Price, minimum"), Keys.HOME)
        upper = self.labelled(preview, "Price, maximum")
        self.drag_to(upper, x=2)
        self.assertEqual(self.state(preview)["range"], [0, 0], "the upper thumb crossed the lower one")
        vertical = "vertical-range-slider"
        self.keys(self.labelled(vertical, "Price, maximum"), Keys.ARROW_UP)
        self.assertEqual(self.state(vertical)["range"], [20, 90], "the up arrow did not raise the maximum")
        self.drag_to(self.labelled(vertical, "Price, maximum"), y=2)
        self.assertEqual(self.state(vertical)["range"], [20, 100], "dragging up did not raise the maximum")

    def test_4_steppers_and_checkboxes_answer_clicks_and_keys(self):
        self.click(self.labelled("stepper", "Increment"))
        self.assertEqual(self.state("stepper")["value"], 4)
        spin = self.section("stepper").find_element(By.CSS_SELECTOR, "[role=spinbutton]")
        self.keys(spin, Keys.END)
        self.assertEqual(self.state("stepper")["value"], 10)
        choice = "checkbox-multiple-choice"
        self.click(self.labelled(choice, "Push notification"))
        self.assertEqual(self.state(choice)["selection"], ["email", "push"])
        box = self.labelled(choice, "Text message")
        self.keys(box, Keys.SPACE)
        self.assertEqual(self.state(choice)["selection"], ["email", "sms", "push"])

    def test_5_a_sheet_takes_focus_and_escape_gives_it_back(self):
        preview = "sheet-style-propagation"
        present = self.button(preview, "Present")
        self.keys(present, Keys.ENTER)
        dialog = self.section(preview).find_element(By.CSS_SELECTOR, "[role=dialog]")
        self.assertTrue(dialog.is_displayed())
        self.assertTrue(self.state(preview)["isPresented"])
        self.assertTrue(Browser.driver.execute_script(
            "return arguments[0].contains(document.activeElement)", dialog), "focus did not move into the sheet")
        self.screenshot(scratch("stylegallery-sheet.png"))
        ActionChains(Browser.driver).send_keys(Keys.ESCAPE).perform()
        self.wait_idle()
        self.assertFalse(self.state(preview)["isPresented"], "Escape did not dismiss the sheet")
        self.assertEqual(self.section(preview).find_elements(By.CSS_SELECTOR, "[role=dialog]"), [])
        self.assertEqual(Browser.driver.execute_script("return document.activeElement.textContent.trim()"),
                         "Present", "focus did not return to the button that presented the sheet")
        self.click(self.button(preview, "Present"))
        self.click(self.button(preview, "Done"))
        self.assertFalse(self.state(preview)["isPresented"], "Done did not dismiss the sheet")

    def test_6_drawn_sliders_follow_the_mouse(self):
        better = "better-slider"
        thumb = self.section(better).find_element(By.CSS_SELECTOR, "[role=slider]")
        self.drag(thumb, 60)
        state = self.state(better)
        self.assertGreater(state["value"], 0.55, f"BetterSlider did not follow the drag: {state}")
        self.assertFalse(state["isEditing"])
        fat = "fat-slider"
        thumb = self.section(fat).find_element(By.CSS_SELECTOR, "[role=slider]")
        self.drag(thumb, 60)
        self.assertGreater(self.state(fat)["percentage"], 0.3)
        sticky = "sticky-fat-slider"
        thumb = self.section(sticky).find_element(By.CSS_SELECTOR, "[role=slider]")
        self.drag(thumb, 80)
        deadline = time.monotonic() + 3
        while self.state(sticky)["percentage"] != 0 and time.monotonic() < deadline:
            time.sleep(0.05)
        self.assertEqual(self.state(sticky)["percentage"], 0, "the sticky thumb did not return to 0")

    def test_7_a_disabled_slider_is_drawn_grey_in_light_and_dark(self):
        """Disabled (the toolbar's Disabled), the default slider's fill is grey, not the accent, its
        thumb stays white; the stepper slider's − and + are grey at 3:1 or more against the stage."""
        js = (
            "const p = document.querySelector(`section[data-preview='${arguments[0]}']`);"
            "const fill = p.querySelector('.sg-slider-fill'), thumb = p.querySelector('.sg-slider-thumb');"
            "return {fill: getComputedStyle(fill).backgroundColor, thumb: getComputedStyle(thumb).backgroundColor,"
            " accent: getComputedStyle(p.querySelector('.sg-canvas')).getPropertyValue('--sg-blue'),"
            " strokes: Array.from(p.querySelectorAll('svg.sg-symbol path'), (e) => getComputedStyle(e).stroke),"
            " stage: getComputedStyle(p.querySelector('.sg-stage')).backgroundColor};")

        def rgb(css):
            return [float(v) for v in css[css.index("(") + 1:css.index(")")].replace(",", " ").split()[:3]]

        def luminance(c):
            linear = [v / 255 / 12.92 if v / 255 <= 0.04045 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

        try:
            for scheme in ("light", "dark"):
                self.set_color_scheme(scheme)
                for preview in ("default-slider", "stepper-slider"):
                    Browser.driver.get(f"{Browser.base_url}/previews/{preview}?disabled=1")
                    self.wait_until_ready()
                    look = Browser.driver.execute_script(js, preview)
                    what = f"{preview} ({scheme}): {look}"
                    self.assertEqual(rgb(look["fill"]), [142, 142, 147], f"the fill is not grey: {what}")
                    self.assertEqual(rgb(look["thumb"]), [255, 255, 255], f"the thumb is not white: {what}")
                    stage = luminance(rgb(look["stage"]))
                    for stroke in look["strokes"]:
                        drawn = luminance(rgb(stroke))
                        ratio = (max(drawn, stage) + 0.05) / (min(drawn, stage) + 0.05)
                        self.assertGreaterEqual(ratio, 3, f"{stroke} on the stage is {ratio:.2f}:1: {what}")
                    self.assertEqual(len(look["strokes"]), 4 if preview == "stepper-slider" else 0, what)
                    self.section(preview).find_element(By.CSS_SELECTOR, ".sg-stage").screenshot(
                        scratch(f"stylegallery-disabled-{preview}-{scheme}.png"))
        finally:
            self.set_color_scheme(None)


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False, verbosity=2).result.wasSuccessful() else 1)
