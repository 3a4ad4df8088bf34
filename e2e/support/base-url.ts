/**
 * Where the app under test answers: the one place specs, page objects and the Playwright config read it.
 * E2E_BASE_URL points at a server someone else runs; otherwise scripts/e2e-server.sh serves on E2E_PORT
 * (8123 unless set, so parallel checkouts can each run their own server).
 */
export const E2E_PORT = process.env.E2E_PORT || '8123';
export const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL || undefined;
export const BASE_URL = EXTERNAL_BASE_URL || `http://127.0.0.1:${E2E_PORT}`;
