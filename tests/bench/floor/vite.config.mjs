// Builds the bench's floor page the way the app is built (Vite, React's automatic JSX runtime).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ root: import.meta.dirname, plugins: [react()], logLevel: 'warn' });
