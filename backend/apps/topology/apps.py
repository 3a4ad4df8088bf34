from django.apps import AppConfig


class TopologyConfig(AppConfig):
    """The topology document: schema, defaults, parsing and diffing (pure; no models)."""

    name = "apps.topology"
    label = "topology"
