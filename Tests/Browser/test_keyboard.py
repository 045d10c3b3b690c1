#!/usr/bin/python3
"""Real-browser test of keyboard-only operation (issue 6, "Accessibility"): only Tab, the arrows,
Page Up/Down, Home/End, Space, Enter and Escape are sent (no mouse), and each control kind (slider,
both thumbs of a range slider, stepper, checkbox, button, the sheet) is reached and operated, with
a visible focus ring on whatever has focus.

    /usr/bin/python3 Tests/Browser/test_keyboard.py
"""

import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from gallery_browser import Browser, GalleryPage, screenshot_path


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class KeyboardOnly(GalleryPage, unittest.TestCase):
    MAX_TABS = 80

    def open_preview(self, preview):
        Browser.driver.get(f"{Browser.base_url}/previews/{preview}")
        self.wait_until_ready()
        self.reset(preview)
        # Start from the top of the document, as a keyboard user arriving on the page.
        Browser.driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0);")

    def tearDown(self):
        self.assertEqual(self.page_errors(), [])

    def press(self, *keys):
        chain = ActionChains(Browser.driver)
        for key in keys:
            chain.send_keys(key)
        chain.perform()
        self.wait_idle()

    def focused(self, attribute):
        return Browser.driver.execute_script(
            "const a = document.activeElement; return a ? a.getAttribute(arguments[0]) : null;", attribute)

    def tab_to(self, predicate_js, what):
        """Presses Tab until the focused element matches `predicate_js` (a JS expression over `a`)."""
        for _ in range(self.MAX_TABS):
            self.press(Keys.TAB)
            if Browser.driver.execute_script(f"const a = document.activeElement; return !!(a && ({predicate_js}));"):
                self.assert_focus_ring(what)
                return
        self.fail(f"Tab never reached {what}")

    def assert_focus_ring(self, what):
        ring = Browser.driver.execute_script(
            "const s = getComputedStyle(document.activeElement);"
            "return {style: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow,"
            " visible: document.activeElement.matches(':focus-visible')};")
        self.assertTrue(ring["visible"], f"{what}: not :focus-visible")
        has_outline = ring["style"] != "none" and ring["width"] >= 2
        self.assertTrue(has_outline or ring["shadow"] != "none", f"{what}: no visible focus ring: {ring}")

    def ring_contrast(self):
        """The contrast ratio (WCAG 2.x) of the focus ring's colour against the stage behind it."""
        colors = Browser.driver.execute_script(
            "const a = document.activeElement;"
            "return [getComputedStyle(a).outlineColor,"
            " getComputedStyle(a.closest('.sg-stage')).backgroundColor];")

        def luminance(css):
            parts = [float(v) for v in css[css.index("(") + 1:css.index(")")].replace(",", " ").split()[:3]]
            linear = [c / 255 / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in parts]
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

        ring, stage = sorted((luminance(colors[0]), luminance(colors[1])), reverse=True)
        return (ring + 0.05) / (stage + 0.05)

    def test_focus_ring_contrast_in_light_and_dark(self):
        try:
            for scheme in ("light", "dark"):
                self.set_color_scheme(scheme)
                self.open_preview("default-slider")
                self.tab_to("a.getAttribute('role') === 'slider' && a.hasAttribute('data-target')", f"the slider ({scheme})")
                self.assertGreaterEqual(self.ring_contrast(), 3, f"focus ring contrast in {scheme} (WCAG 1.4.11)")
        finally:
            self.set_color_scheme(None)

    def ring(self):
        return Browser.driver.execute_script(
            "const a = document.activeElement, s = getComputedStyle(a), r = a.getBoundingClientRect();"
            "return {offset: parseFloat(s.outlineOffset), radius: parseFloat(s.borderTopLeftRadius),"
            " height: r.height, shadow: s.boxShadow, outline: s.outlineColor};")

    def test_focus_ring_follows_the_controls_shape_outside_it(self):
        """The ring sits outside the focused control and has its corners: a slider's is a capsule
        (radius half its height), a button drawn on a capsule gets the capsule's radius; an inner halo
        of the page's background makes it two colours, so it shows on any stage and any fill."""
        cases = [
            ("default-slider", "a.getAttribute('role') === 'slider' && a.hasAttribute('data-target')", None),
            ("checkout-slider", "a.getAttribute('aria-label') === 'Swipe to buy'", None),
            ("pressable-capsule-button-style-1", "a.getAttribute('role') === 'button' && a.hasAttribute('data-target')", 23),
        ]
        try:
            for scheme in ("light", "dark"):
                self.set_color_scheme(scheme)
                for preview, predicate, radius in cases:
                    self.open_preview(preview)
                    self.tab_to(predicate, f"{preview} ({scheme})")
                    ring = self.ring()
                    what = f"{preview} ({scheme}): {ring}"
                    self.assertGreaterEqual(ring["offset"], 0, f"the ring is drawn inside the control: {what}")
                    if radius is None:
                        self.assertGreaterEqual(ring["radius"], ring["height"] / 2, f"not a capsule: {what}")
                    else:
                        self.assertEqual(ring["radius"], radius, f"not the capsule's corners: {what}")
                    self.assertNotEqual(ring["shadow"], "none", f"a one-colour ring: {what}")
                    self.assertGreaterEqual(self.ring_contrast(), 3, f"ring contrast: {what}")
                    if preview == "pressable-capsule-button-style-1":
                        # A reply rewrites the target's style: the ring keeps its corners.
                        self.press(Keys.ENTER)
                        self.assertEqual(self.ring()["radius"], radius, f"after a reply: {what}")
                    stage = self.section(preview).find_element(By.CSS_SELECTOR, ".sg-stage")
                    stage.screenshot(str(screenshot_path(f"focus-ring-{preview}-{scheme}.png")))
        finally:
            self.set_color_scheme(None)

    def test_slider(self):
        self.open_preview("default-slider")
        self.tab_to("a.getAttribute('role') === 'slider' && a.hasAttribute('data-target')", "the slider")
        self.press(Keys.ARROW_RIGHT)
        self.assertAlmostEqual(self.state("default-slider")["value"], 0.3)
        # 0.2 + 0.1 is 0.30000000000000004 in the API; the panel shows it as a person reads it.
        self.assertEqual(self.state_text("default-slider"), '{"value":0.3}')
        self.press(Keys.END)
        self.assertEqual(self.state("default-slider")["value"], 1)
        self.press(Keys.HOME)
        self.assertEqual(self.state("default-slider")["value"], 0)
        self.assertEqual(self.focused("aria-valuenow"), "0")

    def thumb_x(self):
        thumb = Browser.driver.execute_script(
            "return document.activeElement.querySelector('.sg-slider-thumb').getBoundingClientRect();")
        return thumb["x"] + thumb["width"] / 2

    def test_arrow_keys_move_the_thumb_the_way_they_point_right_to_left(self):
        """ArrowRight moves the thumb right in either direction (as a native range input does): right
        to left, where the minimum is at the right edge, that lowers the value; Home and End keep
        the value's meaning."""
        for direction in ("leftToRight", "rightToLeft"):
            Browser.driver.get(f"{Browser.base_url}/previews/default-slider?layoutDirection={direction}")
            self.wait_until_ready()
            self.reset("default-slider")
            Browser.driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0);")
            self.tab_to("a.getAttribute('role') === 'slider' && a.hasAttribute('data-target')", f"the slider ({direction})")
            before = self.thumb_x()
            self.press(Keys.ARROW_RIGHT)
            self.assertGreater(self.thumb_x(), before, f"{direction}: ArrowRight did not move the thumb right")
            value = self.state("default-slider")["value"]
            if direction == "rightToLeft":
                self.assertAlmostEqual(value, 0.1)
            else:
                self.assertAlmostEqual(value, 0.3)
            before = self.thumb_x()
            self.press(Keys.ARROW_LEFT)
            self.assertLess(self.thumb_x(), before, f"{direction}: ArrowLeft did not move the thumb left")
            self.press(Keys.ARROW_UP)
            self.assertAlmostEqual(self.state("default-slider")["value"], 0.3, msg=f"{direction}: ArrowUp raises")
            self.press(Keys.END)
            self.assertEqual(self.state("default-slider")["value"], 1)
            self.assertEqual(self.focused("aria-valuenow"), "1")
            end_x = self.thumb_x()
            self.press(Keys.HOME)
            self.assertEqual(self.state("default-slider")["value"], 0)
            # The minimum is at the trailing edge's opposite: the left left to right, the right right to left.
            self.assertEqual(self.thumb_x() > end_x, direction == "rightToLeft")
            self.screenshot(screenshot_path(f"keyboard-slider-{direction}.png"))

    def test_range_slider_both_thumbs(self):
        self.open_preview("range-slider")
        self.tab_to("a.getAttribute('aria-label') === 'Price, minimum'", "the lower thumb")
        self.press(Keys.ARROW_RIGHT)
        self.assertEqual(self.state("range-slider")["range"], [30, 80])
        self.assertEqual(self.focused("aria-valuenow"), "30")
        self.tab_to("a.getAttribute('aria-label') === 'Price, maximum'", "the upper thumb")
        self.assertEqual(self.focused("aria-valuemin"), "30")
        self.press(Keys.PAGE_DOWN)
        self.assertEqual(self.state("range-slider")["range"], [30, 30])
        self.press(Keys.ARROW_UP)
        self.assertEqual(self.state("range-slider")["range"], [30, 40])

    def test_stepper(self):
        self.open_preview("stepper")
        self.tab_to("a.getAttribute('role') === 'spinbutton'", "the stepper")
        self.press(Keys.ARROW_UP)
        self.assertEqual(self.state("stepper")["value"], 4)
        self.tab_to("a.getAttribute('aria-label') === 'Increment'", "the stepper's + button")
        self.press(Keys.ENTER)
        self.assertEqual(self.state("stepper")["value"], 5)
        self.press(Keys.SPACE)
        self.assertEqual(self.state("stepper")["value"], 6)

    def test_checkbox(self):
        self.open_preview("checkbox-multiple-choice")
        self.tab_to("a.getAttribute('role') === 'checkbox' && a.getAttribute('aria-label') === 'Text message'",
                    "the 'Text message' checkbox")
        self.press(Keys.SPACE)
        self.assertEqual(self.state("checkbox-multiple-choice")["selection"], ["email", "sms"])
        self.assertEqual(self.focused("aria-checked"), "true")

    def test_button(self):
        self.open_preview("custom-button")
        self.tab_to("a.getAttribute('role') === 'button' && a.hasAttribute('data-target')", "the button")
        self.press(Keys.ENTER)
        self.assertEqual(self.state("custom-button")["taps"], 1)
        self.press(Keys.SPACE)
        self.assertEqual(self.state("custom-button")["taps"], 2)

    def test_sheet_opens_and_escape_closes_it(self):
        self.open_preview("sheet-style-propagation")
        self.tab_to("a.getAttribute('role') === 'button' && a.hasAttribute('data-target')", "the button presenting the sheet")
        opener = self.focused("data-target")
        self.press(Keys.ENTER)
        self.assertIs(self.state("sheet-style-propagation")["isPresented"], True)
        inside = Browser.driver.execute_script("return !!document.activeElement.closest('[role=dialog]');")
        self.assertTrue(inside, "focus did not move into the sheet")
        # gallery.js moves focus onto the sheet's first control, the stepper. (Tab is not trapped in
        # the dialog: from there it walks the whole page, sidebar included, a cycle that grows with
        # the catalogue, so the test does not go round it.)
        if Browser.driver.execute_script("return document.activeElement.getAttribute('role') === 'spinbutton';"):
            self.assert_focus_ring("the sheet's stepper")
        else:
            self.tab_to("a.getAttribute('role') === 'spinbutton'", "the sheet's stepper")
        self.assertTrue(Browser.driver.execute_script("return !!document.activeElement.closest('[role=dialog]');"))
        self.press(Keys.ARROW_UP)
        self.press(Keys.ESCAPE)
        self.assertIs(self.state("sheet-style-propagation")["isPresented"], False)
        self.assertEqual(self.focused("data-target"), opener, "focus did not return to the opener")


if __name__ == "__main__":
    unittest.main(verbosity=2)
