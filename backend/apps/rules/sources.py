"""Moved to ``apps.studies.seeds``; this name stays only for the comparisons tests that still import it."""

from apps.studies.seeds import section_exists

__all__ = ["section_exists"]
