// `npm run serve:lan`: the production build served on every network
// interface for a tablet at the table (README "Play on a tablet at game
// night"). With `--https` it is served over TLS with a certificate made on
// this computer, so that the tablet's browser keeps the offline copy (a
// service worker needs a secure address). The certificate is made once with
// openssl and kept outside the repository (`~/.hexlos-lan/`, or
// HEXLOS_LAN_DIR), and offered for download over plain http on the port
// below, where the tablet fetches it to trust it.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { homedir, hostname, networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { preview } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Options {
  readonly https: boolean;
  readonly port: number;
  /** The built app to serve (`dist/` unless told). */
  readonly outDir: string;
  /** Where the certificate is kept. */
  readonly certDir: string;
}

function optionsFrom(argv: readonly string[]): Options {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    if (i < 0) return undefined;
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value`);
    return v;
  };
  const known = new Set(['--https', '--port', '--out-dir']);
  for (const a of argv) if (a.startsWith('--') && !known.has(a)) throw new Error(`serve:lan does not know ${a}`);
  const port = Number(value('--port') ?? 4321);
  if (!Number.isInteger(port) || port < 1 || port > 65_534)
    throw new Error(`--port must be a port number, not ${value('--port')}`);
  return {
    https: argv.includes('--https'),
    port,
    outDir: value('--out-dir') ?? join(root, 'dist'),
    certDir: process.env.HEXLOS_LAN_DIR ?? join(homedir(), '.hexlos-lan'),
  };
}

/** This computer's IPv4 addresses on its networks (the tablet reaches it by one of them). */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);
}

/**
 * The certificate for these names, made when none is kept or the kept one
 * does not name them all (the laptop moved to another network). It is its
 * own authority (CA:TRUE), so a tablet can be told to trust it as a root,
 * which iPadOS and Android need for a certificate not from a public
 * authority; 825 days is the longest iPadOS accepts.
 */
function certificateFor(dir: string, names: readonly string[]): { key: string; cert: string; certPath: string } {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const keyPath = join(dir, 'hexlos-lan.key');
  const certPath = join(dir, 'hexlos-lan.crt');
  const namesPath = join(dir, 'names.txt');
  const wanted = [...new Set(names)].sort().join(' ');
  const kept =
    existsSync(certPath) && existsSync(keyPath) && existsSync(namesPath) ? readFileSync(namesPath, 'utf8') : '';
  if (kept !== wanted) {
    const altNames = [...new Set(names)].map((n) => (/^[\d.]+$/.test(n) ? `IP:${n}` : `DNS:${n}`)).join(',');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyPath,
        '-out',
        certPath,
        '-days',
        '825',
        '-subj',
        `/CN=HexLOS on ${hostname()}`,
        '-addext',
        `subjectAltName=${altNames}`,
        '-addext',
        'basicConstraints=critical,CA:TRUE',
        '-addext',
        'keyUsage=critical,digitalSignature,keyCertSign',
        '-addext',
        'extendedKeyUsage=serverAuth',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    writeFileSync(namesPath, wanted);
  }
  return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8'), certPath };
}

async function main(): Promise<void> {
  const options = optionsFrom(process.argv.slice(2));
  if (!existsSync(join(options.outDir, 'index.html')))
    throw new Error(`no built app in ${options.outDir}: run \`npm run build\` first`);
  const addresses = lanAddresses();
  const tls = options.https
    ? certificateFor(options.certDir, ['localhost', '127.0.0.1', hostname(), `${hostname()}.local`, ...addresses])
    : undefined;
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir: options.outDir },
    preview: {
      host: '0.0.0.0',
      port: options.port,
      strictPort: true,
      ...(tls ? { https: { key: tls.key, cert: tls.cert } } : {}),
    },
  });
  const scheme = tls ? 'https' : 'http';
  const shown = addresses.length ? addresses : ['127.0.0.1'];
  console.log(`HexLOS is served at:`);
  for (const a of shown) console.log(`  Network: ${scheme}://${a}:${options.port}/`);
  if (tls) {
    // The certificate over plain http, one port up: the tablet cannot yet trust the https address it would come from.
    const certificate = readFileSync(tls.certPath);
    const certServer = createServer((request, response) => {
      if (request.url === '/hexlos-lan.crt') {
        response.writeHead(200, {
          'content-type': 'application/x-x509-ca-cert',
          'content-disposition': 'attachment; filename="hexlos-lan.crt"',
        });
        response.end(certificate);
        return;
      }
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`The certificate is at /hexlos-lan.crt; HexLOS itself at https://…:${options.port}/\n`);
    });
    await new Promise<void>((listening, failed) => {
      certServer.once('error', failed);
      certServer.listen(options.port + 1, '0.0.0.0', listening);
    });
    console.log('The certificate to trust on the tablet (once):');
    for (const a of shown) console.log(`  Certificate: http://${a}:${options.port + 1}/hexlos-lan.crt`);
    console.log(`Kept in ${options.certDir} (never in the repository).`);
    const stop = () => {
      certServer.close();
      void server.close().then(() => process.exit(0));
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  }
}

main().catch((error: unknown) => {
  console.error(`serve:lan: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
