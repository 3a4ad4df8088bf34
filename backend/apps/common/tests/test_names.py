from apps.common.names import download_slug


def test_download_names_are_cut_between_words():
    title = "Z10 2 LPARs, HiperSockets, ASM (shared servers)"
    assert download_slug(title, 30) == "z10-2-lpars-hipersockets-asm"
    assert download_slug(title, 200) == "z10-2-lpars-hipersockets-asm-shared-servers"
    for limit in range(3, 60):
        slug = download_slug(title, limit)
        assert len(slug) <= limit
        assert all(word in title.lower().replace(",", " ").replace("(", " ").replace(")", " ").split()
                   for word in slug.split("-"))
    assert download_slug("Übersicht!!", 40) == "ubersicht"
    assert download_slug("   ", 40) == "plan"
    assert download_slug("---", 40, fallback="report") == "report"
    assert download_slug("supercalifragilistic", 5) == "super"
