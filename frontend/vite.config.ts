/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Django backend owns /api and /admin; in development Vite forwards them so the
// browser sees one origin, exactly as in production where Django serves dist/.
const backend = 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/admin': { target: backend, changeOrigin: false },
      '/static': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The two large chunks are libraries loaded only where they are used, each in its own lazily imported chunk:
    // Plotly (plotly.js-dist-min, ~4.6 MB minified, charts) and ELK (~1.4 MB, the plan diagram's layout). Neither is
    // part of the first page's JavaScript (`make bench` measures that, ui.initial_js). The limit sits just above
    // Plotly, so a chunk that grows beyond it still warns.
    chunkSizeWarningLimit: 5000,
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    pool: 'threads',
    maxWorkers: 2,
    // Generous per-test limit: jsdom renders of the whole editor take seconds on a loaded two-core machine.
    testTimeout: 20_000,
  },
});
