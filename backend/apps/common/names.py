"""Names of downloaded files, made from titles people typed."""

from __future__ import annotations

import re
import unicodedata

#: Where a title's phrases end: a name is cut at one of these before it is cut between words.
_PHRASE_END = re.compile(r"[,:;()\[\]/|\u2013\u2014]+|\s-\s")


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text)


def download_slug(text: str, limit: int = 40, fallback: str = "plan") -> str:
    """`text` as lower-case words joined by hyphens, at most `limit` characters, cut after a whole phrase where
    one fits, else between words, never inside one.

    "Study 002: users carried from 1 to 10 nodes (500 users per node)" with limit 60 is
    "study-002-users-carried-from-1-to-10-nodes": the parenthesis does not fit whole, so it is left out rather than
    cut to "500-users-per". "Z10 2 LPARs, HiperSockets, ASM (shared servers)" with limit 30 is
    "z10-2-lpars-hipersockets-asm". A first phrase longer than `limit` is cut between words; a first word longer
    than `limit` is the one case that is cut, as nothing shorter would name the file.
    """
    # Accents are dropped rather than the letters that carry them ("Übersicht" is "ubersicht", not "bersicht"): the
    # header's filename is ASCII.
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    phrases = [w for w in (_words(p) for p in _PHRASE_END.split(ascii_text)) if w]
    out = ""
    for phrase in phrases:
        candidate = "-".join([out, *phrase]) if out else "-".join(phrase)
        if len(candidate) > limit:
            break
        out = candidate
    if out:
        return out
    words = _words(ascii_text)
    for word in words:
        candidate = f"{out}-{word}" if out else word
        if len(candidate) > limit:
            break
        out = candidate
    if not out and words:
        out = words[0][:limit]
    return out or fallback
