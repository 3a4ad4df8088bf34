from rest_framework.routers import SimpleRouter

from .views import RunFileViewSet, RunViewSet

router = SimpleRouter()
router.register("runs", RunViewSet, basename="run")
router.register("run-files", RunFileViewSet, basename="run-file")

urlpatterns = router.urls
