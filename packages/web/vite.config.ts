import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { currencyLogos } from './build-plugins/currency-logos';

/**
 * In development the API runs separately (`npm start`, port 3000). The dev server
 * forwards API and socket traffic to it and keeps the Host header, so the server's
 * same-origin check sees the page's own origin, as it does in production.
 */
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), currencyLogos()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
      '/feeds': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Written for the operator, never referenced from the bundle; production refuses *.map (docs/source-maps.md).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
