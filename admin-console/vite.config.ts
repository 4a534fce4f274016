// The console's build: a single-page app under /administrator, hashed files in dist/assets (the
// express host caches them for a year and answers index.html itself, with the request's CSP nonce
// in place of the placeholder below: docs/decisions/036-admin-console-build-and-serving.md).
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

export const CSP_NONCE_PLACEHOLDER = '__RAPPORT_CSP_NONCE__'

export default defineConfig({
  base: '/administrator/',
  plugins: [react()],
  // Vite writes the placeholder into every script and style tag and into <meta property="csp-nonce">,
  // where the app reads it for emotion's style tags (src/csp.ts).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The browsers the root app supports; no legacy bundle.
    target: 'es2020',
    chunkSizeWarningLimit: 1500,
    // dist/.vite/manifest.json: which chunks each lazy page adds (bench/console-weight.ts reads it).
    manifest: true,
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
})
