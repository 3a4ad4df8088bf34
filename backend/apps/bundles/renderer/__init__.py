"""The pure bundle renderer: topology in, files out (sandboxed Jinja2, no Django)."""

from .archive import build_archive, build_manifest
from .engine import RenderedFile, RenderError, render_bundle

__all__ = ["RenderError", "RenderedFile", "build_archive", "build_manifest", "render_bundle"]
