"""Request and response shapes of the comparisons and reports API.

The response serializers describe the engine's output for the OpenAPI schema (and so the frontend's types); the
views return the engine's dict as it is.
"""

from __future__ import annotations

from rest_framework import serializers

from apps.accounts.api.params import ProjectIdField
from apps.common.api.params import IdField

from .. import constants as C
from ..charts import CHART_IDS
from ..engine import ComparisonError, parse_group_by
from ..models import Report
from .change import ConfigurationChangeSerializer
from .predicted import PlanCheckSerializer

# --- request ---------------------------------------------------------------------------------------------------


class BaselineSerializer(serializers.Serializer):
    """Either ``{"run": <id>}`` or ``{"group": "<name>"}``."""

    run = IdField(required=False)
    group = serializers.CharField(required=False, max_length=200)

    def validate(self, attrs):
        if len(attrs) != 1:
            raise serializers.ValidationError(C.BASELINE_SHAPE)
        return attrs


class ComparisonRequestSerializer(serializers.Serializer):
    runs = serializers.ListField(child=IdField(), allow_empty=True,
                                 max_length=C.MAX_RUNS)
    baseline = BaselineSerializer(required=False, allow_null=True)
    group_by = serializers.CharField(required=False, allow_blank=True, allow_null=True, max_length=120,
                                     help_text="'tag:<key>', 'plan_version' or 'manual'; omitted: one group per run")
    groups = serializers.DictField(child=serializers.ListField(child=IdField()),
                                   required=False, allow_null=True, help_text="Manual grouping: {name: [run ids]}")

    def validate_group_by(self, value):
        try:
            parse_group_by(value)
        except ComparisonError:
            raise serializers.ValidationError(C.BAD_GROUP_BY) from None
        return value or None

    def validate_runs(self, value):
        dupes = sorted({i for i in value if value.count(i) > 1})
        if dupes:
            raise serializers.ValidationError(C.DUPLICATE_RUNS.format(ids=", ".join(map(str, dupes))))
        return value

    def to_internal_value(self, data):
        # A chart's own request compares runs: intervals would otherwise be dropped unseen.
        if "intervals" not in self.fields and isinstance(data, dict) and "intervals" in data:
            raise serializers.ValidationError({"intervals": [C.INTERVALS_CHART_OWN]})
        return super().to_internal_value(data)


class IntervalRangeSerializer(serializers.Serializer):
    """Interval indexes of the run's timeline (``intervals[].index``, from 0), both ends included."""

    first = serializers.IntegerField(min_value=0, max_value=C.MAX_INTERVAL_INDEX)
    last = serializers.IntegerField(min_value=0, max_value=C.MAX_INTERVAL_INDEX)

    def validate(self, attrs):
        if attrs["first"] > attrs["last"]:
            raise serializers.ValidationError({"last": [C.INTERVALS_ORDER]})
        return attrs


class ComparisonIntervalsSerializer(serializers.Serializer):
    """A window of one line of a run's timeline, against the line's other intervals or a range of them."""

    instance = serializers.CharField(max_length=40, help_text="The timeline line: an instance number or 'cluster'")
    window = IntervalRangeSerializer()
    against = IntervalRangeSerializer(required=False, allow_null=True, default=None,
                                      help_text="The baseline range; null: every other interval of the line")


class ComparisonQuerySerializer(ComparisonRequestSerializer):
    """A comparison asked for: of runs, or (``intervals``) of one run's snapshot intervals, the window against the
    rest of its timeline line or a range of it (apps.comparisons.intervals)."""

    intervals = ComparisonIntervalsSerializer(required=False, allow_null=True, default=None,
                                              help_text="Compare the intervals of the one run in runs")

    def validate(self, attrs):
        if attrs.get("intervals") is None:
            return attrs
        if len(attrs["runs"]) != 1:
            raise serializers.ValidationError({"runs": [C.INTERVALS_ONE_RUN]})
        given = [f for f in ("group_by", "groups", "baseline") if attrs.get(f)]
        if given:
            raise serializers.ValidationError({f: [C.INTERVALS_OWN_GROUPS.format(field=f)] for f in given})
        return attrs


class ComparisonCsvRequestSerializer(ComparisonQuerySerializer):
    """A comparison request and the chart whose data to answer as CSV."""

    chart = serializers.ChoiceField(choices=list(CHART_IDS))


# --- response ----------------------------------------------------------------------------------------------------


class MetricInfoSerializer(serializers.Serializer):
    key = serializers.CharField()
    label = serializers.CharField()
    unit = serializers.CharField()
    direction = serializers.ChoiceField(choices=["higher", "lower"], allow_null=True)


class StatsSerializer(serializers.Serializer):
    n = serializers.IntegerField()
    mean = serializers.FloatField(allow_null=True)
    median = serializers.FloatField(allow_null=True)
    stdev = serializers.FloatField(allow_null=True)
    ci95 = serializers.ListField(child=serializers.FloatField(), allow_null=True, min_length=2, max_length=2)
    min = serializers.FloatField(allow_null=True)
    max = serializers.FloatField(allow_null=True)


class VersusSerializer(serializers.Serializer):
    abs_diff = serializers.FloatField(allow_null=True)
    pct_of_baseline = serializers.FloatField(allow_null=True)
    pct_change = serializers.FloatField(allow_null=True)
    pct_of_baseline_ci95 = serializers.ListField(child=serializers.FloatField(), allow_null=True)
    test = serializers.ChoiceField(choices=["welch", "bootstrap"], allow_null=True)
    p_value = serializers.FloatField(allow_null=True)
    within_noise = serializers.BooleanField(allow_null=True)


class PlanVersionRefSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    label = serializers.CharField()


class GroupRunSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    label = serializers.CharField()
    project = serializers.IntegerField()
    date = serializers.DateField(allow_null=True)
    users = serializers.IntegerField(allow_null=True)
    tags = serializers.DictField(child=serializers.CharField())
    reference = serializers.CharField()
    plan_version = PlanVersionRefSerializer(allow_null=True)
    indexed = serializers.BooleanField(help_text="Holds a study's index values (baseline = 100), not measurements")


class GroupSerializer(serializers.Serializer):
    name = serializers.CharField()
    is_baseline = serializers.BooleanField()
    n = serializers.IntegerField()
    runs = GroupRunSerializer(many=True)
    stats = serializers.DictField(child=StatsSerializer())
    vs_baseline = serializers.DictField(child=VersusSerializer())


class NormalizedRowSerializer(serializers.Serializer):
    group = serializers.CharField()
    n = serializers.IntegerField()
    pct_of_baseline = serializers.FloatField(allow_null=True)
    pct_change = serializers.FloatField(allow_null=True)
    ci95 = serializers.ListField(child=serializers.FloatField(), allow_null=True)
    within_noise = serializers.BooleanField(allow_null=True)
    test = serializers.ChoiceField(choices=["welch", "bootstrap"], allow_null=True)
    p_value = serializers.FloatField(allow_null=True)


class NormalizedSerializer(serializers.Serializer):
    throughput = NormalizedRowSerializer(many=True)
    cpu_cost = NormalizedRowSerializer(many=True)


class SummarySerializer(serializers.Serializer):
    group = serializers.CharField()
    geomean_pct_of_baseline = serializers.FloatField(allow_null=True)
    metrics = serializers.ListField(child=serializers.CharField())


class WaitClassGroupSerializer(serializers.Serializer):
    group = serializers.CharField()
    runs = serializers.IntegerField()
    shares = serializers.DictField(child=serializers.FloatField())


class WaitClassesSerializer(serializers.Serializer):
    classes = serializers.ListField(child=serializers.CharField())
    groups = WaitClassGroupSerializer(many=True)


class TopEventCellSerializer(serializers.Serializer):
    group = serializers.CharField()
    pct_db_time = serializers.FloatField(allow_null=True)
    time_s = serializers.FloatField(allow_null=True)
    delta_pct_points = serializers.FloatField(allow_null=True)


class TopEventSerializer(serializers.Serializer):
    name = serializers.CharField()
    wait_class = serializers.CharField()
    groups = TopEventCellSerializer(many=True)


class TopEventsSerializer(serializers.Serializer):
    events = TopEventSerializer(many=True)


class ScalingPointSerializer(serializers.Serializer):
    x = serializers.FloatField(help_text="Users or nodes, as the curve's axis says")
    users = serializers.FloatField(allow_null=True)
    runs = serializers.ListField(child=serializers.IntegerField())
    tps = serializers.FloatField(allow_null=True)
    cpu_util_pct = serializers.FloatField(allow_null=True)
    txn_per_cpu = serializers.FloatField(allow_null=True)
    cpu_seconds_per_1000_txn = serializers.FloatField(allow_null=True)


class ScalingCurveSerializer(serializers.Serializer):
    name = serializers.CharField()
    group = serializers.CharField()
    source = serializers.ChoiceField(choices=["runs", "series"])
    axis = serializers.ChoiceField(choices=["users", "nodes"])
    points = ScalingPointSerializer(many=True)


class TableCellSerializer(serializers.Serializer):
    group = serializers.CharField()
    n = serializers.IntegerField()
    mean = serializers.FloatField(allow_null=True)
    median = serializers.FloatField(allow_null=True)
    stdev = serializers.FloatField(allow_null=True)
    ci95 = serializers.ListField(child=serializers.FloatField(), allow_null=True)
    pct_of_baseline = serializers.FloatField(allow_null=True)
    pct_change = serializers.FloatField(allow_null=True)
    within_noise = serializers.BooleanField(allow_null=True)


class TableRowSerializer(MetricInfoSerializer):
    cells = TableCellSerializer(many=True)


class TableSerializer(serializers.Serializer):
    columns = serializers.ListField(child=serializers.CharField())
    rows = TableRowSerializer(many=True)


class ChartStatusSerializer(serializers.Serializer):
    chart = serializers.ChoiceField(choices=list(CHART_IDS))
    available = serializers.BooleanField()
    reason = serializers.CharField(allow_null=True, help_text="Why the chart has nothing to draw, in one line")


class BaselineRefSerializer(serializers.Serializer):
    group = serializers.CharField()
    run = serializers.IntegerField(allow_null=True)


class ComparisonResultSerializer(serializers.Serializer):
    empty = serializers.BooleanField()
    metrics = MetricInfoSerializer(many=True)
    baseline = BaselineRefSerializer(allow_null=True)
    groups = GroupSerializer(many=True)
    normalized = NormalizedSerializer()
    throughput_metric = MetricInfoSerializer(allow_null=True,
                                             help_text="What the throughput chart compares: the runs' own driver's "
                                                       "measure when they share one (SLOB: physical reads per second; "
                                                       "HammerDB: NOPM), else transactions per second; null when "
                                                       "the runs' drivers share no throughput measure.")
    summary = SummarySerializer(many=True)
    wait_classes = WaitClassesSerializer()
    top_events = TopEventsSerializer()
    scaling = ScalingCurveSerializer(many=True)
    table = TableSerializer()
    notes = serializers.ListField(child=serializers.CharField())
    charts = ChartStatusSerializer(many=True)
    predicted = PlanCheckSerializer(many=True, help_text="Each group's plan estimate against the baseline's, beside "
                                    "what the runs measured (apps.comparisons.predicted).")
    change = ConfigurationChangeSerializer(many=True, help_text="Each group's configuration change from the "
                                           "baseline's, beside the deltas (apps.comparisons.change).")


# --- reports -----------------------------------------------------------------------------------------------------


class ReportChartSerializer(serializers.Serializer):
    """Every choice of one chart in a report; the service checks metric, x axis, range and request against each
    other and the project."""

    chart = serializers.ChoiceField(choices=list(CHART_IDS))
    metric = serializers.CharField(required=False, allow_blank=True, max_length=60, default="",
                                   help_text="The y quantity of an absolute or scaling chart; empty: the default")
    x = serializers.CharField(required=False, allow_blank=True, max_length=120, default="",
                              help_text="Scaling charts: 'users', 'nodes' or 'tag:<key>'; empty: users or nodes")
    caption = serializers.CharField(required=False, allow_blank=True, max_length=500, default="")
    y_min = serializers.FloatField(required=False, allow_null=True, default=None)
    y_max = serializers.FloatField(required=False, allow_null=True, default=None)
    request = ComparisonRequestSerializer(required=False, allow_null=True, default=None,
                                          help_text="This chart's own comparison; null: the report's")


class HeadlineSourceSerializer(serializers.Serializer):
    file = serializers.CharField(help_text="A study document of the seeds")
    section = serializers.CharField(help_text="The section heading the number comes from")


class ReportRevisionRefSerializer(serializers.Serializer):
    number = serializers.IntegerField()
    created_at = serializers.DateTimeField()
    created_by = serializers.CharField(allow_null=True)


class ScalingFigurePointSerializer(serializers.Serializer):
    x = serializers.FloatField()
    y = serializers.FloatField()
    runs = serializers.ListField(child=serializers.IntegerField())


class ScalingFigureSerializer(serializers.Serializer):
    metric = serializers.CharField()
    x = serializers.CharField()
    x_label = serializers.CharField()
    y_label = serializers.CharField()
    points = ScalingFigurePointSerializer(many=True)
    ideal = ScalingFigurePointSerializer(many=True, help_text="Linear in the count from the smallest count's value")
    reason = serializers.CharField(allow_null=True, help_text="Why there is no curve, in one line")


class ChartDataSerializer(serializers.Serializer):
    comparison = ComparisonResultSerializer(allow_null=True, help_text="The chart's own comparison; null: the "
                                                                       "report's")
    scaling = ScalingFigureSerializer(allow_null=True)
    reason = serializers.CharField(allow_null=True, help_text="Why this chart has nothing to draw, in one line")


class ReportIntervalsSerializer(serializers.Serializer):
    """What defines a report of one run's intervals, as read: the run, the line and the two ranges."""

    run = serializers.IntegerField()
    run_label = serializers.CharField(allow_null=True, help_text="null: the run no longer exists")
    instance = serializers.CharField()
    line = serializers.CharField(allow_null=True, help_text="The line as the run page names it; null: the run's "
                                 "timeline no longer holds the intervals saved")
    window = IntervalRangeSerializer()
    against = IntervalRangeSerializer(allow_null=True, help_text="null: every other interval of the line")


class ReportSerializer(serializers.ModelSerializer):
    """A saved report. On writes ``request`` is a comparison request (runs, baseline, group_by, groups; or, with
    ``intervals``, one run's snapshot intervals) and ``client_key`` an idempotency key: posting the same key again
    returns the report it made."""

    project = ProjectIdField()
    request = ComparisonQuerySerializer()
    charts = ReportChartSerializer(many=True, required=False)
    headline_sources = HeadlineSourceSerializer(many=True, read_only=True)
    client_key = serializers.UUIDField(required=False, allow_null=True, write_only=True)
    created_by = serializers.CharField(source="created_by.username", read_only=True, default=None, allow_null=True)
    pdf_ready = serializers.SerializerMethodField()
    pdf_job = serializers.IntegerField(source="pdf_job_id", read_only=True, allow_null=True)

    class Meta:
        model = Report
        fields = ["id", "uuid", "project", "title", "headline", "headline_sources", "narrative", "request", "charts",
                  "revision", "client_key", "created_by", "created_at", "updated_at", "pdf_ready", "pdf_rendered_at",
                  "pdf_revision", "pdf_job"]
        read_only_fields = ["id", "uuid", "revision", "created_by", "created_at", "updated_at", "pdf_ready",
                            "pdf_rendered_at", "pdf_revision", "pdf_job"]

    def get_pdf_ready(self, report: Report) -> bool:
        """Whether the stored PDF prints the revision shown (a report read at an earlier revision shows that one)."""
        return bool(report.pdf) and report.pdf_revision == report.revision


class ReportUpdateSerializer(ReportSerializer):
    class Meta(ReportSerializer.Meta):
        fields = [f for f in ReportSerializer.Meta.fields if f != "client_key"]
        read_only_fields = [*ReportSerializer.Meta.read_only_fields, "project"]


class ReportDetailSerializer(ReportSerializer):
    """A report as read at one revision (``revision``; the latest is ``latest_revision``)."""

    latest_revision = serializers.IntegerField(read_only=True)
    revision_history = ReportRevisionRefSerializer(many=True, read_only=True, help_text="Newest first")
    comparison = ComparisonResultSerializer(read_only=True)
    intervals = ReportIntervalsSerializer(read_only=True, allow_null=True,
                                          help_text="A comparison of one run's intervals: what defines it; null: "
                                                    "the report compares runs")
    chart_data = ChartDataSerializer(many=True, read_only=True, help_text="One entry per chart, in order")
    change = ConfigurationChangeSerializer(many=True, read_only=True,
                                           help_text="What changed between the runs, as kept when this revision "
                                                     "was saved (change_saved), else as of now")
    change_saved = serializers.BooleanField(read_only=True, help_text="False: the revision was saved before reports "
                                            "kept what changed, so ``change`` is computed afresh")

    class Meta(ReportSerializer.Meta):
        fields = [*ReportSerializer.Meta.fields, "latest_revision", "revision_history", "comparison",
                  "intervals", "chart_data", "change", "change_saved"]
        read_only_fields = [*ReportSerializer.Meta.read_only_fields, "latest_revision", "revision_history",
                            "comparison", "intervals", "chart_data", "change", "change_saved"]
