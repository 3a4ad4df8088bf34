from rest_framework import serializers

from apps.accounts.api.params import ProjectIdField

from ..models import Job


class JobSerializer(serializers.ModelSerializer):
    owner = serializers.CharField(source="owner.username", read_only=True)

    class Meta:
        model = Job
        fields = [
            "id", "kind", "subject", "state", "progress", "message", "error", "project", "owner",
            "created_at", "started_at", "finished_at", "result",
        ]
        read_only_fields = fields


class DemoJobRequestSerializer(serializers.Serializer):
    project = ProjectIdField()
    steps = serializers.IntegerField(min_value=1, max_value=50, default=5)
    fail = serializers.BooleanField(default=False)


class HealthCheckSerializer(serializers.Serializer):
    ok = serializers.BooleanField()
    detail = serializers.CharField()
    latency_ms = serializers.FloatField()


class WorkersCheckSerializer(HealthCheckSerializer):
    count = serializers.IntegerField()


class HealthChecksSerializer(serializers.Serializer):
    database = HealthCheckSerializer()
    broker = HealthCheckSerializer()
    workers = WorkersCheckSerializer()


class HealthSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["ok", "degraded"])
    version = serializers.CharField()
    checks = HealthChecksSerializer()


class DemoJobAvailabilitySerializer(serializers.Serializer):
    enabled = serializers.BooleanField(help_text="True under the demo settings, where the demo job can be started")
