#: How a path (a document leaf, a bundle file) changed between two versions.
DIFF_CHANGES = ("added", "removed", "changed")
