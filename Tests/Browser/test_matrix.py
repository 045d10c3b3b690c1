#!/usr/bin/python3
"""Real-browser test of the matrix page: every slider style × light/dark × enabled/disabled ×
LTR/RTL in one compact table (the variants as its column and row headers, a screen or two tall),
each cell a live instance of its own with its inspector on demand; a drag in one cell changes only
that cell, and in a right-to-left cell dragging left raises the value. Without JavaScript the
table and its inspectors still show.

    /usr/bin/python3 Tests/Browser/test_matrix.py

Saves the matrix page to $STYLEGALLERY_ARTIFACTS/screenshots/matrix.png.
"""

import json
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from gallery_browser import Browser, GalleryPage, catalogue, contrast_ratios, make_driver, screenshot_path

SLIDER = "default-slider"
LTR = "colorScheme=light&layoutDirection=leftToRight&disabled=0"
RTL = "colorScheme=dark&layoutDirection=rightToLeft&disabled=0"
DISABLED = "colorScheme=light&layoutDirection=leftToRight&disabled=1"
# The columns, left to right, and the rows of each style, top to bottom.
COLUMNS = [("light", "leftToRight"), ("light", "rightToLeft"), ("dark", "leftToRight"), ("dark", "rightToLeft")]
ROWS = ["0", "1"]
# The page was 15,848 px tall at 1200 × 900 (a card with its inspector per variant, two abreast).
MOST_HEIGHT = 2400


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class MatrixInTheBrowser(GalleryPage, unittest.TestCase):
    def setUp(self):
        Browser.driver.get(Browser.base_url + "/matrix?control=slider")
        self.wait_until_ready()
        for variant in (LTR, RTL):
            self.cell(variant).find_element(By.CSS_SELECTOR, "button[data-reset]").click()
            self.wait_idle()

    def tearDown(self):
        self.assertEqual(self.page_errors(), [])
        errors = [e.text for e in Browser.driver.find_elements(By.CSS_SELECTOR, "[data-error]") if e.text.strip()]
        self.assertEqual(errors, [])

    def test_a_toolbar_change_applies_at_once(self):
        form = Browser.driver.find_element(By.CSS_SELECTOR, "form[data-toolbar]")
        self.assertFalse(form.find_element(By.CSS_SELECTOR, "button[type=submit]").is_displayed(),
                         "with JS a change applies at once: no Apply button")
        Select(form.find_element(By.NAME, "tint")).select_by_value("orange")
        WebDriverWait(Browser.driver, 10).until(lambda d: "tint=orange" in d.current_url)
        self.wait_until_ready()
        fills = Browser.driver.find_elements(By.CSS_SELECTOR, f"section[data-preview='{SLIDER}'] .sg-slider-fill")
        self.assertEqual(len(fills), 8)
        for fill in fills:
            # A disabled cell's slider draws its tint in grey, as SwiftUI does.
            disabled = fill.find_element(By.XPATH, "..").get_attribute("aria-disabled") == "true"
            self.assertIn("--sg-gray" if disabled else "--sg-orange", fill.get_attribute("style"),
                          "every enabled cell takes the tint, every disabled one is grey")
        self.assertTrue(any("--sg-orange" in f.get_attribute("style") for f in fills), "no cell takes the tint")

    def test_every_cell_shows_its_whole_canvas(self):
        # A fixed-width style (the checkout slider is 324 points plus padding) must fit its cell,
        # not be cut off at the edges.
        clipped = Browser.driver.execute_script("""
            return Array.from(document.querySelectorAll('section[data-variant] .sg-stage'))
              .filter((stage) => stage.querySelector('.sg-canvas').getBoundingClientRect().width
                                 > stage.getBoundingClientRect().width + 0.5)
              .map((stage) => stage.closest('section').id);
        """)
        self.assertEqual(clipped, [])

    def cell(self, variant, preview=SLIDER):
        for section in Browser.driver.find_elements(By.CSS_SELECTOR, f"section[data-preview='{preview}']"):
            if section.get_attribute("data-variant") == variant:
                return section
        self.fail(f"no cell {preview} {variant}")

    def value(self, section):
        # textContent: the state panel is folded away until a cell is inspected.
        return json.loads(section.find_element(By.CSS_SELECTOR, "[data-state]").get_attribute("textContent"))["value"]

    def values(self):
        return {
            s.get_attribute("data-variant"): self.value(s)
            for s in Browser.driver.find_elements(By.CSS_SELECTOR, f"section[data-preview='{SLIDER}']")
        }

    def drag_cell(self, variant, dx):
        thumb = self.cell(variant).find_element(By.CSS_SELECTOR, "[data-target][data-gestures~='drag'] .sg-slider-thumb")
        # The mouse goes by viewport coordinates: the table scrolls sideways, so bring the cell in.
        Browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", thumb)
        self.drag(thumb, dx)

    def test_a_compact_grid_with_the_variants_as_headers(self):
        driver = Browser.driver
        sliders = {s.get_attribute("data-preview") for s in driver.find_elements(By.CSS_SELECTOR, "section[data-variant]")}
        tables = driver.find_elements(By.CSS_SELECTOR, "main table.sg-matrix-grid")
        self.assertEqual(len(tables), 1, "one table")
        head = [[(th.text, th.get_attribute("scope"), th.get_attribute("colspan") or "1")
                 for th in tr.find_elements(By.CSS_SELECTOR, "th")]
                for tr in tables[0].find_elements(By.CSS_SELECTOR, "thead tr")]
        self.assertEqual(head, [
            [("Style", "col", "1"), ("Enabled or disabled", "col", "1"), ("Light", "colgroup", "2"), ("Dark", "colgroup", "2")],
            [("Left to right", "col", "1"), ("Right to left", "col", "1")] * 2,
        ])
        groups = tables[0].find_elements(By.CSS_SELECTOR, "tbody")
        self.assertEqual(len(groups), len(sliders), "a row group per slider style")
        # Each row's cells are the variants its headers name, in the columns' order.
        layout = driver.execute_script("""
            return Array.from(arguments[0].tBodies).map((body) => ({
              style: body.querySelector('th[scope=rowgroup]').textContent,
              rows: Array.from(body.rows).map((row) => ({
                header: row.querySelector('th[scope=row]').textContent,
                cells: Array.from(row.querySelectorAll('td > section[data-variant]')).map((s) => s.dataset.variant),
                previews: Array.from(new Set(Array.from(row.querySelectorAll('td > section')).map((s) => s.dataset.preview))),
              })),
            }));""", tables[0])
        titles = {p["id"]: p["title"] for p in catalogue()}
        for group in layout:
            self.assertEqual([r["header"] for r in group["rows"]], ["Enabled", "Disabled"])
            for row, disabled in zip(group["rows"], ROWS):
                self.assertEqual(len(row["previews"]), 1, "a row is one style")
                self.assertEqual(titles[row["previews"][0]], group["style"])
                self.assertEqual(row["cells"], [f"colorScheme={scheme}&layoutDirection={direction}&disabled={disabled}"
                                                for scheme, direction in COLUMNS])
        size = driver.execute_script("return {height: document.documentElement.scrollHeight,"
                                     " width: document.documentElement.scrollWidth, viewport: window.innerWidth}")
        self.assertLessEqual(size["height"], MOST_HEIGHT, "the matrix fits a screen or two")
        self.assertLessEqual(size["width"], size["viewport"], "the table scrolls sideways in its region, not the page")
        region = driver.find_element(By.CSS_SELECTOR, ".sg-matrix-scroll[role=region]")
        self.assertEqual(region.get_attribute("tabindex"), "0", "a region that scrolls takes the keyboard's focus")

    def test_the_inspector_is_on_demand(self):
        cell = self.cell(RTL)
        state = cell.find_element(By.CSS_SELECTOR, "[data-state]")
        self.assertFalse(state.is_displayed(), "folded until asked for")
        self.assertTrue(cell.find_element(By.CSS_SELECTOR, "button[data-reset]").is_displayed())
        summary = cell.find_element(By.CSS_SELECTOR, "details.sg-matrix-inspect > summary")
        Browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", summary)
        summary.click()
        self.assertTrue(state.is_displayed())
        self.assertTrue(cell.find_element(By.CSS_SELECTOR, "[data-log-panel]").is_displayed(), "the event log too")
        summary.click()
        self.assertFalse(state.is_displayed())

    def test_landmark_names_are_unique_and_text_is_legible(self):
        names = Browser.driver.execute_script("""
            const named = 'main, nav, aside, form[aria-label], form[aria-labelledby], section[aria-label],'
              + ' section[aria-labelledby], [role=region], [role=navigation], [role=search], [role=complementary]';
            const name = (el) => el.getAttribute('aria-label')
              || (el.getAttribute('aria-labelledby') || '').split(' ').map((id) => document.getElementById(id))
                   .filter(Boolean).map((e) => e.textContent.trim()).join(' ');
            return Array.from(document.querySelectorAll(named))
              .filter((el) => !el.closest('.sg-canvas'))
              .map((el) => (el.getAttribute('role') || el.localName) + ': ' + name(el));""")
        self.assertEqual(len(names), len(set(names)), f"landmarks named alike: {sorted(names)}")
        self.assertFalse(Browser.driver.find_elements(By.CSS_SELECTOR, "section[data-variant][aria-label], section[data-variant][aria-labelledby]"),
                         "a cell is no landmark: the table's headers name it")
        for scheme in ("light", "dark"):
            self.set_color_scheme(scheme)
            text = Browser.driver.find_elements(
                By.CSS_SELECTOR, "h2.sg-matrix-caption, .sg-matrix-grid th, .sg-matrix-inspect > summary")
            ratios = contrast_ratios(Browser.driver, text)
            low = [(e.text, round(r, 2)) for e, r in zip(text, ratios) if r < 4.5]
            self.assertEqual(low, [], f"the table's own text in the {scheme} page")
        self.set_color_scheme(None)

    def test_every_style_in_every_variant(self):
        rows = Browser.driver.find_elements(By.CSS_SELECTOR, "table.sg-matrix-grid tbody")
        sections = Browser.driver.find_elements(By.CSS_SELECTOR, "section.sg-preview[data-variant]")
        self.assertGreater(len(rows), 1)
        self.assertEqual(len(sections), len(rows) * 8, "each style in 2 schemes × 2 enablements × 2 directions")
        previews = {s.get_attribute("data-preview") for s in sections}
        self.assertTrue(previews <= {p["id"] for p in catalogue()})
        self.assertEqual(len(previews), len(rows))
        ids = [s.get_attribute("id") for s in sections]
        self.assertEqual(len(ids), len(set(ids)), "section ids are unique")
        schemes = {s.find_element(By.CSS_SELECTOR, ".sg-canvas").get_attribute("data-color-scheme") for s in sections}
        self.assertEqual(schemes, {"light", "dark"})
        backgrounds = {
            Browser.driver.execute_script(
                "return getComputedStyle(arguments[0].querySelector('.sg-stage')).backgroundColor", self.cell(v))
            for v in (LTR, RTL)
        }
        self.assertEqual(len(backgrounds), 2, "a dark cell's stage is dark beside a light one")
        self.assertEqual(self.cell(DISABLED).find_elements(By.CSS_SELECTOR, "[data-target]"), [])
        overflowing = Browser.driver.execute_script("""
            return Array.from(document.querySelectorAll('section[data-variant] .sg-stage'))
              .filter((stage) => stage.scrollWidth > stage.clientWidth).map((stage) => stage.closest('section').id);""")
        self.assertEqual(overflowing, [], "no stage scrolls")
        self.screenshot(screenshot_path("matrix.png"))
        self.set_color_scheme("dark")
        self.screenshot(screenshot_path("matrix-dark.png"))
        self.set_color_scheme(None)

    def test_a_drag_changes_only_its_cell(self):
        before = self.values()
        self.drag_cell(LTR, 80)
        after = self.values()
        self.assertGreater(after[LTR], before[LTR])
        self.assertEqual({k: v for k, v in after.items() if k != LTR}, {k: v for k, v in before.items() if k != LTR})
        main = Browser.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "fetch('/api/v1/previews/default-slider', {credentials: 'same-origin'}).then((r) => r.json())"
            ".then((j) => done(j.state.value));")
        self.assertEqual(main, 0.2, "the preview's main instance is untouched")
        Browser.driver.refresh()
        self.wait_until_ready()
        self.assertEqual(self.values()[LTR], after[LTR], "the cell lives in the session")

    def test_right_to_left_drag(self):
        before = self.values()
        self.drag_cell(RTL, -80)
        after = self.values()
        self.assertGreater(after[RTL], before[RTL], "dragging left raises a right-to-left slider")
        self.assertEqual({k: v for k, v in after.items() if k != RTL}, {k: v for k, v in before.items() if k != RTL},
                         "a drag in the dark right-to-left cell changes only that cell")
        self.drag_cell(RTL, 60)
        self.assertLess(self.value(self.cell(RTL)), 1)


class MatrixWithoutJavaScript(unittest.TestCase):
    """The matrix with scripts off: the same table, each cell's inspector opening by itself."""

    def test_the_table_and_its_inspectors_work_without_scripts(self):
        driver = make_driver(javascript=False)
        try:
            driver.get(Browser.base_url + "/matrix?control=slider")
            self.assertFalse(driver.execute_script("return !!window.styleGallery"), "JavaScript ran on the page")
            cells = driver.find_elements(By.CSS_SELECTOR, "table.sg-matrix-grid td > section[data-variant]")
            self.assertEqual(len(cells), 8 * len(driver.find_elements(By.CSS_SELECTOR, "table.sg-matrix-grid tbody")))
            cell = cells[0]
            self.assertFalse(cell.find_element(By.CSS_SELECTOR, "button[data-reset]").is_displayed(),
                             "Reset needs the script")
            state = cell.find_element(By.CSS_SELECTOR, "[data-state]")
            self.assertFalse(state.is_displayed())
            cell.find_element(By.CSS_SELECTOR, "details.sg-matrix-inspect > summary").click()
            self.assertTrue(state.is_displayed())
            self.assertIn("value", json.loads(state.text))
            self.assertLessEqual(driver.execute_script("return document.documentElement.scrollHeight"), MOST_HEIGHT)
        finally:
            driver.quit()


if __name__ == "__main__":
    unittest.main(verbosity=2)
