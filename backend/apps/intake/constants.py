"""User-facing messages of apps.intake (archives and compressed files of every format, `containers.py`); tests
import them rather than repeating the text."""

ZIP_UNSAFE_PATH = "Skipped {name}: its path leaves the archive."
ENTRY_NUL_NAME = "Skipped {name}: its name holds a NUL byte (shown as \ufffd), which no file name may hold."
ZIP_TOO_BIG = "Skipped {name}: it unpacks to more than the per-file limit of {limit} bytes."
ZIP_TOTAL = "The archive unpacks to more than {limit} bytes in total; the rest was skipped."
ZIP_RATIO = "Skipped {name}: it expands {ratio}x, which looks like a zip bomb."
ARCHIVE_TOO_MANY = "The upload holds more than {limit} entries (nested archives included); nothing more was read."
ARCHIVE_BROKEN = "The archive cannot be read: {error}"
ARCHIVE_RATIO = ("Stopped: the archive expands {ratio}x its compressed size (the limit is {limit}x), which looks "
                 "like a bomb; the rest was not read.")
ARCHIVE_LINK = "Skipped {name}: it is a link, and links are not followed."
ARCHIVE_SPECIAL = "Skipped {name}: it is not a regular file."
ARCHIVE_NESTED_TOO_DEEP = "Skipped {name}: an archive nested two levels deep; one level of nesting is read."
ENTRY_ENCRYPTED = "Skipped {name}: it is encrypted; upload it without a password."
ENTRY_METHOD = "Skipped {name}: it is compressed with {method}, which cannot be read; re-create the zip with Deflate."
# {error}: what a reader found, in words (containers._reason), never the exception's own text
ENTRY_UNSUPPORTED = "Skipped {name}: {error}."
ENTRY_DAMAGED = "Skipped {name}: {error}."
COMPRESSED_DAMAGED = "{name} cannot be decompressed: {error}"
COMPRESSED_CUT_SHORT = ("{name} is cut short (it ends inside its compressed data, as an interrupted download or "
                        "copy does): the first {size:,} bytes of its content were read.")
# {error}: the kind of the exception, never its text
ARCHIVE_STOPPED = "Unpacking stopped on an unexpected error ({error}); the entries listed were read before it."

# Uploads (uploads.py), whichever app takes them
NO_FILES = "Attach at least one file (multipart field 'files')."
TOO_MANY_FILES = "At most {limit} files can be uploaded at once."
FILE_TOO_LARGE = "{name} is {size} bytes; the limit is {limit} bytes."
