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


def test_download_names_leave_out_a_phrase_that_does_not_fit_whole():
    title = "Study 002: users carried from 1 to 10 nodes (500 users per node)"
    assert download_slug(title, 60, fallback="report") == "study-002-users-carried-from-1-to-10-nodes"
    whole = "study-002-users-carried-from-1-to-10-nodes-500-users-per-node"
    assert download_slug(title, 80, fallback="report") == whole
    # a first phrase too long for the limit is cut between words
    assert download_slug(title, 12) == "study-002"
    assert download_slug("One long title without any punctuation at all", 20) == "one-long-title"
