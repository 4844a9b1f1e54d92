import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The oldest browsers HexLOS is built for (docs/browsers.md): iPadOS/Safari
 * 15.4, Firefox 115 ESR, Chrome and Edge 100. Syntax newer than these is
 * rewritten by the build, for the page and the engine's worker alike.
 */
const SUPPORT_FLOOR = ['safari15.4', 'firefox115', 'chrome100', 'edge100'];

/**
 * How long the preview and LAN server keep an idle connection open: longer
 * than a browser keeps one to reuse it (Firefox 115 s, Chrome and Safari
 * less), so the server never closes a connection just as the browser sends
 * the next chunk's request on it (docs/architecture.md#parts-that-fail-to-arrive).
 */
const IDLE_CONNECTION_MS = 120_000;

/** The preview server (`npm run preview`, `npm run serve:lan`) with connections kept past the browsers' reuse. */
function keepConnectionsOpen(): Plugin {
  return {
    name: 'hexlos:keep-connections-open',
    configurePreviewServer(server) {
      const http = server.httpServer as { keepAliveTimeout: number; headersTimeout: number };
      http.keepAliveTimeout = IDLE_CONNECTION_MS;
      // Node wants the header wait longer than the keep-alive, or it may drop a request that arrives on a kept connection.
      http.headersTimeout = IDLE_CONNECTION_MS + 1000;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    keepConnectionsOpen(),
    VitePWA({
      // The app registers the service worker itself (src/main.tsx).
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'HexLOS — line of sight at the table',
        short_name: 'HexLOS',
        description: 'Line-of-sight referee for PanzerBlitz-family hex wargames.',
        theme_color: '#101318',
        background_color: '#f7f5ef',
        display: 'standalone',
        orientation: 'any',
        start_url: '.',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell, the engine worker and the bundled boards (JS chunks) all precached; and the verdict card's font
        // (ttf, about 1.4 MB), so a card made offline is drawn in its own letters as online (docs/table.md#sharing-a-verdict).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,ttf}'],
        navigateFallback: 'index.html',
        // A part's first retry names its chunk with ?retry= so the browser fetches it afresh; the precache still
        // answers it, offline too (src/ui/part-retry.ts, docs/architecture.md#parts-that-fail-to-arrive).
        ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^retry$/],
        cleanupOutdatedCaches: true,
        // Take over the page that installed it, so the first visit is already offline-ready.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  // For react-konva (the photo tracer, on demand): Konva's core and the shapes the tracer draws with, not all of Konva (src/ui/konva-parts.ts).
  resolve: {
    alias: [{ find: /^konva$/, replacement: fileURLToPath(new URL('./src/ui/konva-parts.ts', import.meta.url)) }],
  },
  worker: { format: 'es' },
  // React, Konva's stage, layer and shape and the app make one ~430 kB (~136 kB gzip) entry chunk by design: it is the whole first screen.
  build: { target: SUPPORT_FLOOR, sourcemap: false, chunkSizeWarningLimit: 500 },
});
