"""A phone in a real browser for the tests (issue 16): Debian's Chromium, headless, at a
phone's size (390×844), driven through Debian's chromedriver; no browser download.

Import it after ``require_browser()``: on a machine without them the test module is
skipped, except in CI, where ``build/dev test`` installs them and a missing one is a
fault."""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Iterator

import pytest

CHROMIUM = shutil.which("chromium")
DRIVER = shutil.which("chromedriver")


def require_browser() -> None:
    """Skip the calling test module when the browser or its driver is missing."""
    if CHROMIUM and DRIVER:
        return
    if os.environ.get("CI") == "true":
        raise RuntimeError("chromium and chromium-driver are not installed")
    pytest.skip(
        "needs Debian's chromium and chromium-driver (build/dev test installs them)",
        allow_module_level=True,
    )


require_browser()

from selenium import webdriver  # noqa: E402  (only where the browser is there)
from selenium.common.exceptions import StaleElementReferenceException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


@contextlib.contextmanager
def chrome() -> Iterator[webdriver.Chrome]:
    """A phone set to Japanese (what Accept-Language says), with a profile of its own:
    two of them are two devices."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM or ""
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=390,844",
        "--lang=ja",
    ):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": "ja,en-US;q=0.5"})
    driver = webdriver.Chrome(service=Service(DRIVER or ""), options=options)
    driver.set_page_load_timeout(20)
    # Headless Chromium keeps its window at least 500 px wide whatever --window-size says:
    # set again, the page is laid out 390 px wide, as on the phone.
    # The resize reaches the page a moment later: on a loaded machine the first look
    # still saw 500 px, so wait for it (bounded) rather than look once.
    driver.set_window_size(390, 844)
    try:
        WebDriverWait(driver, 10, poll_frequency=0.05).until(
            lambda d: d.execute_script("return window.innerWidth") == 390,
            "the page is not laid out 390 px wide",
        )
        yield driver
    finally:
        driver.quit()


def wait(browser: webdriver.Chrome, seconds: float) -> WebDriverWait[webdriver.Chrome]:
    """A wait that looks again when the page was loaded anew under it (a live reload)."""
    return WebDriverWait(
        browser, seconds, poll_frequency=0.05, ignored_exceptions=(StaleElementReferenceException,)
    )
