// The first verdict's peer (e2e/peer-stack/main.ts), built and served for
// e2e/first-verdict.spec.ts: minified for production as the app is, its
// script sent gzipped as the app's preview server sends it, and a service
// worker that keeps the page and its scripts for a repeat visit, as the
// app's does. Served from a port of its own, so that its service worker and
// its caches are not the app's.

import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { build } from 'vite';

import { ROOT } from './helpers.ts';

const SOURCE = join(ROOT, 'e2e', 'peer-stack');
const OUT = join(ROOT, 'e2e', '.results', 'peer-stack');

/** Keeps every file the page loads, then answers from the cache first. */
function serviceWorkerOf(files: readonly string[]): string {
  return `const FILES = ${JSON.stringify(['./', ...files.map((f) => `./${f}`)])};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open('peer').then((cache) => cache.addAll(FILES)));
  self.skipWaiting();
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  event.respondWith(caches.match(event.request).then((kept) => kept ?? fetch(event.request)));
});
`;
}

export interface PeerServer {
  readonly url: string;
  /** The page's JavaScript, gzipped at level 9 (as the first-load budget counts it). */
  readonly gzipBytes: number;
  close(): Promise<void>;
}

/** Builds the peer page and serves it on a free port of 127.0.0.1. */
export async function servePeerStack(): Promise<PeerServer> {
  await build({
    configFile: false,
    root: SOURCE,
    logLevel: 'error',
    base: './',
    build: { outDir: OUT, emptyOutDir: true, modulePreload: false },
  });
  const scripts = readdirSync(join(OUT, 'assets')).filter((f) => f.endsWith('.js'));
  const files = new Map<string, { body: Buffer; type: string; gzip: boolean }>([
    ['/', { body: readFileSync(join(OUT, 'index.html')), type: 'text/html', gzip: false }],
    [
      '/sw.js',
      { body: Buffer.from(serviceWorkerOf(scripts.map((f) => `assets/${f}`))), type: 'text/javascript', gzip: false },
    ],
    ...scripts.map(
      (f) =>
        [
          `/assets/${f}`,
          { body: gzipSync(readFileSync(join(OUT, 'assets', f)), { level: 9 }), type: 'text/javascript', gzip: true },
        ] as const,
    ),
  ]);
  const gzipBytes = scripts.reduce((sum, f) => sum + files.get(`/assets/${f}`)!.body.length, 0);
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://peer').pathname;
    const file = files.get(path);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': 'no-cache',
      ...(file.gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(file.body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    gzipBytes,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
