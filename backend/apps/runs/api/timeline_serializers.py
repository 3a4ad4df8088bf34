"""Output shapes of a run's timeline (``GET /runs/{id}/timeline/``): typed, so the frontend's types are generated."""

from __future__ import annotations

from rest_framework import serializers

from ..timeline.series import FIGURES

#: The load-profile and interconnect figures of one point (None where its report does not print them), one field per
#: entry of ``timeline.series.FIGURES``.
TimelineFiguresSerializer = type("TimelineFiguresSerializer", (serializers.Serializer,), {
    "__doc__": "The load-profile and interconnect figures of one point (None where its report does not print them).",
    "__module__": __name__,
    **{key: serializers.FloatField(allow_null=True, help_text=f"{label} ({unit})")
       for key, (label, unit) in FIGURES.items()}})


class TimelineEventSerializer(serializers.Serializer):
    name = serializers.CharField()
    wait_class = serializers.CharField(allow_null=True)
    time_s = serializers.FloatField(allow_null=True)
    avg_ms = serializers.FloatField(allow_null=True)
    pct_db_time = serializers.FloatField(allow_null=True)


class TimelinePointSerializer(serializers.Serializer):
    """One instance (or the cluster) over one snapshot interval, from one report."""

    interval = serializers.IntegerField(help_text="Index into intervals.")
    file = serializers.IntegerField()
    file_name = serializers.CharField()
    kind = serializers.CharField()
    begin = serializers.CharField()
    end = serializers.CharField()
    begin_id = serializers.IntegerField(allow_null=True)
    end_id = serializers.IntegerField(allow_null=True)
    elapsed_min = serializers.FloatField(allow_null=True)
    figures = TimelineFiguresSerializer()
    wait_classes = serializers.DictField(child=serializers.FloatField(), help_text="wait class -> % of DB time")
    top_events = TimelineEventSerializer(many=True)


class TimelineGapSerializer(serializers.Serializer):
    after_file = serializers.IntegerField()
    before_file = serializers.IntegerField()
    begin = serializers.CharField()
    end = serializers.CharField()
    from_snapshot = serializers.IntegerField(allow_null=True)
    to_snapshot = serializers.IntegerField(allow_null=True)


class TimelineInstanceSerializer(serializers.Serializer):
    """One line of the series: an instance's number, or ``cluster`` for a RAC-global report's totals."""

    instance = serializers.CharField()
    instance_name = serializers.CharField(allow_null=True)
    count = serializers.IntegerField(help_text="Points of this line in the whole series.")
    points = TimelinePointSerializer(many=True, help_text="The points of this page's intervals.")
    gaps = TimelineGapSerializer(many=True)


class TimelineIntervalSerializer(serializers.Serializer):
    index = serializers.IntegerField()
    begin = serializers.CharField()
    end = serializers.CharField()
    begin_id = serializers.IntegerField(allow_null=True)
    end_id = serializers.IntegerField(allow_null=True)


class TimelineSetAsideSerializer(serializers.Serializer):
    file = serializers.IntegerField()
    name = serializers.CharField()
    code = serializers.ChoiceField(choices=["other_database", "other_release", "other_window", "duplicate"])
    message = serializers.CharField()


class TimelineMovedSerializer(serializers.Serializer):
    """A metric that stood out in a window: its highest score there, its value and the run's median."""

    kind = serializers.ChoiceField(choices=["figure", "wait_class", "event"])
    name = serializers.CharField()
    label = serializers.CharField()
    unit = serializers.CharField()
    area = serializers.CharField(allow_null=True)
    value = serializers.FloatField()
    median = serializers.FloatField()
    mad = serializers.FloatField()
    score = serializers.FloatField()
    direction = serializers.ChoiceField(choices=["above", "below"])
    interval = serializers.IntegerField()


class TimelineFindingSerializer(serializers.Serializer):
    rule = serializers.CharField()
    title = serializers.CharField()
    severity = serializers.CharField()
    origin = serializers.ChoiceField(choices=["plan", "run"], help_text="The plan version's check, or the run's")


class TimelineAreaSerializer(serializers.Serializer):
    area = serializers.CharField()
    label = serializers.CharField()
    metrics = serializers.ListField(child=serializers.CharField())
    findings = TimelineFindingSerializer(many=True)
    note = serializers.CharField(help_text="'no rule of the catalogue covers this' where no finding concerns it")


class TimelineWindowSerializer(serializers.Serializer):
    rank = serializers.IntegerField()
    instance = serializers.CharField()
    begin = serializers.CharField()
    end = serializers.CharField()
    intervals = serializers.ListField(child=serializers.IntegerField())
    files = serializers.ListField(child=serializers.IntegerField())
    length = serializers.IntegerField()
    peak = serializers.FloatField()
    strength = serializers.FloatField(help_text="Sum over its intervals of the highest score")
    moved = TimelineMovedSerializer(many=True)
    areas = TimelineAreaSerializer(many=True)
    other_metrics = serializers.ListField(child=serializers.CharField())


class TimelineHeadlineSerializer(serializers.Serializer):
    interval = serializers.IntegerField(allow_null=True)
    count = serializers.IntegerField()
    file = serializers.IntegerField(allow_null=True)
    words = serializers.CharField()


class TimelineThroughputCheckSerializer(serializers.Serializer):
    file = serializers.IntegerField()
    file_name = serializers.CharField()
    users = serializers.FloatField(allow_null=True)
    interval = serializers.IntegerField()
    driver_tpm = serializers.FloatField()
    driver_unit = serializers.CharField()
    database_tpm = serializers.FloatField(help_text="The global report's transactions per minute, all instances")
    instances_tpm = serializers.DictField(child=serializers.FloatField())
    one_instance = serializers.BooleanField()
    counted_instance = serializers.CharField(allow_null=True)
    message = serializers.CharField()


class TimelineDatabaseSerializer(serializers.Serializer):
    name = serializers.CharField(allow_null=True)
    dbid = serializers.IntegerField(allow_null=True)
    release = serializers.CharField(allow_null=True)


class RunTimelineSerializer(serializers.Serializer):
    """A run's database reports as one series (issue 42): a page of intervals, every line's points in it."""

    database = TimelineDatabaseSerializer(allow_null=True)
    offset = serializers.IntegerField()
    limit = serializers.IntegerField()
    count = serializers.IntegerField(help_text="Intervals in the whole series.")
    intervals = TimelineIntervalSerializer(many=True, help_text="This page's intervals.")
    instances = TimelineInstanceSerializer(many=True)
    set_aside = TimelineSetAsideSerializer(many=True)
    windows = TimelineWindowSerializer(many=True)
    threshold = serializers.FloatField(help_text="MAD score above which an interval is unusual")
    headline = TimelineHeadlineSerializer(allow_null=True)
    throughput_checks = TimelineThroughputCheckSerializer(many=True)
