"""User-facing messages of apps.plans; tests import them rather than repeating the text."""

VERSION_CONFLICT = "Version {latest} was saved by {author} after the version you started from ({base})."
UNKNOWN_REFERENCE = "There is no reference plan named '{name}'."
NAME_TAKEN = "A plan with this name already exists in the project."
NAME_CHARACTERS = ("A plan name is one line of text without control characters, Unicode direction marks or the "
                   "template markers {{, {% and {# (the name is written into every file of the plan's bundle).")
DOCUMENT_OR_REFERENCE = "Give either a document or a reference plan, not both."
UNKNOWN_VERSION = "Version {number} does not exist."
ARCHIVED = "This plan is archived; restore it before saving."
BAD_YAML = "The YAML could not be read: {error}"
ORDERING_UNKNOWN = "Order by one of: {names}."
