"""The one error the renderer raises."""

from __future__ import annotations


class RenderError(Exception):
    """A template could not be rendered; names the template and, when known, the line."""

    def __init__(self, message: str, *, template: str | None = None, lineno: int | None = None):
        self.message = message
        self.template = template
        self.lineno = lineno
        where = template or "bundle"
        if lineno:
            where = f"{where}, line {lineno}"
        super().__init__(f"{where}: {message}")
