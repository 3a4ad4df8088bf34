"""Capacity helper: study 002's sweet-spot method over HTTP, for the planner."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.rules import capacity


class CapacityQuerySerializer(serializers.Serializer):
    nodes = serializers.IntegerField(min_value=1, max_value=128)
    sweet_spot_users = serializers.IntegerField(min_value=1, max_value=1_000_000, default=capacity.SWEET_SPOT_USERS)
    rac_overhead_pct = serializers.FloatField(min_value=0, max_value=90, default=capacity.RAC_OVERHEAD_PCT)
    increment = serializers.IntegerField(min_value=1, max_value=10_000, default=capacity.LOAD_INCREMENT)
    users = serializers.IntegerField(min_value=0, max_value=10_000_000, required=False,
                                     help_text="Planned concurrent users, to compare with the estimate.")


class CapacitySerializer(serializers.Serializer):
    nodes = serializers.IntegerField()
    sweet_spot_users = serializers.IntegerField()
    rac_overhead_pct = serializers.FloatField()
    increment = serializers.IntegerField()
    per_node_users = serializers.IntegerField()
    total_users = serializers.IntegerField()
    sources = serializers.ListField(child=serializers.DictField())
    planned_users = serializers.IntegerField(allow_null=True)
    planned_users_per_node = serializers.IntegerField(allow_null=True)
    fits = serializers.BooleanField(allow_null=True)
    study_example = serializers.DictField()


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
        })
