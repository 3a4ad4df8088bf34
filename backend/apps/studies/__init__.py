"""The studies' vocabulary in one place: study ids, the citation type, named sections and named values.

A pure package (no models, no Django app): ``citation`` holds the study ids, ``Cite`` and ``Measured``;
``sections`` the study sections cited by name; ``values`` every value a study gives that the topology defaults, the
rule catalogue or the bundle renderer use; ``seeds`` finds the study files and checks a cited heading against them.
"""

from .citation import S000, S001, S002, S003, S004, STUDIES, Cite, Measured

__all__ = ["S000", "S001", "S002", "S003", "S004", "STUDIES", "Cite", "Measured"]
