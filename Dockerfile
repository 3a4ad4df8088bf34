# syntax=docker/dockerfile:1
# Stage 1: build the single-page app.
FROM node:20-bookworm-slim AS frontend
WORKDIR /src/frontend
COPY frontend/package.json frontend/package-lock.json ./
RUN npm ci
COPY frontend/ ./
RUN npm run build

# Stage 2: the Django app (web and worker share this image).
FROM python:3.11-slim-bookworm
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    DJANGO_SETTINGS_MODULE=config.settings.production \
    RACPLAN_VAR_DIR=/app/var \
    STATIC_ROOT=/app/var/static
WORKDIR /app/backend
COPY backend/requirements.txt /app/backend/requirements.txt
RUN pip install -r requirements.txt
COPY backend/ /app/backend/
COPY scripts/ /app/scripts/
COPY fixtures/ /app/fixtures/
COPY --from=frontend /src/frontend/dist /app/frontend/dist
# gzip and Brotli twins of the built files, served by WhiteNoise to browsers that accept them.
RUN python -m whitenoise.compress -q /app/frontend/dist
# collectstatic only needs throwaway values for the settings that production insists on.
RUN SECRET_KEY=build ALLOWED_HOSTS=build DATABASE_URL=postgres://build@localhost/build REDIS_URL=redis://localhost:6379/0 \
    python manage.py collectstatic --noinput \
    && useradd --system --uid 1000 --home /app racplan \
    && mkdir -p /app/var/media && chown -R racplan /app/var
USER racplan
EXPOSE 8000
CMD ["/app/scripts/docker-web.sh"]
