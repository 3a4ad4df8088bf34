"""Messages and names of apps.bundles; tests import them rather than repeating the text."""

JOB_KIND = "bundle.render"
FIELD_UNKNOWN = ("Not shown by the imported cluster's files and not chosen yet: choose it in the plan editor "
                 "before rendering a bundle.")
PLAN_HAS_ERRORS = ("This plan version has {count} error finding(s). Fix them, or set override_errors to render "
                   "the bundle anyway.")
NOT_READY = "The bundle is not ready yet (state: {state})."
FAILED = "The bundle could not be rendered: {error}"
UNKNOWN_FORMAT = "Unknown archive format; use zip or tar.gz."
NO_SUCH_FILE = "The bundle has no file {path!r}."
PATH_REQUIRED = "Give the file path with ?path=."
OTHER_REQUIRED = "Give the bundle to compare with as ?other=<id>."
