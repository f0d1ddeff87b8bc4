import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { patchCssModules } from 'vite-css-modules';
import { currencyLogos } from './build-plugins/currency-logos';
import { precompress } from './build-plugins/precompress';

/**
 * In development the API runs separately (`npm start`, port 3000). The dev server
 * forwards API and socket traffic to it and keeps the Host header, so the server's
 * same-origin check sees the page's own origin, as it does in production.
 */
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  // patchCssModules: a stylesheet that `composes` from another imports it as a module, so the
  // composed rules are bundled once, before every stylesheet that composes them, and a board's
  // own rules (its @media and @container ones too) win over the shared blocks it builds on.
  // Vite alone copies the composed file into each composer, and the minifier keeps the last
  // copy: wherever the last composer lands, after the earlier boards' overrides.
  plugins: [patchCssModules(), react(), currencyLogos(), precompress()],
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
        // React and the router change far less often than our code and every page needs them:
        // one chunk that stays cached across deploys. Other libraries go with the pages that
        // use them (the UI kit's components too), so the first page carries only its own.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            // Everything else the first page needs, ours and libraries', as one file: dozens
            // of small shared chunks would each cost the phone a request before the page runs.
            // The bundler's `$initial` tag is what the entry's static imports use after tree
            // shaking: a component that the UI kit's index re-exports but only a lazy page
            // uses stays with that page (a walk of the import graph counted it as the first
            // page's, by the index that re-exports it).
            {
              name: 'app',
              tags: ['$initial'],
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
