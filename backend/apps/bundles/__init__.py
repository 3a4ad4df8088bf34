"""Configuration bundles: every file a planned cluster needs, rendered from a plan version.

``renderer/`` is pure (Jinja2 + the topology document, no Django); the rest stores bundles and serves them.
"""
