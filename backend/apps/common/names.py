"""Names of downloaded files, made from titles people typed."""

from __future__ import annotations

import re
import unicodedata


def download_slug(text: str, limit: int = 40, fallback: str = "plan") -> str:
    """`text` as lower-case words joined by hyphens, at most `limit` characters, cut between words, never inside one.

    "Z10 2 LPARs, HiperSockets, ASM (shared servers)" with limit 30 is "z10-2-lpars-hipersockets-asm". A first word
    longer than `limit` is the one case that is cut, as nothing shorter would name the file.
    """
    # Accents are dropped rather than the letters that carry them ("Übersicht" is "ubersicht", not "bersicht"): the
    # header's filename is ASCII.
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    words = re.findall(r"[a-z0-9]+", ascii_text.lower())
    out = ""
    for word in words:
        candidate = f"{out}-{word}" if out else word
        if len(candidate) > limit:
            break
        out = candidate
    if not out and words:
        out = words[0][:limit]
    return out or fallback
