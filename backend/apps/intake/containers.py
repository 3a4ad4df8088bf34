"""Uploads that hold other files: single compressed files and archives, read under one set of safety limits.

Formats: ``zip``; ``tar`` plain or compressed (``tar.gz``/``tgz``, ``tar.bz2``, ``tar.xz``); single compressed files
(``gz``, ``bz2``, ``xz``). An archive may hold one more archive (one level of nesting); deeper ones are refused.

Every entry is copied through :func:`_copy_bounded`, which stops at the first byte past a limit, whatever the
archive's headers claim:

- the per-file limit (``RUNS_MAX_FILE_BYTES``);
- the expansion ratio (``RUNS_ZIP_MAX_RATIO``): an entry may grow to ``ratio x compressed size`` plus a small
  allowance (``RUNS_ARCHIVE_RATIO_ALLOWANCE``, so a tiny, very compressible file is not called a bomb). Zip entries
  are checked on their own compressed size; a compressed tar has no per-entry size, so everything read from it is
  checked against the size of the whole upload;
- the total expanded bytes of one upload, nested archives included (``RUNS_ZIP_MAX_TOTAL_BYTES``);
- the number of entries per upload, nested archives included (``RUNS_ZIP_MAX_ENTRIES``).

A caller that reads only some paths of an archive (a sosreport holds thousands of files, a few of them read) passes
``wanted``: the other file entries are neither copied nor counted as entries, only listed (``Entry.skipped``), up to
``SKIPPED_PER_ENTRY`` times the entry limit; in a compressed tar their bytes are still decompressed to reach the next
member, so they count towards the expansion ratio.

Paths that leave the archive (``..``, absolute, drive letters), names holding a NUL byte, links, devices, encrypted
entries and compression methods Python cannot read (Deflate64, for one) are refused entry by entry with a message;
the rest is imported. A tar member's name that is not UTF-8 (GNU and ustar tars store the bytes of whatever the
packing system used) is read as Latin-1, so every such name has a readable spelling.
What desktops write beside a user's files (:data:`DESKTOP_METADATA`: macOS Finder's ``__MACOSX`` folder and ``._``
files, ``.DS_Store``, Windows' ``Thumbs.db``) is left out and listed as ignored, not as refused.
"""

from __future__ import annotations

import bz2
import gzip
import logging
import lzma
import re
import tarfile
import tempfile
import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import IO, Any, NamedTuple

from django.conf import settings

from . import constants as C

logger = logging.getLogger(__name__)

CHUNK = 1024 * 1024
ARCHIVE_FORMATS = ("zip", "tar", "tar.gz", "tar.bz2", "tar.xz")
COMPRESSED_FORMATS = ("gz", "bz2", "xz")
_OPENERS = {"gz": lambda fh: gzip.GzipFile(fileobj=fh, mode="rb"), "bz2": lambda fh: bz2.BZ2File(fh, mode="rb"),
            "xz": lambda fh: lzma.LZMAFile(fh, mode="rb")}
_SUFFIXES = {"gz": (".gz", ".gzip"), "bz2": (".bz2",), "xz": (".xz",)}
_TAR_SUFFIXES = {".tgz": "tar.gz", ".tbz": "tar.bz2", ".tbz2": "tar.bz2", ".txz": "tar.xz"}
#: Zip compression methods Python reads: stored, deflate, bzip2, lzma.
_ZIP_METHODS = {zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA}
_ZIP_METHOD_NAMES = {9: "Deflate64", 10: "PKWARE Implode", 93: "Zstandard", 95: "XZ", 98: "PPMd", 99: "AES"}
_DAMAGED = (zipfile.BadZipFile, zlib.error, lzma.LZMAError, EOFError, OSError, tarfile.TarError)
#: Control characters, taken out of every file and folder name a run or an as-built check stores (DEL included).
CONTROL_CHARACTERS = re.compile(r"[\x00-\x1f\x7f]")


#: What desktops write beside the files a user puts in a folder or an archive, never a file of a run: folders (any
#: part of an entry's path), file names, and name prefixes, each with what it is. macOS Finder's "Compress" puts a
#: ``__MACOSX/._name`` twin of every file into the zip, and macOS ``tar`` a ``._name`` one into the tar, unless told
#: not to. The frontend leaves the same files out of a folder it uploads (``vocabulary.ts``, generated from here).
DESKTOP_METADATA = {
    "folders": {"__MACOSX": "macOS Finder's copy of file attributes", ".Spotlight-V100": "macOS Spotlight's index",
                ".Trashes": "the macOS trash", ".fseventsd": "macOS file-system event log"},
    "names": {".DS_Store": "macOS Finder's folder settings", "Thumbs.db": "Windows' thumbnail cache",
              "ehthumbs.db": "Windows' thumbnail cache", "desktop.ini": "Windows' folder settings"},
    "prefixes": {"._": "macOS file attributes (an AppleDouble file)"},
}


def desktop_metadata(path: str) -> str:
    """What desktop metadata the file at ``path`` (an archive entry's or a folder's path) is, or ``""``."""
    parts = [part for part in path.replace("\\", "/").split("/") if part]
    if not parts:
        return ""
    for part in parts[:-1]:
        if part in DESKTOP_METADATA["folders"]:
            return DESKTOP_METADATA["folders"][part]
    name = parts[-1]
    if name in DESKTOP_METADATA["names"]:
        return DESKTOP_METADATA["names"][name]
    for prefix, what in DESKTOP_METADATA["prefixes"].items():
        if name.startswith(prefix):
            return what
    return ""


@dataclass(frozen=True)
class Limits:
    """The safety limits of one upload (settings ``RUNS_*``)."""

    max_file_bytes: int
    max_entries: int
    max_total_bytes: int
    max_ratio: int
    ratio_allowance: int

    @classmethod
    def from_settings(cls) -> Limits:
        return cls(max_file_bytes=int(settings.RUNS_MAX_FILE_BYTES), max_entries=int(settings.RUNS_ZIP_MAX_ENTRIES),
                   max_total_bytes=int(settings.RUNS_ZIP_MAX_TOTAL_BYTES), max_ratio=int(settings.RUNS_ZIP_MAX_RATIO),
                   ratio_allowance=int(settings.RUNS_ARCHIVE_RATIO_ALLOWANCE))


class Refused(Exception):
    """One entry (or a single compressed file) is refused; the message says why, in words for users."""


class ArchiveError(Exception):
    """The archive cannot be read any further; entries read before stay imported.

    ``upload_wide`` errors (too many entries, too many bytes in all) stop the whole upload even when raised inside
    a nested archive; the others stop only the archive they were raised in.
    """

    def __init__(self, message: str, *, upload_wide: bool = False):
        super().__init__(message)
        self.upload_wide = upload_wide


@dataclass
class Entry:
    """One entry of an archive. ``file`` (a temporary file, positioned at 0) is set when the entry may be imported;
    ``error`` when it was refused; ``ignored`` (what it is) when it is desktop metadata, left out unread;
    ``nested`` marks an archive whose own entries follow. ``progress`` (0 to 1) is how much of the upload has been
    read once this entry is: the share of a zip's entries, the share of a tar's bytes."""

    path: str
    file: IO[bytes] | None = None
    error: str = ""
    ignored: str = ""
    nested: str = ""
    size: int = 0
    progress: float = 0.0
    #: a file entry the caller's ``wanted`` passed over: listed, neither copied nor counted as an entry
    skipped: bool = False


@dataclass
class _Budget:
    """What the whole upload may still expand to, shared by nested archives."""

    limits: Limits
    entries: int = 0
    #: desktop metadata entries, capped on their own: a Finder zip holds a twin of every file, which must not halve
    #: the number of files an upload may hold
    ignored: int = 0
    total: int = 0
    notes: list[str] = field(default_factory=list)
    #: entries passed over (``wanted``), capped on their own
    skipped: int = 0
    wanted: Callable[[str], bool] | None = None


#: Entries a ``wanted`` filter passes over may number this many times the entry limit (sos reports hold thousands).
SKIPPED_PER_ENTRY = 50


def sniff(name: str, fh: IO[bytes]) -> str:
    """The container format of a stored file (``""`` for a plain file); the bytes decide, the name breaks ties."""
    fh.seek(0)
    head = fh.read(600)
    fh.seek(0)
    lower = name.lower()
    if head.startswith(b"PK\x03\x04") or head.startswith(b"PK\x05\x06") or (
            lower.endswith(".zip") and head[:2] == b"PK"):
        return "zip"
    if len(head) >= 262 and head[257:262] == b"ustar":
        return "tar"
    compression = ""
    if head.startswith(b"\x1f\x8b"):
        compression = "gz"
    elif head.startswith(b"BZh"):
        compression = "bz2"
    elif head.startswith(b"\xfd7zXZ\x00"):
        compression = "xz"
    if not compression:
        return "tar" if lower.endswith(".tar") and head else ""
    if any(lower.endswith(s) for s in _TAR_SUFFIXES) or ".tar." in lower:
        return f"tar.{compression}"
    try:
        inner = _OPENERS[compression](fh).read(600)
    except _DAMAGED:
        inner = b""
    finally:
        fh.seek(0)
    return f"tar.{compression}" if inner[257:262] == b"ustar" else compression


# each compressed or archive format in words, for a file whose name claims one its bytes are not
_FORMAT_WORDS = {"gz": "gzip-compressed", "bz2": "bzip2-compressed", "xz": "xz-compressed", "zip": "a zip archive",
                 "tar.gz": "a gzip-compressed tar archive", "tar.bz2": "a bzip2-compressed tar archive",
                 "tar.xz": "an xz-compressed tar archive"}


def claimed_format(name: str) -> tuple[str, str] | None:
    """``(ending, what it claims)`` when ``name`` ends like a compressed file or archive (the endings
    :func:`inner_name` and :func:`sniff` know), else ``None``: a stored file whose bytes :func:`sniff` found plain
    has a name that says otherwise."""
    lower = name.lower()
    endings = [*_TAR_SUFFIXES.items(), (".zip", "zip"),
               *((f".tar{e}", f"tar.{c}") for c, es in _SUFFIXES.items() for e in es),
               *((e, c) for c, es in _SUFFIXES.items() for e in es)]
    for ending, fmt in endings:  # ".tar.gz" before ".gz"
        if lower.endswith(ending):
            return ending, _FORMAT_WORDS[fmt]
    return None


def inner_name(name: str, compression: str) -> str:
    """``awr.html.gz`` -> ``awr.html``: the name the parser sees for a single compressed file."""
    lower = name.lower()
    for suffix in _SUFFIXES.get(compression, ()):
        if lower.endswith(suffix) and len(name) > len(suffix):
            return name[: -len(suffix)]
    return name


class Payload(NamedTuple):
    """What a parser reads of one stored file."""

    name: str  # the name the parser sees (``awr.html`` for ``awr.html.gz``)
    data: bytes
    compression: str  # "gz", "bz2", "xz" or "" for a plain file
    note: str = ""  # set when the compressed stream was cut short and ``data`` is the part before the cut


def read_payload(name: str, fh: IO[bytes], *, size: int, limits: Limits, cut_short_ok: bool = False) -> Payload:
    """The bytes a parser should read: the file itself, or for ``.gz``/``.bz2``/``.xz`` its decompressed content.

    Raises :class:`Refused` when decompressing would break the per-file or ratio limit or the stream is damaged. A
    stream that merely ends early (an interrupted download or copy) is, with ``cut_short_ok``, read up to the cut:
    a report or capture cut short is still worth what it holds, and its parser says what is missing; the payload's
    ``note`` says where the stream ended. Without it (configuration files, where a missing tail reads as settings
    that are not there) such a stream is refused like a damaged one.
    """
    compression = sniff(name, fh)
    if compression not in COMPRESSED_FORMATS:
        return Payload(name, fh.read(), "")
    budget = _Budget(limits=Limits(limits.max_file_bytes, 1, limits.max_file_bytes, limits.max_ratio,
                                   limits.ratio_allowance))
    note = ""
    with tempfile.TemporaryFile() as tmp:
        try:
            with _OPENERS[compression](fh) as stream:
                _copy_bounded(stream, tmp, name=name, compressed=size, budget=budget)
        except EOFError as exc:
            if not (cut_short_ok and budget.total):
                raise Refused(C.COMPRESSED_DAMAGED.format(name=name, error=_reason(exc))) from None
            note = C.COMPRESSED_CUT_SHORT.format(name=name, size=budget.total)
        except _DAMAGED as exc:
            raise Refused(C.COMPRESSED_DAMAGED.format(name=name, error=_reason(exc))) from None
        tmp.seek(0)
        return Payload(inner_name(name, compression), tmp.read(), compression, note)


def walk(fh: IO[bytes], fmt: str, *, size: int, limits: Limits,
         wanted: Callable[[str], bool] | None = None) -> Iterator[Entry]:
    """Every entry of an archive, in the archive's order, each imported-ready or refused with a reason; with
    ``wanted``, a file entry whose path it rejects is yielded as ``skipped`` without being read.

    Raises :class:`ArchiveError` when the archive cannot be opened or read on (for a zip with more entries than
    allowed, before anything is yielded). Temporary files handed out are closed when the next entry is read.
    """
    budget = _Budget(limits=limits, wanted=wanted)
    yield from _walk(fh, fmt, size=size, budget=budget, prefix="", depth=0)


class Unpacked(NamedTuple):
    """How :func:`unpack` ended: the archive's format, and why the walk ended early ('' when it reached the end)."""

    format: str
    stopped: str


def unpack(blob: Any, *, name: str, each: Callable[[Entry], None], label: str, fmt: str = "",
           wanted: Callable[[str], bool] | None = None,
           crashed: Callable[[Exception], None] | None = None) -> Unpacked:
    """Walk a stored archive (a :class:`~apps.intake.models.Blob`) under the upload limits, handing every entry, in
    the archive's order, to ``each``; what becomes of an entry is the caller's.

    The format is ``fmt`` when the caller knows it, else sniffed from ``name`` and the bytes. An archive that cannot
    be read on, or an unexpected error in the walk or in ``each``, ends the walk without raising: ``stopped`` says
    why, and what ``each`` took before stays taken. ``crashed`` sees an unexpected error first and may raise to end
    the walk with an exception of its own (a run deleted meanwhile); otherwise the error is logged under ``label``.
    """
    with blob.file.open("rb") as fh:
        fmt = fmt or sniff(name, fh)
        try:
            for entry in walk(fh, fmt, size=blob.size, limits=Limits.from_settings(), wanted=wanted):
                each(entry)
        except ArchiveError as exc:
            return Unpacked(fmt, str(exc))
        except Exception as exc:  # noqa: BLE001 - whatever broke, the caller's archive must still reach a final state
            if crashed is not None:
                crashed(exc)
            logger.exception("%s: unpacking stopped", label)
            return Unpacked(fmt, C.ARCHIVE_STOPPED.format(error=type(exc).__name__))
    return Unpacked(fmt, "")


def _walk(fh: IO[bytes], fmt: str, *, size: int, budget: _Budget, prefix: str, depth: int) -> Iterator[Entry]:
    reader = _zip_entries if fmt == "zip" else _tar_entries
    done = 0.0  # the progress of the entry before
    for entry in reader(fh, fmt, size=size, budget=budget, prefix=prefix):
        before, done = done, entry.progress
        if entry.file is None:
            yield entry
            continue
        try:
            inner = sniff(entry.path, entry.file)
            if inner in ARCHIVE_FORMATS:
                if depth >= 1:
                    yield Entry(entry.path, error=C.ARCHIVE_NESTED_TOO_DEEP.format(name=entry.path),
                                progress=done)
                    continue
                yield Entry(entry.path, nested=inner, size=entry.size, progress=before)
                try:
                    # the nested archive's own progress spans this entry's share of the upload
                    for nested in _walk(entry.file, inner, size=entry.size, budget=budget,
                                        prefix=f"{entry.path}/", depth=depth + 1):
                        nested.progress = before + (done - before) * nested.progress
                        yield nested
                except ArchiveError as exc:
                    if exc.upload_wide:
                        raise
                    yield Entry(f"{entry.path}/", error=str(exc), progress=done)
                continue
            yield entry
        finally:
            entry.file.close()


def _unsafe(path: str) -> bool:
    p = PurePosixPath(path.replace("\\", "/"))
    return not path or p.is_absolute() or ".." in p.parts or bool(re.match(r"^[A-Za-z]:", path))


def _refusal(path: str, shown: str) -> str:
    """Why an entry is refused for its path alone (``path`` as stored, ``shown`` as listed), or ``""``."""
    if "\x00" in path:
        # No file system allows it, and zip readers cut the name there (an empty name, or another file's).
        return C.ENTRY_NUL_NAME.format(name=shown)
    if _unsafe(path):
        return C.ZIP_UNSAFE_PATH.format(name=shown)
    return ""


def _shown(path: str) -> str:
    """An entry's path as listed: a NUL byte (which no stored text may hold) shown as U+FFFD."""
    return path.replace("\x00", "\ufffd")


def _tar_name(name: str) -> str:
    """A tar member's name as text: UTF-8 when its bytes are, else Latin-1 (every byte is a Latin-1 character).

    ``tarfile`` hands over the bytes that are not UTF-8 as lone surrogates, which no database or JSON text takes.
    """
    raw = name.encode("utf-8", "surrogateescape")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def _passed_over(budget: _Budget, path: str) -> bool:
    """True (and counted) when the caller's ``wanted`` rejects ``path``."""
    if budget.wanted is None or budget.wanted(path):
        return False
    budget.skipped += 1
    if budget.skipped > budget.limits.max_entries * SKIPPED_PER_ENTRY:
        raise ArchiveError(C.ARCHIVE_TOO_MANY.format(limit=budget.limits.max_entries * SKIPPED_PER_ENTRY),
                           upload_wide=True)
    return True


def _count(budget: _Budget, *, ignored: bool = False) -> None:
    if ignored:
        budget.ignored += 1
    else:
        budget.entries += 1
    if max(budget.entries, budget.ignored) > budget.limits.max_entries:
        raise ArchiveError(C.ARCHIVE_TOO_MANY.format(limit=budget.limits.max_entries), upload_wide=True)


def _zip_entries(fh: IO[bytes], fmt: str, *, size: int, budget: _Budget, prefix: str) -> Iterator[Entry]:
    limits = budget.limits
    try:
        zf = zipfile.ZipFile(fh)
    except (zipfile.BadZipFile, OSError, EOFError, ValueError) as exc:
        raise ArchiveError(C.ARCHIVE_BROKEN.format(error=_reason(exc))) from None
    with zf:
        # The name as stored (``orig_filename``): ``filename`` is cut at a NUL byte, which makes "\x00x.txt" an
        # empty name that no ZipInfo method survives.
        infos = [i for i in zf.infolist() if not i.orig_filename.endswith("/")]
        metadata = [desktop_metadata(i.orig_filename) if not _refusal(i.orig_filename, "") else "" for i in infos]
        ignored_count = sum(1 for what in metadata if what)
        passed = [bool(budget.wanted) and not what and not _refusal(i.orig_filename, "")
                  and not budget.wanted(prefix + _shown(i.orig_filename)) for i, what in zip(infos, metadata,
                                                                                            strict=True)]
        # Counted before anything is read: a zip of a million tiny entries costs nothing to refuse.
        kept = len(infos) - ignored_count - sum(passed)
        if max(budget.entries + kept, budget.ignored + ignored_count) > limits.max_entries:
            raise ArchiveError(C.ARCHIVE_TOO_MANY.format(limit=limits.max_entries), upload_wide=True)
        for index, (info, ignored) in enumerate(zip(infos, metadata, strict=True), start=1):
            path = prefix + _shown(info.orig_filename)
            progress = index / len(infos)
            if passed[index - 1] and _passed_over(budget, path):
                yield Entry(path, skipped=True, progress=progress)
                continue
            _count(budget, ignored=bool(ignored))
            if ignored:
                yield Entry(path, ignored=ignored, progress=progress)
                continue
            error = _zip_refusal(info, path, limits)
            if error:
                yield Entry(path, error=error, progress=progress)
                continue
            tmp = tempfile.TemporaryFile()
            try:
                with zf.open(info) as member:
                    n = _copy_bounded(member, tmp, name=path, compressed=info.compress_size, budget=budget)
            except Refused as exc:
                tmp.close()
                yield Entry(path, error=str(exc), progress=progress)
                continue
            except (NotImplementedError, RuntimeError) as exc:  # encryption or a method found only on reading
                tmp.close()
                yield Entry(path, error=C.ENTRY_UNSUPPORTED.format(name=path, error=_reason(exc)), progress=progress)
                continue
            except _DAMAGED as exc:
                tmp.close()
                yield Entry(path, error=C.ENTRY_DAMAGED.format(name=path, error=_reason(exc)), progress=progress)
                continue
            tmp.seek(0)
            yield Entry(path, file=tmp, size=n, progress=progress)


def _zip_refusal(info: zipfile.ZipInfo, path: str, limits: Limits) -> str:
    """Why a zip entry is refused from its header alone, or ``""``."""
    if refusal := _refusal(info.orig_filename, path):
        return refusal
    if (info.external_attr >> 16) & 0o170000 == 0o120000:
        return C.ARCHIVE_LINK.format(name=path)
    if info.flag_bits & 0x1 or info.compress_type == 99:
        return C.ENTRY_ENCRYPTED.format(name=path)
    if info.compress_type not in _ZIP_METHODS:
        method = _ZIP_METHOD_NAMES.get(info.compress_type, f"method {info.compress_type}")
        return C.ENTRY_METHOD.format(name=path, method=method)
    if info.file_size > limits.max_file_bytes:
        return C.ZIP_TOO_BIG.format(name=path, limit=limits.max_file_bytes)
    if info.file_size > _ratio_cap(info.compress_size, limits):
        return C.ZIP_RATIO.format(name=path, ratio=int(info.file_size / max(info.compress_size, 1)))
    return ""


def _tar_entries(fh: IO[bytes], fmt: str, *, size: int, budget: _Budget, prefix: str) -> Iterator[Entry]:
    limits = budget.limits
    # A compressed tar has no per-entry compressed size: what it expands to is measured against the whole upload.
    shared = _Shared(compressed=size) if fmt != "tar" else None
    fh.seek(0)
    try:
        tf = tarfile.open(fileobj=fh, mode="r|*")
    except (tarfile.TarError, OSError, EOFError, zlib.error, lzma.LZMAError) as exc:
        raise ArchiveError(C.ARCHIVE_BROKEN.format(error=_reason(exc))) from None
    with tf:
        members = iter(tf)
        while True:
            try:
                member = next(members)
            except StopIteration:
                return
            except _DAMAGED as exc:
                raise ArchiveError(C.ARCHIVE_BROKEN.format(error=_reason(exc))) from None
            if member.isdir():
                continue
            name = _tar_name(member.name)
            path = prefix + _shown(name)
            refusal = _refusal(name, path)
            ignored = "" if refusal else desktop_metadata(name)
            if not refusal and not ignored and member.isfile() and _passed_over(budget, path):
                # Not read, but the stream decompresses it to reach the next member: it counts towards the ratio.
                if shared is not None:
                    shared.expanded += member.size
                    if shared.expanded > _ratio_cap(shared.compressed, limits):
                        raise ArchiveError(C.ARCHIVE_RATIO.format(
                            ratio=int(shared.expanded / max(shared.compressed, 1)), limit=limits.max_ratio))
                yield Entry(path, skipped=True, progress=_read_share(fh, size))
                continue
            _count(budget, ignored=bool(ignored))
            if refusal:
                yield Entry(path, error=refusal, progress=_read_share(fh, size))
            elif ignored:
                yield Entry(path, ignored=ignored, progress=_read_share(fh, size))
            elif member.issym() or member.islnk():
                yield Entry(path, error=C.ARCHIVE_LINK.format(name=path), progress=_read_share(fh, size))
            elif not member.isfile():
                yield Entry(path, error=C.ARCHIVE_SPECIAL.format(name=path), progress=_read_share(fh, size))
            elif member.size > limits.max_file_bytes:
                yield Entry(path, error=C.ZIP_TOO_BIG.format(name=path, limit=limits.max_file_bytes),
                            progress=_read_share(fh, size))
            else:
                tmp = tempfile.TemporaryFile()
                try:
                    source = tf.extractfile(member)
                    n = _copy_bounded(source, tmp, name=path, compressed=size if shared is None else None,
                                      budget=budget, shared=shared)
                except Refused as exc:
                    tmp.close()
                    if shared is not None and shared.tripped:
                        # The whole stream expands too much: reading on would only feed the bomb.
                        raise ArchiveError(str(exc)) from None
                    yield Entry(path, error=str(exc), progress=_read_share(fh, size))
                    continue
                except _DAMAGED as exc:
                    tmp.close()
                    raise ArchiveError(C.ARCHIVE_BROKEN.format(error=_reason(exc))) from None
                tmp.seek(0)
                yield Entry(path, file=tmp, size=n, progress=_read_share(fh, size))


def _read_share(fh: IO[bytes], size: int) -> float:
    """How much of a tar upload has been read: its file's position over its size (a tar is read straight through;
    a compressed one a block ahead of its entries)."""
    try:
        return min(1.0, fh.tell() / size) if size > 0 else 1.0
    except (OSError, ValueError):
        return 0.0


@dataclass
class _Shared:
    """The expansion of a compressed tar, measured over all its entries against the upload's own size."""

    compressed: int
    expanded: int = 0
    tripped: bool = False


def _ratio_cap(compressed: int, limits: Limits) -> int:
    return limits.max_ratio * max(compressed, 0) + limits.ratio_allowance


def _copy_bounded(src: IO[bytes], dst: IO[bytes], *, name: str, compressed: int | None, budget: _Budget,
                  shared: _Shared | None = None) -> int:
    """Copy ``src`` to ``dst``, refusing at the first byte past the per-file, ratio or total limit."""
    limits = budget.limits
    ratio_cap = _ratio_cap(compressed, limits) if compressed is not None else None
    n = 0
    # read1: one read of the underlying stream per call, so a stream that ends early loses nothing already
    # decompressed (read() fills its whole chunk first and drops it when the stream ends inside it)
    read = getattr(src, "read1", src.read)
    while True:
        chunk = read(CHUNK)
        if not chunk:
            return n
        n += len(chunk)
        if n > limits.max_file_bytes:
            raise Refused(C.ZIP_TOO_BIG.format(name=name, limit=limits.max_file_bytes))
        if ratio_cap is not None and n > ratio_cap:
            raise Refused(C.ZIP_RATIO.format(name=name, ratio=int(n / max(compressed or 0, 1))))
        if shared is not None:
            shared.expanded += len(chunk)
            if shared.expanded > _ratio_cap(shared.compressed, limits):
                shared.tripped = True
                raise Refused(C.ARCHIVE_RATIO.format(
                    ratio=int(shared.expanded / max(shared.compressed, 1)), limit=limits.max_ratio))
        budget.total += len(chunk)
        if budget.total > limits.max_total_bytes:
            raise ArchiveError(C.ZIP_TOTAL.format(limit=limits.max_total_bytes), upload_wide=True)
        dst.write(chunk)


#: What a reader's exception means, in words: its own text (zlib's "Error -3 while decompressing data: invalid bit
#: length repeat", tarfile's "bad checksum") is the library's, never shown to a user. The first match counts.
_REASONS = (
    (("ended before", "truncated", "unexpected end", "end of file", "eof"), "it is cut short"),
    (("crc", "checksum", "magic number", "bad header"), "its checksums or headers do not match its content"),
    (("not a zip file",), "it is not a zip archive"),
    (("not a gzip", "invalid data stream", "input format not supported", "unknown compression method",
      "invalid compressed data", "corrupt input", "decompressing data"), "its compressed data is damaged"),
    (("password", "encrypt"), "it is encrypted"),
    (("compression method", "not supported"), "its compression method cannot be read"),
)


def _reason(exc: BaseException) -> str:
    """Why a stream or an entry could not be read, in words for users (see :data:`_REASONS`)."""
    text = f"{type(exc).__name__} {exc}".lower()
    if isinstance(exc, EOFError):
        return "it is cut short"
    for needles, words in _REASONS:
        if any(needle in text for needle in needles):
            return words
    if isinstance(exc, tarfile.TarError):
        return "it is not a tar archive, or a header in it is damaged"
    return "it is damaged"
