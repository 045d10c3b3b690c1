#!/usr/bin/python3
"""Real-browser test of the static export (issue 6): `gallery export DIR` writes the gallery, and
headless Chromium opens it from disk (file://): every preview drawn with its styles, a dark
right-to-left variant dark and mirrored, the matrix, links between pages, and no console error.

    /usr/bin/python3 Tests/Browser/test_export.py     # uses the built binary (see gallery_browser)

Screenshots: $STYLEGALLERY_ARTIFACTS/screenshots/export-*.png (default artifacts/).
"""

import os
import shutil
import unittest
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from gallery_browser import ROOT, Browser, GalleryPage, contrast_ratios, export_site, make_driver

EXPORT = {}


def setUpModule():
    folder, output = export_site("stylegallery-export-")
    EXPORT.update(folder=folder, output=output)
    Browser.driver = make_driver()


def tearDownModule():
    Browser.stop()
    shutil.rmtree(EXPORT["folder"].parent, ignore_errors=True)


def screenshots():
    folder = Path(os.environ.get("STYLEGALLERY_ARTIFACTS", ROOT / "artifacts")) / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


class StaticExportInTheBrowser(GalleryPage, unittest.TestCase):
    def setUp(self):
        Browser.driver.get_log("browser")  # drop what an earlier test left

    def tearDown(self):
        errors = [e["message"] for e in Browser.driver.get_log("browser") if e["level"] == "SEVERE"]
        self.assertEqual(errors, [], "console errors (a failed load counts here: every file must exist)")

    def open(self, path):
        Browser.driver.get((EXPORT["folder"] / path).as_uri())
        WebDriverWait(Browser.driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")

    def css(self, element, prop):
        return Browser.driver.execute_script("return getComputedStyle(arguments[0]).getPropertyValue(arguments[1])",
                                             element, prop)

    def assert_drawn(self, section):
        canvas = section.find_element(By.CSS_SELECTOR, ".sg-stage .sg-canvas")
        box = self.rect(canvas)
        name = section.get_attribute("data-preview")
        self.assertGreater(box["width"], 20, f"{name}: the canvas is {box}")
        self.assertGreater(box["height"], 10, f"{name}: the canvas is {box}")
        self.assertTrue(canvas.find_elements(By.CSS_SELECTOR, "*"), f"{name}: the canvas is empty")

    def test_0_the_export_said_what_it_did(self):
        pages = sorted(p for p in EXPORT["folder"].rglob("*.html"))
        self.assertIn(f"Exported {len(pages)} pages to {EXPORT['folder']}", EXPORT["output"])

    def test_1_the_index_opens_from_disk_with_every_preview_drawn(self):
        self.open("index.html")
        ids = [s.get_attribute("data-preview") for s in Browser.driver.find_elements(By.CSS_SELECTOR, "section.sg-preview")]
        exported = sorted(p.stem for p in (EXPORT["folder"] / "previews").glob("*.html"))
        self.assertEqual(sorted(ids), exported)
        for section in Browser.driver.find_elements(By.CSS_SELECTOR, "section.sg-preview"):
            self.assert_drawn(section)
        body = Browser.driver.find_element(By.TAG_NAME, "body")
        self.assertIsNotNone(body.get_attribute("data-static"))
        self.assertIn("Static export", Browser.driver.find_element(By.CSS_SELECTOR, ".sg-static-note").text)
        # gallery.css applied: the page's own background, not the browser's white.
        self.assertEqual(self.css(body, "background-color"), "rgb(242, 242, 247)")
        self.screenshot(screenshots() / "export-index.png")

    def test_2_a_link_leads_to_the_preview_page_on_disk(self):
        self.open("index.html")
        link = Browser.driver.find_element(By.CSS_SELECTOR, "section.sg-preview[data-preview='checkout-slider'] h2 a")
        link.click()
        WebDriverWait(Browser.driver, 10).until(lambda d: d.current_url.endswith("/previews/checkout-slider.html"))
        self.assert_drawn(self.section("checkout-slider"))

    def test_3_a_dark_right_to_left_variant_is_dark_and_mirrored(self):
        self.open("previews/default-slider/light-ltr-enabled.html")
        light_thumb = self.rect(self.thumb("default-slider"))
        light_canvas = self.rect(self.section("default-slider").find_element(By.CSS_SELECTOR, ".sg-canvas"))
        self.open("previews/default-slider/dark-rtl-enabled.html")
        html = Browser.driver.find_element(By.TAG_NAME, "html")
        self.assertEqual(html.get_attribute("data-color-scheme"), "dark")
        body = Browser.driver.find_element(By.TAG_NAME, "body")
        self.assertEqual(self.css(body, "background-color"), "rgb(0, 0, 0)", "the dark variant is not dark")
        section = self.section("default-slider")
        self.assert_drawn(section)
        self.assertTrue(section.find_elements(By.CSS_SELECTOR, ".sg-stage [dir='rtl'] .sg-canvas"))
        canvas = self.rect(section.find_element(By.CSS_SELECTOR, ".sg-canvas"))
        thumb = self.rect(self.thumb("default-slider"))
        # The slider at its minimum: the thumb at the leading edge, left in LTR, right in RTL.
        self.assertLess(light_thumb["left"] - light_canvas["left"], light_canvas["width"] / 2)
        self.assertGreater(thumb["left"] - canvas["left"], canvas["width"] / 2, "the RTL slider is not mirrored")
        self.screenshot(screenshots() / "export-dark-rtl.png")

    def test_4_the_matrix_shows_every_cell_in_its_scheme(self):
        self.open("matrix.html")
        sections = Browser.driver.find_elements(By.CSS_SELECTOR, "section.sg-preview")
        variants = len(list((EXPORT["folder"] / "previews" / "checkout-slider").glob("*.html")))
        previews = len(list((EXPORT["folder"] / "previews").glob("*.html")))
        self.assertEqual(len(sections), previews * variants)
        for section in sections[:variants]:
            self.assert_drawn(section)
        dark = Browser.driver.find_element(By.CSS_SELECTOR, "td.sg-matrix-cell[data-color-scheme='dark']")
        light = Browser.driver.find_element(By.CSS_SELECTOR, "td.sg-matrix-cell[data-color-scheme='light']")
        self.assertEqual(self.css(dark, "background-color"), "rgb(28, 28, 30)", "a dark cell is a dark card")
        self.assertEqual(self.css(light, "background-color"), "rgb(255, 255, 255)")
        self.screenshot(screenshots() / "export-matrix.png")

    def test_7_every_matrix_cell_fits_and_reads_in_its_scheme(self):
        self.open("matrix.html")
        # No stage scrolls: each is as wide as the canvas its preview is drawn at.
        overflowing = Browser.driver.execute_script("""
            return Array.from(document.querySelectorAll('td.sg-matrix-cell .sg-stage'))
              .filter((stage) => stage.scrollWidth > stage.clientWidth || stage.scrollHeight > stage.clientHeight)
              .map((stage) => stage.closest('section').id);""")
        self.assertEqual(overflowing, [], "stages with a scrollbar")
        # Whatever a dark cell paints lies inside the cell's box.
        outside = Browser.driver.execute_script("""
            const inside = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5
              && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
            const out = [];
            for (const cell of document.querySelectorAll('td.sg-matrix-cell[data-color-scheme=dark]')) {
              const box = cell.getBoundingClientRect();
              for (const part of cell.querySelectorAll('section, .sg-stage, .sg-matrix-tools, details.sg-matrix-inspect')) {
                if (!inside(part.getBoundingClientRect(), box)) out.push(cell.querySelector('section').id + ' ' + part.className);
              }
            }
            return out;""")
        self.assertEqual(outside, [], "parts of dark cells outside the cell")
        # A dark cell's own text is light on its dark card.
        text = Browser.driver.find_elements(By.CSS_SELECTOR, "td.sg-matrix-cell[data-color-scheme=dark] .sg-matrix-inspect > summary")
        self.assertEqual(len(text), len(Browser.driver.find_elements(By.CSS_SELECTOR, "td.sg-matrix-cell")) // 2)
        ratios = contrast_ratios(Browser.driver, text)
        self.assertGreaterEqual(min(ratios), 4.5, "text in a dark cell against the cell's background")
        headers = Browser.driver.find_elements(By.CSS_SELECTOR, ".sg-matrix-grid th, h2.sg-matrix-caption")
        self.assertGreaterEqual(min(contrast_ratios(Browser.driver, headers)), 4.5, "the headers")

    def test_5_the_index_leads_to_the_matrix_and_a_preview_to_its_variants(self):
        self.open("index.html")
        Browser.driver.find_element(By.LINK_TEXT, "Matrix of every preview").click()
        WebDriverWait(Browser.driver, 10).until(lambda d: d.current_url.endswith("/matrix.html"))
        self.open("previews/default-slider.html")
        links = Browser.driver.find_elements(By.CSS_SELECTOR, "nav.sg-variants a")
        self.assertEqual(len(links), len(list((EXPORT["folder"] / "previews" / "default-slider").glob("*.html"))))
        Browser.driver.find_element(By.LINK_TEXT, "dark, right to left, enabled").click()
        WebDriverWait(Browser.driver, 10).until(
            lambda d: d.current_url.endswith("/previews/default-slider/dark-rtl-enabled.html"))
        self.assert_drawn(self.section("default-slider"))

    def test_6_cards_show_the_state_but_no_event_log(self):
        self.open("previews/default-slider.html")
        section = self.section("default-slider")
        self.assertTrue(section.find_element(By.CSS_SELECTOR, "[data-state]").is_displayed())
        self.assertFalse(section.find_element(By.CSS_SELECTOR, "[data-log-panel]").is_displayed())
        self.assertEqual([b for b in section.find_elements(By.CSS_SELECTOR, "[data-log-copy]") if b.is_displayed()], [])


if __name__ == "__main__":
    unittest.main(verbosity=2)
