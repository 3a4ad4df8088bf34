"""A run's OS statistics charts (``/runs/{id}/timeseries/``): downsampled groups, the AWR window and the
driver's steps."""

from __future__ import annotations

from rest_framework import serializers

#: What an OS statistics chart group measures.
CHART_CATEGORIES = ("cpu", "disk", "net", "runq")


class ChartSeriesSerializer(serializers.Serializer):
    """One downsampled line: an object (CPU ``all``, a device, an interface) and one of its columns."""

    object = serializers.CharField()
    column = serializers.CharField()
    x = serializers.ListField(child=serializers.CharField(), help_text="ISO local times, or sample numbers")
    y = serializers.ListField(child=serializers.FloatField(allow_null=True))


class ChartGroupSerializer(serializers.Serializer):
    """The series of one category measured by one file on one host."""

    file = serializers.IntegerField()
    file_name = serializers.CharField()
    category = serializers.ChoiceField(choices=CHART_CATEGORIES)
    source = serializers.CharField()
    host = serializers.CharField(allow_null=True)
    timed = serializers.BooleanField(help_text="false when the tool printed no times (x are sample numbers)")
    samples = serializers.IntegerField(help_text="samples stored for this group (before downsampling)")
    objects_total = serializers.IntegerField()
    series = ChartSeriesSerializer(many=True)


class AwrWindowSerializer(serializers.Serializer):
    begin = serializers.CharField()
    end = serializers.CharField()
    files = serializers.ListField(child=serializers.IntegerField())
    names = serializers.ListField(child=serializers.CharField())


class DriverStepSerializer(serializers.Serializer):
    """One step of the driver's results: a user count and the throughput it reached."""

    users = serializers.FloatField()
    throughput = serializers.FloatField()
    unit = serializers.CharField()
    label = serializers.CharField()
    file = serializers.IntegerField()
    file_name = serializers.CharField()


class RunTimeseriesSerializer(serializers.Serializer):
    groups = ChartGroupSerializer(many=True)
    awr_window = AwrWindowSerializer(allow_null=True)
    driver_steps = DriverStepSerializer(many=True)
    interconnect_interface = serializers.CharField(allow_null=True)
    max_points = serializers.IntegerField()
