"""Printing a report's print view to PDF with the system's headless Chromium (driven by Playwright)."""

from __future__ import annotations

import functools
import logging
import os
import shutil
import subprocess
from collections.abc import Callable

from django.conf import settings

from apps.jobs.runner import JobError

CHROMIUM = "/usr/bin/chromium"
TIMEOUT_MS = 45_000
#: Paper sizes the PDF is laid out for, by name: (width, height) in millimetres.
PAPERS = {"A4": (210.0, 297.0), "Letter": (215.9, 279.4)}
MARGIN_MM = 12.0
#: The page is laid out at the narrowest printable width of the papers above (A4: 186 mm = 703 CSS px), so every
#: chart is drawn at the width it is printed at: nothing is cut at the right edge and no chart is scaled.
PRINT_WIDTH_PX = int(min(w for w, _ in PAPERS.values()) - 2 * MARGIN_MM) * 96 * 10 // 254
#: The print page sets this attribute once every chart has been drawn (or has failed with a visible message).
READY_SELECTOR = "[data-print-ready='true']"

logger = logging.getLogger(__name__)


@functools.cache
def user_namespaces_work() -> bool:
    """True when this process may create an unprivileged user namespace, which Chromium's sandbox relies on."""
    unshare = shutil.which("unshare")
    if unshare is None:
        return False
    try:
        probe = subprocess.run([unshare, "--user", "--map-root-user", "true"], capture_output=True, timeout=5)
    except (OSError, subprocess.SubprocessError):
        return False
    return probe.returncode == 0


def chromium_sandbox_enabled() -> bool:
    """Whether to keep Chromium's sandbox (setting CHROMIUM_SANDBOX: "auto", "on" or "off").

    "auto" keeps it wherever Chromium can run sandboxed: not as root (Chromium refuses to start sandboxed as root)
    and with unprivileged user namespaces (which container runtimes' default seccomp profiles often forbid).
    """
    mode = settings.CHROMIUM_SANDBOX
    if mode in ("on", "off"):
        return mode == "on"
    if os.geteuid() == 0:
        return False
    return user_namespaces_work()


def chromium_args() -> list[str]:
    args = ["--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
            "--disable-component-update", "--no-first-run"]
    if not chromium_sandbox_enabled():
        logger.warning("Chromium runs without its sandbox (root, or no user namespaces); see docs/architecture.md.")
        args.insert(0, "--no-sandbox")
    return args


def paper_size() -> str:
    """The configured paper (``RACPLAN_PDF_PAPER``: A4 or Letter; A4 when unset or unknown)."""
    wanted = str(getattr(settings, "RACPLAN_PDF_PAPER", "") or os.environ.get("RACPLAN_PDF_PAPER", "")
                 or "A4").strip().lower()
    return next((name for name in PAPERS if name.lower() == wanted), "A4")


def render_report_pdf(*, url: str, chart_count: int, report_progress: Callable[..., None]) -> bytes:
    """Open ``url`` in headless Chromium, wait until the page says it is ready and print it to PDF (A4 or Letter)."""
    try:
        from playwright.sync_api import Error as PlaywrightError
        from playwright.sync_api import sync_playwright
    except ImportError as exc:  # pragma: no cover - the dependency is pinned in requirements.txt
        raise JobError(f"Playwright is not installed: {exc}") from None
    executable = getattr(settings, "RACPLAN_CHROMIUM", CHROMIUM)
    # Playwright's sync API runs an event loop in this thread, and Django refuses database access while it is
    # running: progress is reported before and after the browser session, never inside it.
    report_progress(30, f"Printing the report with {chart_count} chart(s) in Chromium")
    failure: str | None = None
    try:
        with sync_playwright() as p:
            # chromium_sandbox=True stops Playwright from adding --no-sandbox itself; chromium_args decides.
            browser = p.chromium.launch(executable_path=executable, args=chromium_args(), chromium_sandbox=True)
            try:
                page = browser.new_page(viewport={"width": PRINT_WIDTH_PX, "height": 1000})
                page.emulate_media(media="print")
                page.goto(url, wait_until="domcontentloaded", timeout=TIMEOUT_MS)
                page.wait_for_selector(READY_SELECTOR, state="attached", timeout=TIMEOUT_MS)
                failure = page.get_attribute(READY_SELECTOR, "data-print-error")
                margin = f"{MARGIN_MM:g}mm"
                data = b"" if failure else page.pdf(
                    format=paper_size(), print_background=True,
                    margin={"top": margin, "bottom": margin, "left": margin, "right": margin})
            finally:
                browser.close()
    except PlaywrightError as exc:
        raise JobError(f"Chromium could not print the report: {str(exc).splitlines()[0]}") from None
    if failure:
        raise JobError(f"The print view reported an error: {failure}")
    report_progress(80, "Printed")
    return data
