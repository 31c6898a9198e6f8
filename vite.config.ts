/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { cspPlugin } from './src/security/csp';

// One config for the dev server, the build and Vitest. Linaria styles are extracted to CSS by wyw-in-js.
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // The production build's Content-Security-Policy (src/security/csp.ts), from the same env the app reads.
    cspPlugin(() => {
      const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
      return { apiBase: env.VITE_API_BASE, ipLookupUrl: env.VITE_IP_LOOKUP_URL };
    }),
    wyw({
      include: ['**/src/**/*.{ts,tsx}'],
      babelOptions: {
        presets: ['@babel/preset-typescript', '@babel/preset-react'],
      },
    }),
  ],
  resolve: {
    alias: {
      '@streams': new URL('./streams', import.meta.url).pathname,
      '@machines': new URL('./machines', import.meta.url).pathname,
    },
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
  },
}));
