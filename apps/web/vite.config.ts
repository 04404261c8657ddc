import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { sharedAlias } from '../../vitest.shared-alias';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...sharedAlias,
    ],
  },
  server: {
    // `/` (with any query) is the server-rendered landing page.
    proxy: {
      '/api': 'http://localhost:3000',
      '/m/': 'http://localhost:3000',
      '^/(\\?.*)?$': 'http://localhost:3000',
    },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
