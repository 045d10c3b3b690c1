#!/usr/bin/python3
"""Real-browser test of the environment toolbar: each control changes what the server draws and
the URL, without a reload (with JS) and through the GET form (with JS disabled); a link with the
query reproduces the view; the browser's prefers-color-scheme does not override a pinned scheme.

    /usr/bin/python3 Tests/Browser/test_toolbar.py

Saves a preview page in dark mode to $STYLEGALLERY_ARTIFACTS/screenshots/preview-dark.png.
"""

import re
import unittest
from urllib.parse import parse_qs, urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from gallery_browser import Browser, GalleryPage, make_driver, screenshot_path

SLIDER = "default-slider"
BUTTON = "custom-button"
CHECKOUT = "checkout-slider"


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


def query():
    return parse_qs(urlparse(Browser.driver.current_url).query)


def luminance(css):
    """The relative luminance (WCAG 2) of an `rgb(…)`/`rgba(…)` colour, 0 (black) to 1 (white)."""
    channels = [float(v) / 255 for v in css[css.index("(") + 1:css.index(")")].split(",")[:3]]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


class ToolbarWithScript(GalleryPage, unittest.TestCase):
    """Each test opens a preview page with a clean URL, so every key starts automatic."""

    def open(self, path):
        Browser.driver.get(Browser.base_url + path)
        self.wait_until_ready()
        # A full reload would lose this marker: the toolbar must apply changes in place.
        Browser.driver.execute_script("window.sgToolbarMarker = 42;")

    def choose(self, name, value):
        field = Browser.driver.find_element(By.CSS_SELECTOR, f"form[data-toolbar] [name='{name}']")
        if field.get_attribute("type") == "checkbox":
            if field.is_selected() != bool(value):
                field.click()
        else:
            Select(field).select_by_value(value)
        self.wait_idle()
        self.assertEqual(Browser.driver.execute_script("return window.sgToolbarMarker;"), 42, "the page reloaded")

    def canvas(self, preview):
        return self.section(preview).find_element(By.CSS_SELECTOR, ".sg-canvas")

    def fill_style(self):
        return self.section(SLIDER).find_element(By.CSS_SELECTOR, ".sg-slider-fill").get_attribute("style")

    def tearDown(self):
        self.assertEqual(self.page_errors(), [])
        self.set_color_scheme(None)

    def test_colour_scheme(self):
        self.open(f"/previews/{SLIDER}")
        light = Browser.driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        self.choose("colorScheme", "dark")
        self.assertEqual(self.canvas(SLIDER).get_attribute("data-color-scheme"), "dark")
        self.assertEqual(Browser.driver.find_element(By.TAG_NAME, "html").get_attribute("data-color-scheme"), "dark")
        dark = Browser.driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        self.assertNotEqual(light, dark, "the chrome follows the chosen scheme")
        # The highlighted source too: its plain text light on its dark block, whatever the system prefers.
        text, background = Browser.driver.execute_script(
            "const code = document.querySelector('.sg-source .sg-code');"
            "const style = getComputedStyle(code); return [style.color, style.backgroundColor];")
        self.assertGreater(luminance(text), luminance(background) + 0.4, f"source text {text} on {background}")
        self.assertEqual(query().get("colorScheme"), ["dark"])
        self.screenshot(screenshot_path("preview-dark.png"))
        self.choose("colorScheme", "")
        self.assertNotIn("colorScheme", query())

    def test_layout_direction(self):
        self.open(f"/previews/{SLIDER}")
        self.assertIn("left: 0", self.fill_style())
        self.choose("layoutDirection", "rightToLeft")
        self.assertNotIn("left: 0", self.fill_style(), "the fill runs from the right")
        self.assertEqual(query().get("layoutDirection"), ["rightToLeft"])

    def test_control_size_and_dynamic_type(self):
        self.open(f"/previews/{BUTTON}")
        button = lambda: self.target(BUTTON, "tap")
        regular = self.rect(button())["height"]
        self.choose("controlSize", "large")
        self.assertGreater(self.rect(button())["height"], regular)
        self.assertEqual(query().get("controlSize"), ["large"])
        text = lambda: self.section(BUTTON).find_element(By.CSS_SELECTOR, ".sg-text").get_attribute("style")
        before = re.search(r"font-size: ([\d.]+)px", text()).group(1)
        self.choose("dynamicTypeSize", "accessibility2")
        after = re.search(r"font-size: ([\d.]+)px", text()).group(1)
        self.assertGreater(float(after), float(before))
        self.assertEqual(query().get("dynamicTypeSize"), ["accessibility2"])

    def test_tint_and_disabled(self):
        self.open(f"/previews/{SLIDER}?q=kept")
        self.choose("tint", "orange")
        self.assertIn("--sg-orange", self.fill_style())
        self.choose("disabled", True)
        self.assertEqual(
            self.section(SLIDER).find_element(By.CSS_SELECTOR, ".sg-slider").get_attribute("aria-disabled"), "true")
        self.assertEqual(self.section(SLIDER).find_elements(By.CSS_SELECTOR, "[data-target]"), [])
        self.assertEqual(query().get("disabled"), ["1"])
        self.assertEqual(query().get("q"), ["kept"], "other query keys are kept")
        self.choose("disabled", False)
        self.assertNotIn("disabled", query())
        self.assertEqual(len(self.section(SLIDER).find_elements(By.CSS_SELECTOR, "[data-target]")), 1)

    def snap_back_animation(self):
        """The animation of the checkout slider's snap-back after a short drag, as the server replied."""
        Browser.driver.execute_script(
            "window.sgAnimations = [];"
            "if (window.sgListening) return;"
            "window.sgListening = true;"
            "arguments[0].addEventListener('sg:exchange', (e) => {"
            "  const sent = e.detail.sent;"
            "  if (sent && sent.type === 'drag' && sent.phase === 'ended') window.sgAnimations.push(e.detail.reply.animation);"
            "});", self.section(CHECKOUT))
        self.drag(self.thumb(CHECKOUT), 60)
        return Browser.driver.execute_script("return window.sgAnimations;")

    def test_reduce_motion(self):
        self.open(f"/previews/{CHECKOUT}")
        self.reset(CHECKOUT)
        self.assertEqual(self.snap_back_animation()[0]["name"], "snappy")
        self.choose("reduceMotion", "1")
        self.assertEqual(query().get("reduceMotion"), ["1"])
        self.assertEqual(self.snap_back_animation(), [None], "no animation when motion is reduced")
        self.assertEqual(self.error_text(CHECKOUT), "")

    def test_link_reproduces_the_view(self):
        self.open(f"/previews/{SLIDER}?layoutDirection=rightToLeft&tint=orange&colorScheme=dark")
        self.assertIn("--sg-orange", self.fill_style())
        self.assertNotIn("left: 0", self.fill_style())
        self.assertEqual(self.canvas(SLIDER).get_attribute("data-color-scheme"), "dark")
        form = Browser.driver.find_element(By.CSS_SELECTOR, "form[data-toolbar]")
        self.assertEqual(Select(form.find_element(By.NAME, "tint")).first_selected_option.get_attribute("value"), "orange")

    def test_links_carry_the_new_environment(self):
        self.open(f"/previews/{SLIDER}?q=kept")
        self.choose("colorScheme", "dark")
        self.choose("tint", "orange")
        driver = Browser.driver
        for css in [".sg-sidebar-nav a", ".sg-breadcrumb a", ".sg-preview h2 a", ".sg-matrix-link", "a.sg-section-tag"]:
            href = driver.find_element(By.CSS_SELECTOR, css).get_attribute("href")
            params = parse_qs(urlparse(href).query)
            self.assertEqual((params.get("colorScheme"), params.get("tint")), (["dark"], ["orange"]), f"{css}: {href}")
        embed = parse_qs(urlparse(driver.find_element(By.CSS_SELECTOR, ".sg-page-links a").get_attribute("href")).query)
        self.assertEqual((embed.get("embed"), embed.get("tint")), (["1"], ["orange"]), "embed=1 is kept")
        matrix = parse_qs(urlparse(driver.find_element(By.CSS_SELECTOR, ".sg-matrix-link").get_attribute("href")).query)
        self.assertEqual(matrix.get("control"), ["slider"])
        driver.find_element(By.CSS_SELECTOR, f".sg-sidebar-nav a[href^='/previews/{BUTTON}']").click()
        WebDriverWait(driver, 10).until(lambda d: f"/previews/{BUTTON}" in d.current_url)
        self.wait_until_ready()
        self.assertEqual(self.canvas(BUTTON).get_attribute("data-color-scheme"), "dark")
        self.assertEqual(driver.find_element(By.TAG_NAME, "html").get_attribute("data-color-scheme"), "dark")
        form = driver.find_element(By.CSS_SELECTOR, "form[data-toolbar]")
        self.assertEqual(Select(form.find_element(By.NAME, "tint")).first_selected_option.get_attribute("value"), "orange")
        self.assertEqual(query().get("tint"), ["orange"])
        self.assertEqual(
            driver.find_element(By.CSS_SELECTOR, ".sg-matrix-link").text, "Matrix of every button style")

    def test_search_form_carries_the_new_environment(self):
        self.open("/")
        self.choose("tint", "green")
        hidden = Browser.driver.find_elements(By.CSS_SELECTOR, "form[data-search-form] input[type=hidden]")
        self.assertEqual([(f.get_attribute("name"), f.get_attribute("value")) for f in hidden], [("tint", "green")])
        self.choose("tint", "")
        self.assertEqual(Browser.driver.find_elements(By.CSS_SELECTOR, "form[data-search-form] input[type=hidden]"), [])
        links = Browser.driver.find_elements(By.CSS_SELECTOR, "nav.sg-matrix-link a")
        self.assertEqual(len(links), 13, "a matrix link per kind of control on the index (sliders, range sliders, buttons, steppers, checkboxes, toggles, labels, progress views, sheets, gauges, group boxes, disclosure groups, text fields)")
        self.assertNotIn("tint", links[0].get_attribute("href"))

    def test_toolbar_lines_up_with_the_cards_with_a_gap_below(self):
        for path in ["/", f"/previews/{SLIDER}", "/matrix?control=button"]:
            self.open(path)
            box = self.rect(Browser.driver.find_element(By.CSS_SELECTOR, "form[data-toolbar] fieldset"))
            # The matrix's cells sit in a table, whose edge the toolbar lines up with.
            card = self.rect(Browser.driver.find_element(By.CSS_SELECTOR, "table.sg-matrix-grid, section.sg-preview"))
            self.assertAlmostEqual(box["left"], card["left"], delta=1, msg=f"{path}: {box} vs {card}")
            self.assertGreaterEqual(card["top"] - (box["top"] + box["height"]), 12, f"{path}: no gap below")

    def test_the_page_has_a_favicon(self):
        """Without one the browser asks for /favicon.ico and logs its 404 as a console error."""
        self.open(f"/previews/{SLIDER}")
        status = Browser.driver.execute_async_script(
            "const done = arguments[0];"
            "const icon = document.querySelector('link[rel=icon]');"
            "if (!icon) return done('no <link rel=icon>');"
            "fetch(icon.href).then((r) => done(`${r.status} ${r.headers.get('content-type')}`));")
        self.assertEqual(status, "200 image/svg+xml")
        errors = [e["message"] for e in Browser.driver.get_log("browser") if e["level"] == "SEVERE"]
        self.assertEqual(errors, [])

    def select_colours(self):
        """The computed background and text colour of each of the toolbar's selects."""
        return Browser.driver.execute_script(
            "return [...document.querySelectorAll('form[data-toolbar] select')].map((s) => {"
            "  const style = getComputedStyle(s); return [s.name, style.backgroundColor, style.color]; });")

    def test_the_selects_are_dark_in_dark_mode(self):
        """Dark chosen by the system or pinned by the toolbar, with or without a reload: the fields
        are dark with light text (not the browser's white), and light in light mode."""
        def check(where, dark):
            colours = self.select_colours()
            self.assertEqual(len(colours), 6, where)
            for name, background, text in colours:
                lum_bg, lum_text = luminance(background), luminance(text)
                ratio = (max(lum_bg, lum_text) + .05) / (min(lum_bg, lum_text) + .05)
                self.assertGreaterEqual(ratio, 4.5, f"{where}: {name}'s text {text} on {background}")
                if dark:
                    self.assertLess(lum_bg, .03, f"{where}: {name}'s background is {background}, not dark")
                else:
                    self.assertGreater(lum_bg, .8, f"{where}: {name}'s background is {background}, not light")
        self.set_color_scheme("light")
        self.open(f"/previews/{SLIDER}")
        check("light", dark=False)
        self.choose("colorScheme", "dark")
        check("dark chosen in the toolbar", dark=True)
        self.open(f"/previews/{SLIDER}?colorScheme=dark")
        check("dark pinned by the URL", dark=True)
        self.set_color_scheme("dark")
        self.open("/")
        check("the system's dark", dark=True)

    def test_options_read_as_words_and_submit_the_api_values(self):
        self.open(f"/previews/{SLIDER}")
        texts = Browser.driver.execute_script(
            "return [...document.querySelectorAll('form[data-toolbar] option')].map((o) => [o.value, o.text]);")
        for value, text in texts:
            self.assertRegex(text, r"^[A-Z]", f"the option {value!r} reads {text!r}")
            self.assertNotRegex(text, r"[a-z][A-Z]", f"the option {value!r} reads {text!r}, in camel case")
        by_value = {}
        for value, text in texts:
            by_value.setdefault(value, []).append(text)
        self.assertIn("Default (left to right)", by_value[""])
        self.assertEqual(by_value["rightToLeft"], ["Right to left"])
        self.assertEqual(by_value["dark"], ["Dark"])
        self.assertEqual(by_value["accessibility3"], ["Accessibility 3"])
        field = Browser.driver.find_element(By.CSS_SELECTOR, "form[data-toolbar] [name='layoutDirection']")
        Select(field).select_by_visible_text("Right to left")
        self.wait_idle()
        self.assertEqual(query().get("layoutDirection"), ["rightToLeft"], "the URL keeps the API's value")

    def test_browser_scheme_does_not_override_a_pinned_one(self):
        self.set_color_scheme("dark")
        self.open(f"/previews/{SLIDER}?colorScheme=light")
        self.assertEqual(self.canvas(SLIDER).get_attribute("data-color-scheme"), "light")
        self.open(f"/previews/{SLIDER}")
        self.assertEqual(self.canvas(SLIDER).get_attribute("data-color-scheme"), "dark", "automatic follows the browser")


class ToolbarWithoutScript(unittest.TestCase):
    """JS disabled in Chromium: the toolbar is a plain GET form."""

    @classmethod
    def setUpClass(cls):
        cls.driver = make_driver(javascript=False)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def test_get_form(self):
        driver = self.driver
        # On the index, where a search is what the other query keys are; the toolbar keeps it.
        driver.get(Browser.base_url + "/?q=slider")
        form = driver.find_element(By.CSS_SELECTOR, "form[data-toolbar]")
        self.assertNotIn("sg-live", form.get_attribute("class"), "toolbar.js ran: JS is not off")
        Select(form.find_element(By.NAME, "colorScheme")).select_by_value("dark")
        Select(form.find_element(By.NAME, "tint")).select_by_value("green")
        form.find_element(By.NAME, "disabled").click()
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        WebDriverWait(driver, 10).until(lambda d: "colorScheme=dark" in d.current_url)
        params = parse_qs(urlparse(driver.current_url).query)
        self.assertEqual(params.get("tint"), ["green"])
        self.assertEqual(params.get("disabled"), ["1"])
        self.assertEqual(params.get("q"), ["slider"])
        self.assertNotIn("layoutDirection", params, "the automatic fields leave no empty keys in the URL")
        self.assertNotIn("controlSize=&", driver.current_url)
        section = driver.find_element(By.CSS_SELECTOR, f"section[data-preview='{SLIDER}']")
        self.assertEqual(section.find_element(By.CSS_SELECTOR, ".sg-canvas").get_attribute("data-color-scheme"), "dark")
        # Disabled, the slider draws its tint in grey, as SwiftUI does (the tint is in the URL above).
        self.assertIn("--sg-gray", section.find_element(By.CSS_SELECTOR, ".sg-slider-fill").get_attribute("style"))
        self.assertEqual(section.find_element(By.CSS_SELECTOR, ".sg-slider").get_attribute("aria-disabled"), "true")


if __name__ == "__main__":
    unittest.main(verbosity=2)
