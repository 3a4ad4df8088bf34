from django.contrib import admin

from .models import Job


@admin.register(Job)
class JobAdmin(admin.ModelAdmin):
    list_display = ["id", "kind", "state", "progress", "project", "owner", "created_at", "finished_at"]
    list_filter = ["state", "kind"]
    search_fields = ["kind", "message", "error", "owner__username"]
    raw_id_fields = ["owner", "project"]
    readonly_fields = ["created_at", "started_at", "finished_at", "attempts"]
