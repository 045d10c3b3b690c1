#!/usr/bin/python3
"""Real-browser test of a preview's Accessibility panel (issue 30): the preview page's inspector
lists each finding of the engine's audit, written by the server (so it reads without JS), says
that "Swipe to buy" is white on yellow in dark mode with its ratio, follows the preview's state,
and its own text passes AA contrast in light and in dark.

    /usr/bin/python3 Tests/Browser/test_audit_panel.py       # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_audit_panel.py
"""

import sys
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from gallery_browser import Browser, GalleryPage, screenshot_path

PREVIEW = "checkout-slider"

# The WCAG contrast of each text element of the panel against the first opaque background behind
# it, as the browser computed their colours (rgb() or rgba(); a translucent background is composited
# over the one behind it).
PANEL_CONTRASTS = """
const parse = (value) => {
  const m = value.match(/rgba?\\(([^)]+)\\)/);
  if (!m) return null;
  const parts = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
  return {r: parts[0], g: parts[1], b: parts[2], a: parts.length > 3 ? parts[3] : 1};
};
const over = (top, bottom) => ({
  r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a),
  b: top.b * top.a + bottom.b * (1 - top.a), a: 1,
});
const background = (el) => {
  const layers = [];
  for (let node = el; node; node = node.parentElement) {
    const c = parse(getComputedStyle(node).backgroundColor);
    if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; }
  }
  let result = {r: 255, g: 255, b: 255, a: 1};
  if (layers.length && layers[layers.length - 1].a >= 1) result = layers.pop();
  while (layers.length) result = over(layers.pop(), result);
  return result;
};
const luminance = (c) => {
  const f = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
};
const panel = arguments[0];
const found = [];
for (const el of [panel, ...panel.querySelectorAll('*')]) {
  const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  if (!own) continue;
  const bg = background(el);
  const fg = over(parse(getComputedStyle(el).color), bg);
  const [a, b] = [luminance(fg), luminance(bg)];
  found.push({text: el.textContent.trim().slice(0, 40), ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)});
}
return found;
"""


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class AccessibilityPanelInTheBrowser(GalleryPage, unittest.TestCase):
    def setUp(self):
        Browser.driver.get(Browser.base_url + f"/previews/{PREVIEW}")
        self.wait_until_ready()
        self.reset(PREVIEW)
        Browser.driver.get(Browser.base_url + f"/previews/{PREVIEW}")
        self.wait_until_ready()

    def tearDown(self):
        self.set_color_scheme(None)
        self.assertEqual(self.page_errors(), [])

    def panel(self):
        return self.section(PREVIEW).find_element(By.CSS_SELECTOR, "[data-audit]")

    def items(self, kind):
        return [
            (item.get_attribute("data-scheme"), item.get_attribute("data-passes"), item.text)
            for item in self.panel().find_elements(By.CSS_SELECTOR, f"li[data-kind='{kind}']")
        ]

    def test_the_panel_says_swipe_to_buy_fails_in_dark_with_its_ratio(self):
        heading = self.panel().find_element(By.CSS_SELECTOR, "h3").text
        self.assertEqual(heading.lower(), "accessibility")
        contrast = self.items("contrast")
        dark = [item for item in contrast if item[0] == "dark" and "Swipe to buy" in item[2]]
        light = [item for item in contrast if item[0] == "light" and "Swipe to buy" in item[2]]
        self.assertEqual(len(dark), 1, contrast)
        self.assertEqual(dark[0][1], "false")
        self.assertIn("Fail", dark[0][2])
        self.assertIn("1.41:1", dark[0][2])
        self.assertIn("#FFFFFF", dark[0][2])
        self.assertIn("#FFD60A", dark[0][2])
        self.assertEqual(len(light), 1, contrast)
        self.assertEqual(light[0][1], "true")
        self.assertIn("13.88:1", light[0][2])
        targets = self.items("target")
        self.assertEqual([passes for _, passes, _ in targets], ["true"], targets)
        self.assertIn("292 × 28 px", targets[0][2])
        keyboard = self.items("keyboard")
        self.assertEqual([passes for _, passes, _ in keyboard], ["true"], keyboard)
        self.assertIn("ArrowRight", keyboard[0][2])
        swatches = self.panel().find_elements(By.CSS_SELECTOR, "li[data-scheme='dark'] .sg-swatch")
        colors = [s.value_of_css_property("background-color") for s in swatches]
        self.assertEqual(colors, ["rgba(255, 255, 255, 1)", "rgba(255, 214, 10, 1)"])

    def test_the_panels_own_text_passes_aa_in_light_and_dark(self):
        for scheme in ["light", "dark"]:
            self.set_color_scheme(scheme)
            self.wait_idle()  # the scheme's environment event, and the panel it refreshes
            WebDriverWait(Browser.driver, 10).until(lambda d: self.panel().is_displayed())
            panel = self.panel()
            Browser.driver.execute_script("arguments[0].scrollIntoView()", panel)
            panel.screenshot(str(screenshot_path(f"audit-panel-{scheme}.png")))
            contrasts = Browser.driver.execute_script(PANEL_CONTRASTS, panel)
            self.assertGreater(len(contrasts), 10)
            failing = [c for c in contrasts if c["ratio"] < 4.5]
            self.assertEqual(failing, [], f"{scheme}: panel text under 4.5:1")

    def test_the_panel_follows_the_previews_state(self):
        slider = self.target(PREVIEW, "key")
        slider.send_keys(Keys.END)
        self.wait_idle()
        self.assertEqual(self.state(PREVIEW).get("didCheckout"), True)
        WebDriverWait(Browser.driver, 10).until(
            lambda d: any("Thank you for purchasing!" in text for _, _, text in self.items("contrast")),
            "the panel did not follow the checkout",
        )
        self.assertFalse(any("Swipe to buy" in text for _, _, text in self.items("contrast")))
        self.assertEqual(self.items("target"), [])


if __name__ == "__main__":
    sys.exit(not unittest.main(exit=False).result.wasSuccessful())
