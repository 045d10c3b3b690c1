#!/usr/bin/python3
"""Real-browser test of matched geometry (issue 27): choosing a segment of the matched-geometry
preview slides its selection pill from the old segment to the new one, through the places between,
instead of jumping; under reduced motion it jumps.

    /usr/bin/python3 Tests/Browser/test_matched.py            # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_matched.py
"""

import sys
import unittest

from selenium.webdriver.common.by import By

from gallery_browser import Browser, GalleryPage

PREVIEW = "matched-geometry"

# Clicks the segment named arguments[1] of preview arguments[0] the way a mouse does (pointer
# events, then click), then samples the pill's left edge (relative to the stage) on every frame
# for 900 ms, from before the reply comes back.
SLIDE = """
const [id, name, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
const section = document.querySelector(`section.sg-preview[data-preview='${id}']`);
const stage = section.querySelector('.sg-stage');
const segment = [...section.querySelectorAll("[data-target][role='button']")].find((b) => b.textContent.trim() === name);
const left = () => {
  const pill = stage.querySelector('[data-match]');
  return pill ? pill.getBoundingClientRect().left - stage.getBoundingClientRect().left : null;
};
const samples = [left()];
const box = segment.getBoundingClientRect();
const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, bubbles: true, pointerId: 1, isPrimary: true, button: 0 };
const started = performance.now();
segment.dispatchEvent(new PointerEvent('pointerdown', at));
segment.dispatchEvent(new PointerEvent('pointerup', at));
segment.dispatchEvent(new MouseEvent('click', at));
const tick = () => {
  samples.push(left());
  if (performance.now() - started < 900) requestAnimationFrame(tick); else done(samples);
};
requestAnimationFrame(tick);
"""


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class MatchedGeometryInTheBrowser(GalleryPage, unittest.TestCase):
    def setUp(self):
        Browser.driver.get(Browser.base_url + f"/previews/{PREVIEW}")
        self.wait_until_ready()
        self.reset(PREVIEW)

    def tearDown(self):
        self.set_reduced_motion(False)
        self.assertEqual(self.page_errors(), [])
        self.assertEqual(self.error_text(PREVIEW), "")

    def set_reduced_motion(self, on):
        features = [{"name": "prefers-reduced-motion", "value": "reduce"}] if on else []
        Browser.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})

    def slide(self, name):
        samples = Browser.driver.execute_async_script(SLIDE, PREVIEW, name)
        self.wait_idle()
        return [s for s in samples if s is not None]

    def segment_left(self, name):
        section = self.section(PREVIEW)
        stage = self.rect(section.find_element(By.CSS_SELECTOR, ".sg-stage"))
        for button in section.find_elements(By.CSS_SELECTOR, "[data-target][role='button']"):
            if button.text.strip() == name:
                return self.rect(button)["left"] - stage["left"]
        self.fail(f"no segment {name}")

    def test_the_pill_slides_through_the_places_between(self):
        start, end = self.segment_left("Day"), self.segment_left("Month")
        self.assertGreater(end - start, 100)
        samples = self.slide("Month")
        self.assertEqual(self.state(PREVIEW)["selected"], 2)
        self.assertAlmostEqual(samples[0], start, delta=1)
        self.assertAlmostEqual(samples[-1], end, delta=1, msg=samples)
        between = [s for s in samples if start + 10 < s < end - 10]
        self.assertGreaterEqual(len(between), 3, f"the pill jumped: {samples}")

    def test_under_reduced_motion_the_pill_jumps(self):
        self.set_reduced_motion(True)
        start, end = self.segment_left("Day"), self.segment_left("Week")
        samples = self.slide("Week")
        self.assertEqual(self.state(PREVIEW)["selected"], 1)
        self.assertAlmostEqual(samples[-1], end, delta=1)
        self.assertEqual([s for s in samples if start + 5 < s < end - 5], [], samples)


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False, verbosity=2).result.wasSuccessful() else 1)
