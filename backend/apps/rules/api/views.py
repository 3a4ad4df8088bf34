"""The rule catalogue and the validation endpoint."""

from __future__ import annotations

from django.http import Http404
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import exceptions
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.common.api.pagination import PagedListMixin
from apps.common.api.parsers import JSONParser
from apps.rules.engine import CATEGORIES, SEVERITIES, Rule, all_rules, get_rule
from apps.rules.services import validate_document
from apps.studies import ledger
from apps.studies.ledger.types import Statement
from apps.topology.parsing import MALFORMED_JSON, TopologyInvalid
from apps.topology.schema import Topology

from .serializers import (
    RuleSerializer,
    StatementFilterSerializer,
    StatementSerializer,
    ValidationResultSerializer,
)

NO_SUCH_RULE = "There is no rule {rule}."


def statement_brief(s: Statement) -> dict:
    """A statement as a rule carries it (``StatementBriefSerializer``)."""
    return {"id": s.id, "quote": s.quote, "kind": s.kind, "cite": s.cite.as_dict(), "scope": s.scope.as_dict()}


def statement_full(s: Statement) -> dict:
    """A ledger entry (``StatementSerializer``)."""
    return {**s.as_dict(), "study": s.cite.document[:3]}


def rule_dict(r: Rule) -> dict:
    """A rule with the statements it carries."""
    return {**r.as_dict(), "statements": [statement_brief(s) for s in ledger.for_rule(r.id)]}


class RuleListView(PagedListMixin, APIView):
    """The rules of the catalogue, optionally filtered, a page at a time."""

    @extend_schema(
        parameters=[
            OpenApiParameter("severity", str, enum=list(SEVERITIES)),
            OpenApiParameter("category", str, enum=list(CATEGORIES)),
            OpenApiParameter("kind", str, enum=["topology", "result"]),
            OpenApiParameter("q", str, description="Words to find in id, title, rationale, evidence or the "
                                                     "quotes of the study statements the rule carries."),
        ],
        responses=RuleSerializer(many=True),
    )
    def get(self, request: Request) -> Response:
        rules = [rule_dict(r) for r in all_rules()]
        for key in ("severity", "category", "kind"):
            value = request.query_params.get(key)
            if value:
                rules = [r for r in rules if r[key] == value]
        words = request.query_params.get("q", "").lower().split()
        if words:
            def text(r: dict) -> str:
                quotes = [st["quote"] for st in r["statements"]]
                return " ".join([r["id"], r["slug"], r["title"], r["rationale"], r["evidence"], *quotes]).lower()

            rules = [r for r in rules if all(w in text(r) for w in words)]
        return self.paged_response(rules)


class RuleDetailView(APIView):
    """One rule by id."""

    @extend_schema(responses=RuleSerializer)
    def get(self, request: Request, rule_id: str) -> Response:
        r = get_rule(rule_id)
        if r is None:
            raise Http404
        return Response(rule_dict(r))


class StatementListView(PagedListMixin, APIView):
    """The statement ledger: every study statement that bears on a configuration or a result, in study order, and
    what RACplan does with it, a page at a time. Filters combine (all must hold)."""

    @extend_schema(parameters=[StatementFilterSerializer], responses=StatementSerializer(many=True),
                   summary="Study statements and what RACplan does with them")
    def get(self, request: Request) -> Response:
        query = StatementFilterSerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        wanted = {k: v for k, v in query.validated_data.items() if v}
        statements = ledger.statements()
        if "rule" in wanted:
            r = get_rule(wanted["rule"])
            if r is None:
                raise exceptions.ValidationError({"rule": [NO_SUCH_RULE.format(rule=wanted["rule"])]})
            statements = ledger.for_rule(r.id)
        if "study" in wanted:
            statements = tuple(s for s in statements if s.cite.document[:3] == wanted["study"])
        if "section" in wanted:
            statements = tuple(s for s in statements if s.cite.section == wanted["section"])
        if "kind" in wanted:
            statements = tuple(s for s in statements if s.kind == wanted["kind"])
        return self.paged_response([statement_full(s) for s in statements])


class DocumentJSONParser(JSONParser):
    """Report malformed JSON in the field-keyed shape instead of DRF's generic parse error."""

    def parse(self, stream, media_type=None, parser_context=None):  # type: ignore[no-untyped-def]
        try:
            return super().parse(stream, media_type, parser_context)
        except exceptions.ParseError as exc:
            raise exceptions.ValidationError(
                {"non_field_errors": [MALFORMED_JSON.format(error=str(exc.detail).replace("JSON parse error - ", ""))]}
            ) from None


class ValidateView(APIView):
    """Validate a topology document against the whole catalogue (nothing is stored)."""

    parser_classes = [DocumentJSONParser]

    @extend_schema(request=Topology, responses={200: ValidationResultSerializer}, summary="Validate a topology")
    def post(self, request: Request) -> Response:
        try:
            return Response(validate_document(request.data))
        except TopologyInvalid as exc:
            raise exceptions.ValidationError(exc.errors) from None
