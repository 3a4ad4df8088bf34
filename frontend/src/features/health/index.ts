// The health feature's public surface: what src/app composes into routes.
export { HEALTH_POLL_INTERVAL_MS, useHealth } from './api/get-health';
export { HealthCheckCard } from './components/health-check-card';
