"""A file's OS series (``/run-files/{id}/series/``): the outline of its groups and one group's samples, paged."""

from __future__ import annotations

from rest_framework import serializers


class _SeriesGroupHeadSerializer(serializers.Serializer):
    index = serializers.IntegerField(help_text="The group's number in the file: /run-files/{id}/series/{index}/.")
    category = serializers.CharField(help_text="What the group measures: cpu, disk, net, runq, memory, ...")
    source = serializers.CharField(help_text="The tool and section it came from, e.g. 'sar -n DEV'.")
    host = serializers.CharField(allow_null=True)
    columns = serializers.ListField(child=serializers.CharField())
    interval_s = serializers.FloatField(allow_null=True, help_text="Seconds between samples; null when unknown.")
    interval_source = serializers.ChoiceField(
        choices=("header", "timestamps"), allow_null=True,
        help_text="Where interval_s was read: the tool's header (nmon AAA,interval; OSWatcher 'Sample interval'), "
                  "or the median gap between sample times; null when unknown.")
    count = serializers.IntegerField(help_text="Samples in the group.")


class SeriesOutlineSerializer(_SeriesGroupHeadSerializer):
    """One group of a file's OS series, without its samples."""

    objects = serializers.ListField(child=serializers.CharField(), help_text="CPUs, devices or interfaces.")
    first = serializers.CharField(allow_null=True, help_text="First sample's local time (null when untimed).")
    last = serializers.CharField(allow_null=True)


class RunFileSeriesSerializer(serializers.Serializer):
    file = serializers.IntegerField()
    series = SeriesOutlineSerializer(many=True)


class SeriesPageSerializer(_SeriesGroupHeadSerializer):
    """Samples ``offset`` to ``offset + limit`` of one group, by column: ``objects[name][column][i]`` was measured
    at ``times[i]``."""

    offset = serializers.IntegerField()
    limit = serializers.IntegerField()
    times = serializers.ListField(child=serializers.CharField(allow_null=True),
                                  help_text="ISO local times; empty when the tool printed none (vmstat without -t).")
    objects = serializers.DictField(child=serializers.DictField(
        child=serializers.ListField(child=serializers.FloatField(allow_null=True))))
