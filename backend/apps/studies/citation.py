"""The studies and the one citation type: a study file, a section heading as printed there, an optional detail.

A study is named by its file name in ``shared/seeds``. ``Cite`` points at one of its sections; ``Measured`` is a
number or setting a study gives, together with the section that gives it, so a rule, a default and a rendered line
that use the value can also name where it comes from.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Generic, TypeVar

S000 = "000_f661c8a8ade0fc72.txt"  # RAC 10gR2 on two System z10 LPARs (SLES 10 SP2): network tuning and set-up
S001 = "001_32f7773a87080a35.txt"  # RAC 10g with IBM N series storage (RHEL 3, x86): six storage attachments
S002 = "002_8d457e80c2d4fbcc.txt"  # RAC 10g scalability from 1 to 10 nodes (RHEL 4, x86)
S003 = "003_b3b7110f2243d0ee.txt"  # x366 RAC: Gigabit Ethernet versus InfiniBand (RHEL 3, x86_64)
S004 = "004_b78c188c063b2127.txt"  # Oracle on z196 (SLES 11 SP1): ECKD versus FCP, multipath, HyperPAV
STUDIES: tuple[str, ...] = (S000, S001, S002, S003, S004)
#: What each study is, in a line (the generated documentation's titles).
TITLES: dict[str, str] = {
    S000: "Oracle RAC 10gR2 on two System z10 LPARs (SLES 10 SP2): set-up and network tuning",
    S001: "Oracle RAC 10g with IBM N series storage (RHEL 3, x86): six storage attachments",
    S002: "Oracle RAC 10g scalability from 1 to 10 nodes (RHEL 4, x86)",
    S003: "IBM eServer xSeries 366 and Oracle RAC 10g: Gigabit Ethernet versus InfiniBand (RHEL 3, x86_64)",
    S004: "Oracle on a z196 (SLES 11 SP1): ECKD versus FCP disks, multipath and HyperPAV",
}

T = TypeVar("T")


@dataclass(frozen=True, order=True)
class Cite:
    """A study section: the file name in ``shared/seeds`` and the heading exactly as the study prints it.

    ``detail`` narrows the citation inside the section (a table, a step); it is left out of ``as_dict`` when unset,
    so a citation without one serialises as ``{document, section}``.
    """

    document: str
    section: str
    detail: str | None = None

    def as_dict(self) -> dict[str, str]:
        out = {"document": self.document, "section": self.section}
        if self.detail is not None:
            out["detail"] = self.detail
        return out

    def at(self, detail: str) -> Cite:
        """The same section, narrowed to ``detail`` (a table, a step, a sub-heading)."""
        return replace(self, detail=detail)

    def label(self) -> str:
        """``file, "heading"``: how a rendered file's header and a sysctl note name the section."""
        return f'{self.document}, "{self.section}"'


@dataclass(frozen=True)
class Measured(Generic[T]):
    """A value a study gives (measured, used or required), with the section that gives it.

    ``note`` says in a sentence what the study says about the value; the topology's default provenance shows it.
    """

    value: T
    cite: Cite
    note: str = ""
