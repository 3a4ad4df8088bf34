from django.urls import path

from .views import TopologySchemaView

urlpatterns = [path("topology-schema/", TopologySchemaView.as_view(), name="topology-schema")]
