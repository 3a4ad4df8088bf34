from django.contrib.auth import get_user_model
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from ..choices import Role
from ..models import ApiToken, Membership, Project
from ..selectors import user_memberships


class CredentialsSerializer(serializers.Serializer):
    username = serializers.CharField(max_length=150)
    password = serializers.CharField(max_length=128, trim_whitespace=False, style={"input_type": "password"})


class TokenCredentialsSerializer(CredentialsSerializer):
    name = serializers.CharField(
        max_length=100, required=False, allow_blank=True, default="",
        help_text="A label to recognise the token by, e.g. the machine or script using it.",
    )


class ApiTokenSerializer(serializers.ModelSerializer):
    """A token as listed: never its key, only the key's first characters."""

    current = serializers.SerializerMethodField(help_text="True for the token that authenticated this request.")

    class Meta:
        model = ApiToken
        fields = ["id", "name", "prefix", "created_at", "expires_at", "last_used_at", "current"]
        read_only_fields = ["prefix", "created_at", "expires_at", "last_used_at"]

    def get_current(self, token) -> bool:
        request = self.context.get("request")
        return bool(request is not None and isinstance(request.auth, ApiToken) and request.auth.pk == token.pk)


class TokenCreateSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=100, required=False, allow_blank=True, default="")


class TokenSerializer(serializers.Serializer):
    """A newly issued token: the key is shown this once."""

    token = serializers.CharField(read_only=True, help_text="The key, for `Authorization: Token <key>`.")
    id = serializers.IntegerField(read_only=True)
    name = serializers.CharField(read_only=True)
    prefix = serializers.CharField(read_only=True)
    expires_at = serializers.DateTimeField(read_only=True, allow_null=True)


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
