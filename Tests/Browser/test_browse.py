#!/usr/bin/python3
"""Real-browser test of browsing the gallery (issue 6): the sidebar, search as you type (and as a
plain GET form with JavaScript off), a preview's page opened by URL, and embed mode in an iframe.

    /usr/bin/python3 Tests/Browser/test_browse.py            # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_browse.py

Screenshots for humans go to $STYLEGALLERY_ARTIFACTS/screenshots/ (default artifacts/, which git
ignores): browse-index-light.png, browse-index-dark.png, browse-preview-dark.png,
browse-search.png, browse-narrow.png.
"""

import os
import unittest
from pathlib import Path
from urllib.parse import parse_qs, urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from gallery_browser import ROOT, Browser, GalleryPage, catalogue, make_driver

SHOTS = Path(os.environ.get("STYLEGALLERY_ARTIFACTS", "artifacts"))
if not SHOTS.is_absolute():
    SHOTS = ROOT / SHOTS
SHOTS = SHOTS / "screenshots"


def setUpModule():
    SHOTS.mkdir(parents=True, exist_ok=True)
    Browser.start()


def tearDownModule():
    Browser.stop()


def visible_ids(driver, selector, attribute):
    """The `attribute` of each element matching `selector` that is displayed, in order, once each."""
    ids = []
    for element in driver.find_elements(By.CSS_SELECTOR, selector):
        value = element.get_attribute(attribute)
        if element.is_displayed() and value not in ids:
            ids.append(value)
    return ids


class BrowsingInTheBrowser(GalleryPage, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.previews = catalogue()
        cls.ids = [p["id"] for p in cls.previews]

    def tearDown(self):
        self.set_color_scheme(None)
        Browser.driver.set_window_size(1200, 900)
        self.assertEqual(self.page_errors(), [])

    def cards(self):
        return visible_ids(Browser.driver, "section.sg-preview", "data-preview")

    def entries(self):
        return visible_ids(Browser.driver, "nav[aria-label=Previews] li[data-search-for]", "data-search-for")

    def search_box(self):
        return Browser.driver.find_element(By.CSS_SELECTOR, "input[name=q]")

    def status(self):
        return Browser.driver.find_element(By.CSS_SELECTOR, "[data-search-status]").text

    def query(self):
        return parse_qs(urlparse(Browser.driver.current_url).query)

    def test_0_the_index_has_the_sidebar_and_every_preview_live_in_light_and_dark(self):
        self.open_index()
        nav = Browser.driver.find_element(By.CSS_SELECTOR, "nav[aria-label=Previews]")
        self.assertTrue(nav.is_displayed())
        headings = [h.text for h in nav.find_elements(By.CSS_SELECTOR, ".sg-nav-group h3")]
        self.assertEqual(headings[4:], ["Sliders", "Range sliders", "Buttons", "Steppers", "Checkboxes", "Toggles", "Labels", "Progress views", "Sheets", "Gauges", "Group boxes", "Disclosure groups", "Text fields"])
        self.assertTrue(headings[2].startswith("002") and "Styling Components in SwiftUI" in headings[2], headings)
        self.assertTrue(headings[3].startswith("027") and "SwiftUI code pasted" in headings[3], headings)
        self.assertEqual(self.entries(), self.ids)
        self.assertEqual(self.cards(), self.ids)
        self.assertEqual(self.status(), f"{len(self.ids)} previews")
        link = nav.find_element(By.CSS_SELECTOR, "a[href='/previews/range-slider']")
        self.assertEqual(link.text, "RangeSlider")
        self.screenshot(SHOTS / "browse-index-light.png")
        self.set_color_scheme("dark")
        self.wait_idle()
        background = Browser.driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        self.assertEqual(background, "rgb(0, 0, 0)", "the page did not follow prefers-color-scheme: dark")
        self.screenshot(SHOTS / "browse-index-dark.png")

    def test_0_the_search_label_stays_on_screen_at_the_bottom_of_the_index(self):
        """The sidebar sticks beside the previews: scrolled to the very bottom of the index, its
        "Search previews" label is whole, inside the sidebar and the window (issue 30)."""
        self.open_index()
        label = Browser.driver.find_element(By.CSS_SELECTOR, "label[for=sg-search-q]")
        sidebar = Browser.driver.find_element(By.CSS_SELECTOR, ".sg-sidebar")
        for where, script in (("top", "window.scrollTo(0, 0)"),
                              ("bottom", "window.scrollTo(0, document.documentElement.scrollHeight)")):
            Browser.driver.execute_script(script)
            box, frame = self.rect(label), self.rect(sidebar)
            self.assertEqual(label.text, "Search previews")
            self.assertGreaterEqual(box["top"], frame["top"], f"{where}: the label {box} sticks out of {frame}")
            self.assertLessEqual(box["top"] + box["height"], frame["top"] + frame["height"], f"{where}: {box}, {frame}")
            self.assertGreaterEqual(box["top"], 0, f"{where}: the label is clipped by the window's top: {box}")
        Browser.driver.execute_script("window.scrollTo(0, 0)")

    def test_1_typing_filters_cards_and_sidebar_live_and_keeps_q_in_the_url(self):
        Browser.driver.get(Browser.base_url + "/?colorScheme=light")
        self.wait_until_ready()
        Browser.driver.execute_script("window.sgNoReload = true")
        box = self.search_box()
        Browser.driver.find_element(By.TAG_NAME, "body").send_keys("/")
        self.assertEqual(Browser.driver.switch_to.active_element, box, "'/' did not move focus to the search box")
        self.assertEqual(box.get_attribute("value"), "", "the '/' was typed into the box")
        Browser.driver.switch_to.active_element.send_keys("range")
        self.assertEqual(self.cards(), ["range-slider", "vertical-range-slider"])
        self.assertEqual(self.entries(), ["range-slider", "vertical-range-slider"])
        self.assertEqual(self.status(), "2 previews match")
        self.assertEqual(self.query(), {"colorScheme": ["light"], "q": ["range"]}, "the URL lost a key or q")
        self.assertEqual(Browser.driver.title, "“range” · StyleGallery")
        box.send_keys(" vert")
        self.assertEqual(self.cards(), ["vertical-range-slider"], "every word must match")
        # The filtered previews are still live.
        thumb = self.section("vertical-range-slider").find_element(By.CSS_SELECTOR, "[aria-label='Price, maximum']")
        Browser.driver.execute_script("arguments[0].focus()", thumb)
        thumb.send_keys(Keys.ARROW_UP)
        self.wait_idle()
        self.assertEqual(self.state("vertical-range-slider")["range"], [20, 90])
        self.reset("vertical-range-slider")
        self.screenshot(SHOTS / "browse-search.png")
        box.clear()
        box.send_keys("zzz")
        self.assertEqual(self.cards(), [])
        empty = Browser.driver.find_element(By.CSS_SELECTOR, "[data-search-empty]")
        self.assertTrue(empty.is_displayed())
        self.assertIn("No previews match “zzz”", empty.text)
        self.assertEqual(self.status(), "No previews match")
        for _ in range(3):
            box.send_keys(Keys.BACKSPACE)
        self.assertEqual(self.cards(), self.ids)
        self.assertFalse(empty.is_displayed())
        self.assertEqual(self.query(), {"colorScheme": ["light"]}, "a blank search keeps no q")
        self.assertTrue(Browser.driver.execute_script("return window.sgNoReload === true"), "the page reloaded")

    def test_2_a_page_rendered_for_a_query_loads_the_rest_when_the_query_widens(self):
        Browser.driver.get(Browser.base_url + "/?q=range")
        self.wait_until_ready()
        self.assertEqual(self.cards(), ["range-slider", "vertical-range-slider"])
        box = self.search_box()
        box.send_keys(Keys.END, Keys.BACKSPACE * 5, "stepper")
        WebDriverWait(Browser.driver, 5).until(
            lambda d: "stepper" in self.cards(), "the page did not load the previews the wider query matches")
        self.wait_until_ready()
        self.assertEqual(self.query(), {"q": ["stepper"]})
        self.assertIn("stepper-slider", self.cards())
        self.assertNotIn("range-slider", self.cards())
        self.assertEqual(self.cards(), self.entries(), "the cards and the sidebar disagree")
        self.assertEqual(Browser.driver.switch_to.active_element.get_attribute("name"), "q", "the box lost focus")

    def test_3_without_javascript_the_search_is_a_get_form(self):
        driver = make_driver(javascript=False)
        try:
            driver.get(Browser.base_url + "/?colorScheme=dark")
            box = driver.find_element(By.CSS_SELECTOR, "input[name=q]")
            box.send_keys("range")
            self.assertEqual(visible_ids(driver, "section.sg-preview", "data-preview"), self.ids,
                             "cards were filtered without JavaScript")
            box.send_keys(Keys.ENTER)
            WebDriverWait(driver, 5).until(lambda d: "q=range" in d.current_url)
            self.assertEqual(parse_qs(urlparse(driver.current_url).query), {"q": ["range"], "colorScheme": ["dark"]})
            self.assertEqual(visible_ids(driver, "section.sg-preview", "data-preview"),
                             ["range-slider", "vertical-range-slider"])
            self.assertEqual(driver.find_element(By.CSS_SELECTOR, "[data-search-status]").text, "2 previews match")
            self.assertEqual(driver.find_element(By.CSS_SELECTOR, "input[name=q]").get_attribute("value"), "range")
            box = driver.find_element(By.CSS_SELECTOR, "input[name=q]")
            box.clear()
            box.send_keys("nothing like this")
            driver.find_element(By.CSS_SELECTOR, "form[role=search] button[type=submit]").click()
            WebDriverWait(driver, 5).until(lambda d: "nothing" in d.current_url)
            self.assertEqual(visible_ids(driver, "section.sg-preview", "data-preview"), [])
            self.assertIn("No previews match “nothing like this”",
                          driver.find_element(By.CSS_SELECTOR, "[data-search-empty]").text)
        finally:
            driver.quit()

    def test_4_a_preview_page_opened_by_url_is_live(self):
        self.set_color_scheme("dark")
        Browser.driver.get(Browser.base_url + "/previews/default-slider")
        self.wait_until_ready()
        self.assertEqual(Browser.driver.find_element(By.TAG_NAME, "h1").text, "StylishSlider, default style")
        provenance = Browser.driver.find_element(By.CSS_SELECTOR, ".sg-provenance").text
        self.assertIn("000", provenance)
        self.assertIn("SwiftUI custom controls all styling no composition", provenance)
        self.assertIn("DefaultSliderStyle", Browser.driver.find_element(By.CSS_SELECTOR, ".sg-summary").text)
        current = Browser.driver.find_element(By.CSS_SELECTOR, "nav a[aria-current=page]")
        self.assertEqual(current.get_attribute("href"), Browser.base_url + "/previews/default-slider")
        self.assertEqual(self.cards(), ["default-slider"])
        self.reset("default-slider")
        self.drag(self.thumb("default-slider"), 80)
        self.assertGreater(self.state("default-slider")["value"], 0.05, "the slider did not follow the drag")
        slider = self.target("default-slider")
        Browser.driver.execute_script("arguments[0].focus()", slider)
        slider.send_keys(Keys.END)
        self.wait_idle()
        self.assertEqual(self.state("default-slider")["value"], 1)
        self.screenshot(SHOTS / "browse-preview-dark.png")
        self.reset("default-slider")
        # The Swift source starts where the card above it starts (it was indented about 48 px).
        left = lambda css: Browser.driver.execute_script(
            "return arguments[0].getBoundingClientRect().left", Browser.driver.find_element(By.CSS_SELECTOR, css))
        self.assertAlmostEqual(left(".sg-preview-page > .sg-source"), left(".sg-preview-page > section.sg-preview"), delta=1)
        self.assertAlmostEqual(left(".sg-source .sg-code"), left(".sg-preview-page > section.sg-preview"), delta=1)

    def test_5_embed_mode_is_the_live_preview_alone_and_frames_in_the_gallery(self):
        Browser.driver.get(Browser.base_url + "/previews/stepper?embed=1")
        self.wait_until_ready()
        self.assertEqual(self.cards(), ["stepper"])
        for chrome in ("nav", "header", "form", "[data-reset]", "[data-state]"):
            self.assertEqual(Browser.driver.find_elements(By.CSS_SELECTOR, chrome), [], f"embed mode shows {chrome}")
        # Its main landmark's heading names the preview for assistive technology, and is not drawn.
        heading = Browser.driver.find_element(By.CSS_SELECTOR, "main#sg-main > h1")
        self.assertEqual(heading.get_attribute("textContent"), "StylishStepper, default and capsule styles")
        self.assertLessEqual(self.rect(heading)["width"] * self.rect(heading)["height"], 1, "the heading is drawn")
        spin = lambda: self.section("stepper").find_element(By.CSS_SELECTOR, "[role=spinbutton]")
        start = int(spin().get_attribute("aria-valuenow"))
        Browser.driver.execute_script("arguments[0].focus()", spin())
        spin().send_keys(Keys.ARROW_UP)
        self.wait_idle()
        self.assertEqual(int(spin().get_attribute("aria-valuenow")), min(start + 1, 10), "embed mode is not live")
        spin().send_keys(Keys.HOME)
        self.wait_idle()
        # The gallery frames its own embed pages ('self'), and no other page of it.
        self.open_index()
        Browser.driver.execute_script(
            "for (const [id, src] of [['embed', '/previews/stepper?embed=1'], ['full', '/previews/stepper']]) {"
            "  const f = document.createElement('iframe'); f.id = id; f.src = src; f.width = 600; f.height = 200;"
            "  document.body.prepend(f); }")
        WebDriverWait(Browser.driver, 5).until(lambda d: d.execute_script(
            "const doc = document.getElementById('embed').contentDocument;"
            "return !!(doc && doc.querySelector('section.sg-preview[data-preview=stepper] .sg-canvas'))"),
            "the embed page did not load in an iframe of the gallery")
        blocked = Browser.driver.execute_script(
            "const doc = document.getElementById('full').contentDocument;"
            "return !doc || !doc.querySelector('section.sg-preview');")
        self.assertTrue(blocked, "the full page loaded in a frame: X-Frame-Options DENY is missing")
        Browser.driver.switch_to.frame("embed")
        try:
            self.wait_until_ready()
            spin().send_keys(Keys.END)
            self.wait_idle()
            self.assertEqual(spin().get_attribute("aria-valuenow"), "10", "the framed preview is not live")
            spin().send_keys(Keys.HOME)
            self.wait_idle()
        finally:
            Browser.driver.switch_to.default_content()
        self.page_errors()  # the blocked frame's refusal is logged; it is expected

    def test_6_on_a_narrow_screen_the_sidebar_folds_above_the_previews(self):
        Browser.driver.set_window_size(420, 900)
        self.open_index()
        fold = Browser.driver.find_element(By.CSS_SELECTOR, "details[data-sidebar-fold]")
        self.assertIsNone(fold.get_attribute("open"), "the sidebar is not folded on a narrow screen")
        self.assertTrue(self.search_box().is_displayed(), "the search box folded away with the sidebar")
        nav_top = self.rect(fold)["top"]
        first_card = self.rect(self.section(self.ids[0]))["top"]
        self.assertLess(nav_top, first_card, "the sidebar is not above the previews")
        fold.find_element(By.TAG_NAME, "summary").click()
        self.assertTrue(Browser.driver.find_element(By.CSS_SELECTOR, "nav[aria-label=Previews]").is_displayed())
        self.screenshot(SHOTS / "browse-narrow.png")


if __name__ == "__main__":
    unittest.main(verbosity=2)
