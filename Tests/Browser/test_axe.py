#!/usr/bin/python3
"""axe-core (issue 30) on every page type of the gallery: zero violations of WCAG 2.x A and AA and
axe's best practices in the chrome (the previews' own drawing, `.sg-stage`, left out: see
axe_support.py).

Every page type: the index (and its search matching nothing), a preview's page, the matrix, embed mode, the HTML error pages (an
unknown preview, a bad `embed`, a bad matrix, a refused form post) and the static export's pages
(`gallery export DIR`, opened from disk). Each live page is audited with JavaScript on and off (one
driver each, one gallery), each in every combination of light and dark (the system's scheme,
emulated, with JavaScript; the toolbar's `colorScheme=dark` without), left to right and right to
left, and the default and a large Dynamic Type size (`accessibility3`). A violation is printed with
its rule, impact, target and summary.

    scripts/install-test-deps.sh                  # puts axe.min.js in .build/test-tools/axe/
    /usr/bin/python3 Tests/Browser/test_axe.py    # uses the built binary (see gallery_browser)
"""

import itertools
import shutil
import unittest
import urllib.parse

from selenium.webdriver.support.ui import WebDriverWait

from axe_support import audit, axe_source, describe
from gallery_browser import Browser, export_site, make_driver

# The environments a live page is audited in with JavaScript on (True) and off (False): (name,
# query, the system's scheme), every combination of light and dark, left to right and right to
# left, the default and a large Dynamic Type size. Dark comes from the system with JavaScript and
# from the toolbar's query without, so that both ways of choosing it are audited.
def environments(javascript):
    found = []
    for scheme, direction, size in itertools.product(("light", "dark"), ("leftToRight", "rightToLeft"),
                                                     (None, "accessibility3")):
        query = {}
        if scheme == "dark" and not javascript:
            query["colorScheme"] = "dark"
        if direction == "rightToLeft":
            query["layoutDirection"] = direction
        if size:
            query["dynamicTypeSize"] = size
        dark = ("the system's dark" if javascript else "the toolbar's dark") if scheme == "dark" else "light"
        name = ", ".join([dark, "right to left" if direction == "rightToLeft" else "left to right"] + ([size] if size else []))
        found.append((name, query, scheme if javascript else "light"))
    return found


ENVIRONMENTS = {True: environments(True), False: environments(False)}

DRIVERS = {}  # JavaScript on (True) and off (False): a headless Chromium each
EXPORT = {}


def setUpModule():
    axe_source()  # a missing axe.min.js fails the run here, before anything starts
    Browser.start()
    DRIVERS[True] = Browser.driver
    DRIVERS[False] = make_driver(javascript=False)
    for driver in DRIVERS.values():
        driver.set_script_timeout(120)
    EXPORT["folder"], _ = export_site("stylegallery-axe-export-")


def tearDownModule():
    if DRIVERS.get(False) is not None:
        DRIVERS.pop(False).quit()
    Browser.stop()
    if "folder" in EXPORT:
        shutil.rmtree(EXPORT["folder"].parent, ignore_errors=True)


def live(path, query):
    """The gallery's URL of `path` with `query` added to its own."""
    if not query:
        return Browser.base_url + path
    return Browser.base_url + path + ("&" if "?" in path else "?") + urllib.parse.urlencode(query)


class AxeFindsNothing(unittest.TestCase):
    def setUp(self):
        self.failures = []

    def tearDown(self):
        for driver in DRIVERS.values():
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

    def load(self, driver, url, scheme, javascript):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        driver.get(url)
        self.settle(driver, javascript)

    def settle(self, driver, javascript):
        """Waits for the page, and with JavaScript for gallery.js to have done its requests."""
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
        if javascript and driver.execute_script("return !!(window.styleGallery && window.styleGallery.idle)"):
            driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "window.styleGallery.idle().then(() => done(true), () => done(false));"
            )

    def audit(self, driver, label, javascript):
        # What a fold holds is audited too: every <details> open (a matrix cell's inspector, the
        # setup events, the curl script).
        driver.execute_script("document.querySelectorAll('details').forEach((d) => { d.open = true; });")
        violations = audit(driver, page_scripts=javascript)
        if violations:
            self.failures.append(f"{label} (JavaScript {'on' if javascript else 'off'}):\n{describe(violations)}")

    def audit_live(self, path):
        for javascript, driver in DRIVERS.items():
            for name, query, scheme in ENVIRONMENTS[javascript]:
                self.load(driver, live(path, query), scheme, javascript)
                self.audit(driver, f"{path} in {name}", javascript)

    def assert_none(self):
        if self.failures:
            report = "\n".join(self.failures)
            print(f"\naxe-core violations:\n{report}")
            self.fail(f"axe-core found violations:\n{report}")

    def test_index(self):
        self.audit_live("/")
        self.audit_live("/?q=no-such-preview")  # the message that nothing matches, in place of the cards
        self.assert_none()

    def test_preview_page(self):
        self.audit_live("/previews/checkout-slider")
        self.assert_none()

    def test_a_card_showing_a_refused_event(self):
        """The card's error and the log's error entry (a text over the API's bound, which the server
        refuses with 422), in light and dark."""
        driver = DRIVERS[True]
        for name, query, scheme in ENVIRONMENTS[True]:
            self.load(driver, live("/previews/text-field-styles", query), scheme, True)
            driver.execute_script(
                "const field = document.querySelector('.sg-stage input[data-target][data-gestures~=input]');"
                "field.value = 'x'.repeat(10001);"
                "field.dispatchEvent(new Event('input', {bubbles: true}));")
            self.settle(driver, True)
            WebDriverWait(driver, 10).until(lambda d: d.execute_script(
                "return !!document.querySelector('.sg-log-error') && document.querySelector('[data-error]').textContent.trim() !== ''"),
                "the refused input left no error in the log and on the card")
            self.audit(driver, f"a refused input's error in {name}", True)
        self.assert_none()

    def test_matrix_page(self):
        self.audit_live("/matrix?control=slider")
        # Every other control's matrix once, each in another of the environments, in turn.
        driver = DRIVERS[True]
        driver.get(live("/matrix?control=slider", {}))
        kinds = driver.execute_script(
            "return Array.from(document.querySelectorAll('a[href*=\"/matrix?control=\"]'), (a) => a.href)"
            ".map((href) => new URL(href).searchParams.get('control')).filter((k, i, all) => all.indexOf(k) === i)")
        others = [kind for kind in kinds if kind != "slider"]
        self.assertGreaterEqual(len(others), 10, f"the matrix links to the other controls: {kinds}")
        for index, kind in enumerate(others):
            javascript = index % 2 == 0
            name, query, scheme = ENVIRONMENTS[javascript][index % len(ENVIRONMENTS[javascript])]
            self.load(DRIVERS[javascript], live(f"/matrix?control={kind}", query), scheme, javascript)
            self.audit(DRIVERS[javascript], f"/matrix?control={kind} in {name}", javascript)
        self.assert_none()

    def test_embed_page(self):
        self.audit_live("/previews/checkout-slider?embed=1")
        self.assert_none()

    def test_error_pages(self):
        for path in ("/previews/no-such-preview", "/previews/checkout-slider?embed=2", "/matrix?control=no-such-kind"):
            self.audit_live(path)
        # A form post the gallery refuses (a target the preview does not have) gets an HTML page too.
        for javascript, driver in DRIVERS.items():
            for name, query, scheme in ENVIRONMENTS[javascript]:
                self.load(driver, live("/previews/checkout-slider", query), scheme, javascript)
                driver.execute_script(
                    "const form = document.createElement('form');"
                    "form.method = 'post';"
                    "form.innerHTML = '<input type=hidden name=tap value=no-such-target>';"
                    "document.body.append(form);"
                    "form.submit();"
                )
                WebDriverWait(driver, 10).until(lambda d: "Back to the gallery" in d.page_source)
                self.settle(driver, javascript)
                self.audit(driver, f"the refused form post's page in {name}", javascript)
        self.assert_none()

    def test_static_export(self):
        folder = EXPORT["folder"]
        variant = next((folder / "previews" / "checkout-slider").glob("dark-rtl-*.html"))
        pages = [folder / "index.html", folder / "previews" / "checkout-slider.html", variant, folder / "matrix.html"]
        # In the system's light and dark, with JavaScript and without (the variant's page is dark and
        # right to left whatever the system's scheme).
        for (javascript, driver), scheme in itertools.product(DRIVERS.items(), ("light", "dark")):
            for page in pages:
                self.load(driver, page.as_uri(), scheme, javascript)
                self.audit(driver, f"export {page.relative_to(folder)} in the system's {scheme}", javascript)
        self.assert_none()


if __name__ == "__main__":
    unittest.main(verbosity=2)
