#!/usr/bin/python3
"""Real-browser test of minimal replies (issue 8): while a slider is dragged, gallery.js asks for
`Prefer: return=minimal`, the server answers each move with a patch of the markup the page holds,
and the page ends up drawing exactly the server's markup.

    /usr/bin/python3 Tests/Browser/test_patch.py            # starts the built server itself
    GALLERY_URL=http://127.0.0.1:8080 /usr/bin/python3 Tests/Browser/test_patch.py
"""

import sys
import unittest

from selenium.webdriver.common.by import By

from gallery_browser import Browser, GalleryPage

PREVIEW = "better-slider"

# Collects every exchange of the preview (what was sent, the status, which of html/patch came back).
RECORD = """
const section = document.querySelector(`section.sg-preview[data-preview='${arguments[0]}']`);
window.sgExchanges = [];
section.addEventListener('sg:exchange', (event) => {
  const { kind, status, reply } = event.detail;
  window.sgExchanges.push({
    kind, status, seq: reply && reply.seq, patch: !!(reply && reply.patch),
    targets: !!(reply && reply.targets),
  });
});
"""

# Whether the stage draws the server's markup: the snapshot's html parsed, against the live canvas.
SAME_AS_SERVER = """
const [id, done] = [arguments[0], arguments[arguments.length - 1]];
fetch(`/api/v1/previews/${id}`, { credentials: 'same-origin' }).then((r) => r.json()).then((snapshot) => {
  const template = document.createElement('template');
  template.innerHTML = snapshot.html;
  const live = document.querySelector(`section.sg-preview[data-preview='${id}'] .sg-stage .sg-canvas`);
  done({ seq: snapshot.seq, equal: !!live && live.isEqualNode(template.content.firstElementChild) });
}, (error) => done({ error: String(error) }));
"""


def setUpModule():
    Browser.start()


def tearDownModule():
    Browser.stop()


class MinimalRepliesInTheBrowser(GalleryPage, unittest.TestCase):
    def setUp(self):
        Browser.driver.get(Browser.base_url + f"/previews/{PREVIEW}")
        self.wait_until_ready()
        self.reset(PREVIEW)

    def tearDown(self):
        self.assertEqual(self.page_errors(), [])
        self.assertEqual(self.error_text(PREVIEW), "")

    def test_a_drag_is_answered_with_patches_and_draws_the_servers_markup(self):
        Browser.driver.execute_script(RECORD, PREVIEW)
        track = self.target(PREVIEW)
        width = self.rect(track)["width"]
        self.drag(track, dx=round(width * 0.3), steps=8)
        self.drag(track, dx=-round(width * 0.35), steps=6)
        exchanges = Browser.driver.execute_script("return window.sgExchanges;")
        events = [e for e in exchanges if e["kind"] == "event"]
        self.assertTrue(all(e["status"] == 200 for e in events), exchanges)
        patched = [e for e in events if e["patch"]]
        self.assertGreaterEqual(len(patched), 4, f"few moves came back as patches: {exchanges}")
        self.assertFalse(any(e["targets"] for e in patched), "unchanged targets were sent again")
        # Every patch applied: a refused one (wrong hash) would have fetched the whole preview.
        resyncs = Browser.driver.execute_script(
            "return performance.getEntriesByType('resource')"
            ".filter((e) => new URL(e.name).pathname === `/api/v1/previews/${arguments[0]}`).length;", PREVIEW)
        self.assertEqual(resyncs, 0, "gallery.js refused a patch and fetched the whole preview")
        result = Browser.driver.execute_async_script(SAME_AS_SERVER, PREVIEW)
        self.assertNotIn("error", result)
        self.assertEqual(result["seq"], events[-1]["seq"])
        self.assertTrue(result["equal"], "the page's canvas differs from the server's markup")
        self.assertNotEqual(self.state(PREVIEW).get("value"), 0.5, "the drags did not move the slider")

    def test_keys_after_a_drag_stay_in_step_with_the_server(self):
        track = self.target(PREVIEW)
        self.drag(track, dx=40, steps=4)
        track = self.target(PREVIEW)
        # Focus by a click on the thumb: as in SwiftUI, only what is drawn in the target is hit,
        # and after the drag the middle of the track is the fill, outside the target.
        track.find_element(By.CSS_SELECTOR, "svg").click()
        self.wait_idle()
        self.assertEqual(Browser.driver.switch_to.active_element, track)
        for _ in range(3):
            track.send_keys("\ue014")  # ArrowRight
            self.wait_idle()
        result = Browser.driver.execute_async_script(SAME_AS_SERVER, PREVIEW)
        self.assertTrue(result.get("equal"), result)
        aria = self.target(PREVIEW).get_attribute("aria-valuenow")
        self.assertEqual(float(aria), round(self.state(PREVIEW)["value"], 3))


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False, verbosity=2).result.wasSuccessful() else 1)
