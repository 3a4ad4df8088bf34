"""Capacity helper over HTTP: study 002's sweet-spot method, the platform's own study figures, the interconnect."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.common.api.schema import JsonValueField
from apps.rules import capacity


class CapacityQuerySerializer(serializers.Serializer):
    nodes = serializers.IntegerField(min_value=1, max_value=128)
    sweet_spot_users = serializers.IntegerField(min_value=1, max_value=1_000_000, default=capacity.SWEET_SPOT_USERS)
    rac_overhead_pct = serializers.FloatField(min_value=0, max_value=90, default=capacity.RAC_OVERHEAD_PCT)
    increment = serializers.IntegerField(min_value=1, max_value=10_000, default=capacity.LOAD_INCREMENT)
    users = serializers.IntegerField(min_value=0, max_value=10_000_000, required=False,
                                     help_text="Planned concurrent users, to compare with the estimate.")
    architecture = serializers.ChoiceField(choices=["z10", "z196", "x86", "x86_64"], default="x86",
                                           help_text="The plan's platform: its own studies' figures are returned.")
    db_block_size = serializers.ChoiceField(choices=[2048, 4096, 8192, 16384, 32768], default=8192,
                                            help_text="For the interconnect estimate.")
    disk_manager = serializers.ChoiceField(choices=["asm", "ocfs2", "ocfs", "nfs", "raw"], default="asm",
                                           help_text="For the interconnect estimate.")
    workload = serializers.ChoiceField(choices=["oltp", "dss"], default="oltp",
                                       help_text="For the measured limits: study 002 measured OLTP, study 003 DSS.")
    node_memory_gb = serializers.FloatField(min_value=0.25, max_value=16384, required=False,
                                            help_text="Memory of each node (study 002's figures are for 4 GB).")
    cpus_per_node = serializers.IntegerField(min_value=1, max_value=256, required=False,
                                             help_text="Processors of each node (study 003 measured up to 8 in all).")


class SourceRefSerializer(serializers.Serializer):
    document = serializers.CharField()
    section = serializers.CharField()


class ReferencePointSerializer(serializers.Serializer):
    key = serializers.CharField()
    label = serializers.CharField()
    value = serializers.CharField()
    note = serializers.CharField()
    source = SourceRefSerializer()


class PlatformCapacitySerializer(serializers.Serializer):
    platform = serializers.ChoiceField(choices=["system_z", "x86"])
    studies = serializers.ListField(child=serializers.CharField())
    sweet_spot_applies = serializers.BooleanField(
        help_text="False on System z: study 002's sweet spot was measured on 4 GB x86 nodes.")
    sweet_spot_scope = serializers.CharField()
    reference_points = ReferencePointSerializer(many=True)


class InterconnectEstimateSerializer(serializers.Serializer):
    mb_s_per_node_low = serializers.FloatField()
    mb_s_per_node_high = serializers.FloatField()
    basis = serializers.CharField()
    extrapolates = serializers.BooleanField()
    departures = serializers.ListField(child=serializers.CharField())
    source = SourceRefSerializer()


class LimitSerializer(serializers.Serializer):
    key = serializers.CharField()
    measured = serializers.CharField()
    planned = serializers.CharField()
    message = serializers.CharField()
    source = SourceRefSerializer()


class CapacitySerializer(serializers.Serializer):
    nodes = serializers.IntegerField()
    sweet_spot_users = serializers.IntegerField()
    rac_overhead_pct = serializers.FloatField()
    increment = serializers.IntegerField()
    per_node_users = serializers.IntegerField()
    total_users = serializers.IntegerField()
    sources = serializers.ListField(child=serializers.DictField(child=JsonValueField()))
    planned_users = serializers.IntegerField(allow_null=True)
    planned_users_per_node = serializers.IntegerField(allow_null=True)
    fits = serializers.BooleanField(allow_null=True)
    study_example = serializers.DictField(child=JsonValueField())
    platform = PlatformCapacitySerializer()
    interconnect = InterconnectEstimateSerializer()
    limits = LimitSerializer(many=True, help_text="Where the plan's users, nodes or processors reach what a study "
                                                  "measured, each with the study's figure.")


class CapacityView(APIView):
    """Users a cluster of N nodes can be planned for: the per-node sweet spot less a RAC allowance, times N."""

    @extend_schema(parameters=[CapacityQuerySerializer], responses=CapacitySerializer)
    def get(self, request: Request) -> Response:
        q = CapacityQuerySerializer(data=request.query_params)
        q.is_valid(raise_exception=True)
        d = q.validated_data
        estimate = capacity.capacity_estimate(d["nodes"], d["sweet_spot_users"], d["rac_overhead_pct"],
                                              increment=d["increment"]).as_dict()
        users = d.get("users")
        per_node = capacity.users_per_node(users, d["nodes"]) if users is not None else None
        example = capacity.capacity_estimate(max(capacity.TESTED_NODE_COUNTS))
        return Response({
            **estimate,
            "planned_users": users,
            "planned_users_per_node": per_node,
            "fits": None if users is None else users <= estimate["total_users"],
            "study_example": {
                "node_memory_gb": capacity.NODE_MEMORY_GB,
                "sweet_spot_users": capacity.SWEET_SPOT_USERS,
                "naive_sweet_spot_users": capacity.NAIVE_SWEET_SPOT_USERS,
                "rac_overhead_pct": capacity.RAC_OVERHEAD_PCT,
                "per_node_users": example.per_node_users,
                "tested_node_counts": list(capacity.TESTED_NODE_COUNTS),
                "total_users_at_10_nodes": example.total_users,
            },
            "platform": capacity.platform_capacity(d["architecture"]),
            "interconnect": capacity.interconnect_estimate(
                nodes=d["nodes"], users=users, block_size=d["db_block_size"], architecture=d["architecture"],
                disk_manager=d["disk_manager"]),
            "limits": [limit.as_dict() for limit in capacity.measured_limits(
                nodes=d["nodes"], users=users, architecture=d["architecture"], workload=d["workload"],
                node_memory_gb=d.get("node_memory_gb"), cpus_per_node=d.get("cpus_per_node"))],
        })
