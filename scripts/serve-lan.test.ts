// `serve:lan --https` run as a player runs it: it makes its certificate
// outside the repository, answers over TLS to a client that trusts only that
// certificate, serves the service worker's script (what a tablet needs to keep
// the offline copy), and hands out the certificate over plain http.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');
/** tsx compiles the script and vite starts: seconds on an idle machine, far more beside other test runs. */
const START_MS = 60_000;

interface Answer {
  readonly status: number;
  readonly type: string;
  readonly body: string;
}

function fetchFrom(get: typeof httpGet, url: string, options: object = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = get(url, { ...options, timeout: 10_000 }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`${url} did not answer within 10 s`)));
    request.on('error', reject);
  });
}

describe('serve:lan --https', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hexlos-serve-lan-'));
  const built = join(dir, 'dist');
  const certDir = join(dir, 'certificate');
  const port = 4700 + Math.floor(Math.random() * 200) * 2;
  let server: ChildProcess;

  beforeAll(async () => {
    mkdirSync(built);
    writeFileSync(join(built, 'index.html'), '<!doctype html><title>HexLOS</title>');
    writeFileSync(join(built, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    server = spawn(tsx, ['scripts/serve-lan.ts', '--https', '--port', String(port), '--out-dir', built], {
      cwd: root,
      env: { ...process.env, HEXLOS_LAN_DIR: certDir },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    await new Promise<void>((ready, failed) => {
      const timer = setTimeout(
        () => failed(new Error(`serve:lan did not start within ${START_MS / 1000} s:\n${said}`)),
        START_MS,
      );
      const read = (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('Certificate:')) {
          clearTimeout(timer);
          ready();
        }
      };
      server.stdout!.on('data', read);
      server.stderr!.on('data', read);
      server.once('exit', () => failed(new Error(`serve:lan exited:\n${said}`)));
    });
  }, START_MS + 5_000);

  afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  test('answers over TLS with the certificate it made, kept where it was told, not in the repository', async () => {
    const ca = readFileSync(join(certDir, 'hexlos-lan.crt'));
    const page = await fetchFrom(httpsGet as typeof httpGet, `https://127.0.0.1:${port}/`, { ca });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>HexLOS</title>');
    expect(spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).stdout).not.toMatch(
      /hexlos-lan/,
    );
  });

  test('serves the service worker script over TLS', async () => {
    const ca = readFileSync(join(certDir, 'hexlos-lan.crt'));
    const sw = await fetchFrom(httpsGet as typeof httpGet, `https://127.0.0.1:${port}/sw.js`, { ca });
    expect(sw.status).toBe(200);
    expect(sw.type).toMatch(/javascript/);
    expect(sw.body).toContain('addEventListener');
  });

  test('hands out its certificate over plain http one port up, for the tablet to trust', async () => {
    const cert = await fetchFrom(httpGet, `http://127.0.0.1:${port + 1}/hexlos-lan.crt`);
    expect(cert.status).toBe(200);
    expect(cert.type).toBe('application/x-x509-ca-cert');
    expect(cert.body).toBe(readFileSync(join(certDir, 'hexlos-lan.crt'), 'utf8'));
  });

  test('a client that does not trust the certificate is refused', async () => {
    await expect(fetchFrom(httpsGet as typeof httpGet, `https://127.0.0.1:${port}/`)).rejects.toThrow(/certificate/i);
  });
});

describe('serve:lan with a bad option', () => {
  test.each([
    [['--port', 'abc'], '--port must be a port number, not abc'],
    [['--htps'], 'serve:lan does not know --htps'],
  ])(
    '%j: one line naming the option, no stack',
    (args, message) => {
      const run = spawnSync(tsx, ['scripts/serve-lan.ts', ...args], { cwd: root, encoding: 'utf8', timeout: START_MS });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(`serve:lan: ${message}`);
    },
    START_MS,
  );
});
