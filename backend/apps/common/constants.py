"""Limits every app shares."""

#: The longest error text a row keeps (a job's, a bundle's, a run file's or an as-built file's and check's reason);
#: the rest is cut.
ERROR_MAX_LENGTH = 2000
