from django.contrib.auth import get_user_model
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from ..choices import Role
from ..models import Membership, Project
from ..selectors import user_memberships


class CredentialsSerializer(serializers.Serializer):
    username = serializers.CharField(max_length=150)
    password = serializers.CharField(max_length=128, trim_whitespace=False, style={"input_type": "password"})


class TokenSerializer(serializers.Serializer):
    token = serializers.CharField(read_only=True)


class UserMembershipSerializer(serializers.ModelSerializer):
    project_name = serializers.CharField(source="project.name", read_only=True)

    class Meta:
        model = Membership
        fields = ["project", "project_name", "role"]


class MeSerializer(serializers.ModelSerializer):
    memberships = serializers.SerializerMethodField()

    class Meta:
        model = get_user_model()
        fields = ["id", "username", "is_staff", "memberships"]

    @extend_schema_field(UserMembershipSerializer(many=True))
    def get_memberships(self, user) -> list[dict]:
        return UserMembershipSerializer(user_memberships(user=user), many=True).data


class ProjectSerializer(serializers.ModelSerializer):
    role = serializers.ChoiceField(
        source="user_role", choices=Role.choices, read_only=True, allow_null=True,
        help_text="Your role in the project; null for staff who are not members.",
    )

    class Meta:
        model = Project
        fields = ["id", "name", "slug", "description", "role", "created_at"]


class MemberSerializer(serializers.ModelSerializer):
    username = serializers.CharField(source="user.username", read_only=True)

    class Meta:
        model = Membership
        fields = ["user", "username", "role"]
