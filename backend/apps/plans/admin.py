from django.contrib import admin

from .models import Plan, PlanVersion


class PlanVersionInline(admin.TabularInline):
    model = PlanVersion
    fields = ["number", "comment", "author", "created_at"]
    readonly_fields = fields
    extra = 0
    can_delete = False


@admin.register(Plan)
class PlanAdmin(admin.ModelAdmin):
    list_display = ["name", "project", "archived", "updated_at"]
    list_filter = ["project", "archived"]
    search_fields = ["name"]
    inlines = [PlanVersionInline]
