#!/usr/bin/python3
"""Real-browser test of a session moving between gallery processes (issue 31): with sessions in
Redis, another process holds the session's lease for a moment (as after a `kill -9`, until the
dead process's lease lapses), the page's event gets 503 with Retry-After, and gallery.js sends the
same event again (same seq) until it is applied: the user sees one slower change, no error.

    /usr/bin/python3 Tests/Browser/test_failover_retry.py
"""

import re
import shutil
import subprocess
import tempfile
import time
import unittest
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from gallery_browser import ROOT, Browser, GalleryPage, GalleryServer, answers, free_port, make_driver

PREVIEW = "default-slider"


class RedisGallery:
    """A redis-server and a gallery keeping its sessions there, both on free loopback ports."""

    def __init__(self):
        self.folder = Path(tempfile.mkdtemp(prefix="stylegallery-failover-browser-"))
        self.redis_port = free_port()
        redis = shutil.which("redis-server")
        if redis is None:
            raise RuntimeError("redis-server is missing: scripts/install-test-deps.sh installs it")
        self.redis = subprocess.Popen(
            [redis, "--port", str(self.redis_port), "--bind", "127.0.0.1", "--dir", str(self.folder),
             "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while self.cli("PING") != "PONG":
            if time.monotonic() > deadline:
                raise RuntimeError("redis-server did not answer PING")
            time.sleep(0.1)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = open(self.folder / "gallery.log", "w")
        self.gallery = subprocess.Popen(
            [str(GalleryServer.find_binary()), "--port", str(self.port), "--state-dir", "",
             "--state-store", f"redis://127.0.0.1:{self.redis_port}"],
            cwd=ROOT, stdout=self.log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while not answers(self.url + "/readyz"):
            if time.monotonic() > deadline or self.gallery.poll() is not None:
                raise RuntimeError(f"the gallery did not become ready:\n{self.output()}")
            time.sleep(0.2)

    def cli(self, *arguments):
        result = subprocess.run(
            ["redis-cli", "-p", str(self.redis_port), *arguments], capture_output=True, text=True, check=False)
        return result.stdout.strip()

    def output(self):
        self.log.flush()
        return (self.folder / "gallery.log").read_text(errors="replace")

    def stop(self):
        self.gallery.terminate()
        self.gallery.wait(timeout=15)
        self.redis.terminate()
        self.redis.wait(timeout=15)
        self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)


def setUpModule():
    global cluster
    cluster = RedisGallery()
    Browser.base_url = cluster.url
    Browser.driver = make_driver()


def tearDownModule():
    Browser.driver.quit()
    Browser.driver = None
    cluster.stop()


class SessionMovesBetweenProcesses(GalleryPage, unittest.TestCase):
    def test_event_retried_until_its_session_is_free(self):
        Browser.driver.get(f"{Browser.base_url}/previews/{PREVIEW}")
        self.wait_until_ready()
        slider = self.target(PREVIEW, "key")
        Browser.driver.execute_script("arguments[0].focus()", slider)
        ActionChains(Browser.driver).send_keys(Keys.HOME).perform()
        self.wait_idle()
        self.assertEqual(self.state(PREVIEW)["value"], 0)
        cookie = Browser.driver.get_cookie("sg_session")["value"]
        self.assertIsNotNone(re.fullmatch(r"[0-9a-f]{32}", cookie))
        # Another process takes the session for 2.5 s, as a process killed with -9 holds it until
        # its lease lapses.
        self.assertEqual(self.cli_set_lease(cookie, 2500), "OK")
        started = time.monotonic()
        ActionChains(Browser.driver).send_keys(Keys.END).perform()
        self.wait_idle()
        elapsed = time.monotonic() - started
        self.assertEqual(self.state(PREVIEW)["value"], 1, "the event was applied in the end")
        self.assertEqual(self.error_text(PREVIEW), "", "no error was shown")
        self.assertGreaterEqual(elapsed, 1.0, "it waited for the session")
        self.assertLess(elapsed, 12, "one slower change, not a stuck page")
        log = cluster.output()
        self.assertRegex(log, r'"POST /api/v1/previews/default-slider/events HTTP/1.1" 503', "the server refused it first")
        self.assertEqual(self.page_errors(), [])
        # The session is where the store has it: the same seq and value after a reload.
        Browser.driver.refresh()
        self.wait_until_ready()
        self.assertEqual(self.state(PREVIEW)["value"], 1)
        self.assertEqual(Browser.driver.get_cookie("sg_session")["value"], cookie, "the same session")

    def cli_set_lease(self, cookie, milliseconds):
        return cluster.cli("SET", f"sg:{{{cookie}}}:lease", "another-process", "PX", str(milliseconds))


if __name__ == "__main__":
    unittest.main()
