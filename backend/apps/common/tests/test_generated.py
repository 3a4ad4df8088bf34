import pytest

from apps.common.generated import GeneratedSection

BEGIN, END = "<!-- begin -->", "<!-- end -->"


def section(path, body):
    return GeneratedSection(path=path, begin=BEGIN, end=END, render=lambda: f"{BEGIN}\n{body}\n{END}")


def test_a_section_is_stale_until_written_and_the_text_around_it_is_kept(tmp_path):
    guide = tmp_path / "guide.md"
    guide.write_text(f"# Guide\n\nbefore\n{BEGIN}\nold list\n{END}\nafter\n", encoding="utf-8")
    current = section(guide, "new list")
    assert current.is_stale()
    assert current.write() == guide
    assert guide.read_text("utf-8") == f"# Guide\n\nbefore\n{BEGIN}\nnew list\n{END}\nafter\n"
    assert not current.is_stale()


def test_a_document_without_its_markers_is_refused_by_name(tmp_path):
    guide = tmp_path / "guide.md"
    guide.write_text(f"{END}\nno begin marker before the end one\n{BEGIN}\n", encoding="utf-8")
    with pytest.raises(ValueError, match="guide.md has no generated section"):
        section(guide, "x").is_stale()
