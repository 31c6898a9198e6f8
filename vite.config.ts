/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';

// One config for the dev server, the build and Vitest. Linaria styles are extracted to CSS by wyw-in-js.
export default defineConfig({
  plugins: [
    react(),
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
    setupFiles: ['tests/setup.ts', 'tests/machineCoverage.setup.ts'],
    restoreMocks: true,
  },
});
