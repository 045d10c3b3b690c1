"""axe-core (Deque's accessibility engine) on the page a Selenium driver shows: the gallery's
chrome audited against WCAG 2.x A and AA and axe's best practices, the previews' own drawing left
out (their stage, `.sg-stage`, holds the engine's markup: each style is reported as it draws).

`axe.min.js` is the one scripts/install-test-deps.sh puts in `.build/test-tools/axe/` (or
`$STYLEGALLERY_TEST_TOOLS/axe/`); `$AXE_JS` names another copy. A missing file is an error, not
a skip. The script is injected with Selenium's `execute_script`, which works with the page's own
JavaScript turned off too (the driver's scripts are not the page's).
"""

import json
import os
from pathlib import Path

from gallery_browser import ROOT

# The rule sets audited: WCAG 2.0, 2.1 (A and AA), 2.2 (AA) and axe's best practices.
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

# What is not the gallery's chrome: the element that holds a preview's rendered markup
# (PreviewCard.swift's `<div class="sg-stage">`), in every card, embed and matrix cell.
PREVIEW_DRAWING = ".sg-stage"


def axe_path():
    """Where axe.min.js is: `$AXE_JS`, else the test tools' folder."""
    if os.environ.get("AXE_JS"):
        return Path(os.environ["AXE_JS"])
    tools = Path(os.environ.get("STYLEGALLERY_TEST_TOOLS", ROOT / ".build" / "test-tools"))
    return tools / "axe" / "axe.min.js"


_source = None


def axe_source():
    """The text of axe.min.js; raises with what to run when it is missing."""
    global _source
    if _source is None:
        path = axe_path()
        if not path.is_file():
            raise RuntimeError(f"{path} is missing: run scripts/install-test-deps.sh (it downloads axe-core)")
        _source = path.read_text()
        if "axe v4.12.1" not in _source[:200]:
            raise RuntimeError(f"{path} is not axe-core 4.12.1: run scripts/install-test-deps.sh")
    return _source


# With the page's JavaScript off, Chromium runs the driver's scripts and their promises but fires
# no timer: axe, which yields to the page with setTimeout between its checks, would never finish.
# On such a page (and only there) timers become microtasks, in the order they were set.
MICROTASK_TIMERS = """
    let next = 1;
    const cancelled = new Set();
    window.setTimeout = (callback, delay, ...args) => {
        const id = next++;
        Promise.resolve().then(() => { if (!cancelled.delete(id)) callback(...args); });
        return id;
    };
    window.clearTimeout = (id) => { cancelled.add(id); };
    window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(performance.now()));
    window.cancelAnimationFrame = window.clearTimeout;
"""


def audit(driver, exclude=(PREVIEW_DRAWING,), page_scripts=True):
    """axe-core's violations on the driver's current page, outside `exclude` (CSS selectors):
    a list of {"id", "impact", "help", "nodes": [{"target", "summary"}]}. `page_scripts=False`
    says the driver runs with JavaScript off (`make_driver(javascript=False)`)."""
    if not driver.execute_script("return typeof window.axe === 'object'"):
        if not page_scripts:
            driver.execute_script(MICROTASK_TIMERS)
        driver.execute_script(axe_source())
    answer = driver.execute_async_script(
        """
        const [exclude, tags, done] = arguments;
        axe.run({exclude: exclude.map((selector) => [selector])},
                {runOnly: {type: "tag", values: tags}, resultTypes: ["violations"]})
          .then((results) => done(JSON.stringify(results.violations.map((v) => ({
              id: v.id, impact: v.impact, help: v.help,
              nodes: v.nodes.map((n) => ({target: n.target, summary: n.failureSummary})),
          })))), (error) => done(JSON.stringify({error: String(error)})));
        """,
        list(exclude), TAGS,
    )
    result = json.loads(answer)
    if isinstance(result, dict):
        raise RuntimeError(f"axe.run failed: {result['error']}")
    return result


def describe(violations, limit=8):
    """One line per violation (rule id, impact, what it asks), then each node's target and
    summary (the first `limit` of them)."""
    lines = []
    for violation in violations:
        nodes = violation["nodes"]
        lines.append(f"  {violation['id']} ({violation['impact']}): {violation['help']} [{len(nodes)} nodes]")
        for node in nodes[:limit]:
            summary = " ".join(node["summary"].split())
            lines.append(f"    {' '.join(map(str, node['target']))}: {summary[:300]}")
        if len(nodes) > limit:
            lines.append(f"    … and {len(nodes) - limit} more")
    return "\n".join(lines)
