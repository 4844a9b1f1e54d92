// Two browser engines from Debian's packages, driven by the standard protocols
// each one speaks (docs/testing.md "Other engines"): Firefox ESR through
// WebDriver BiDi over its own WebSocket (no geckodriver in Debian), WebKitGTK
// through classic WebDriver over HTTP (`WebKitWebDriver`). Both take the same
// W3C input actions, so a step of the evening reads the same in either.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type EngineName = 'firefox' | 'webkit';

/** One browser window (a fresh profile: nothing kept from another session). */
export interface EngineSession {
  readonly engine: EngineName;
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` (its source, called with `args`) in the page and returns its awaited result, through JSON. */
  evaluate<T>(fn: string, ...args: unknown[]): Promise<T>;
  /** A tap at a point of the viewport, in CSS pixels: a finger where the driver can send one, else the mouse. */
  tap(x: number, y: number): Promise<void>;
  /** Keys pressed one by one into whatever has the focus, as a touch keyboard sends them. */
  typeKeys(keys: string): Promise<void>;
  /** Gives a file input (by CSS selector) a file from disk, as the file picker does. */
  setFile(selector: string, path: string): Promise<void>;
  /** What the page wrote to its console as errors so far (WebKitWebDriver offers no console: none). */
  consoleErrors(): readonly string[];
  /** The viewport as PNG bytes. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  newSession(): Promise<EngineSession>;
  stop(): Promise<void>;
}

export const TABLET = { width: 820, height: 1180 } as const;

/** W3C key values for the editing keys the steps press. */
export const KEY = { backspace: '\uE003', control: '\uE009', enter: '\uE007' } as const;

/** Wraps `fn` so that the page returns its awaited result as JSON text: the same on both protocols. */
const inPage = (fn: string, args: unknown[]): string =>
  `async () => JSON.stringify((await (${fn})(...${JSON.stringify(args)})) ?? null)`;

const keyActions = (keys: string) => [
  {
    type: 'key',
    id: 'keyboard',
    actions: [...keys].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]),
  },
];

const tapActions = (x: number, y: number, pointerType: 'touch' | 'mouse') => [
  {
    type: 'pointer',
    id: pointerType,
    parameters: { pointerType },
    actions: [
      { type: 'pointerMove', x: Math.round(x), y: Math.round(y), duration: 0, origin: 'viewport' },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ],
  },
];

/** Waits for a line of a child's output that `pattern` matches, within `ms` (a browser that never starts fails here). */
function lineFrom(child: ChildProcess, pattern: RegExp, ms: number, what: string): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start within ${ms / 1000} s:\n${seen}`)), ms);
    const read = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = pattern.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}) before it started:\n${seen}`));
    });
  });
}

/** Ends a child started in its own process group, with everything it started. */
export async function endProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((settle) => child.once('exit', settle));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  // A browser that ignores SIGTERM for five seconds is killed.
  const late = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 5_000);
  await exited;
  clearTimeout(late);
}

/** Bounds one protocol command, so that a hung browser fails the step that sent it, with the command's name. */
const COMMAND_MS = 60_000;

// ── Firefox ESR: WebDriver BiDi over its WebSocket ──

class BidiConnection {
  /** Console errors by browsing context, heard from `log.entryAdded`. */
  readonly errors = new Map<string, string[]>();
  private next = 1;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as {
        id?: number;
        type: string;
        method?: string;
        params?: { level?: string; text?: string; source?: { context?: string } };
        result?: unknown;
        error?: string;
        message?: string;
      };
      if (message.method === 'log.entryAdded' && message.params?.level === 'error') {
        const context = message.params.source?.context ?? '';
        this.errors.set(context, [...(this.errors.get(context) ?? []), message.params.text ?? '']);
      }
      if (message.id === undefined) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.type === 'error') waiting.reject(new Error(`${message.error}: ${message.message}`));
      else waiting.resolve(message.result);
    });
  }

  static open(url: string): Promise<BidiConnection> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.addEventListener('open', () => resolve(new BidiConnection(socket)), { once: true });
      socket.addEventListener('error', () => reject(new Error(`no WebDriver BiDi at ${url}`)), { once: true });
    });
  }

  send<T>(method: string, params: object): Promise<T> {
    const id = this.next++;
    this.socket.send(JSON.stringify({ id, method, params }));
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`Firefox did not answer ${method} within ${COMMAND_MS / 1000} s`));
      }, COMMAND_MS);
      this.pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}

function bidiSession(bidi: BidiConnection, context: string, userContext: string): EngineSession {
  const run = async <T>(fn: string, args: unknown[]): Promise<T> => {
    const r = await bidi.send<{ type: string; result?: { value?: string }; exceptionDetails?: { text: string } }>(
      'script.callFunction',
      { functionDeclaration: inPage(fn, args), awaitPromise: true, target: { context } },
    );
    if (r.type === 'exception') throw new Error(`in the page: ${r.exceptionDetails?.text}`);
    return JSON.parse(r.result?.value ?? 'null') as T;
  };
  return {
    engine: 'firefox',
    navigate: async (url) => {
      await bidi.send('browsingContext.navigate', { context, url, wait: 'complete' });
    },
    reload: async () => {
      await bidi.send('browsingContext.reload', { context, wait: 'complete' });
    },
    url: () => run<string>('() => location.href', []),
    evaluate: (fn, ...args) => run(fn, args),
    tap: async (x, y) => {
      await bidi.send('input.performActions', { context, actions: tapActions(x, y, 'touch') });
    },
    typeKeys: async (keys) => {
      await bidi.send('input.performActions', { context, actions: keyActions(keys) });
    },
    setFile: async (selector, path) => {
      const r = await bidi.send<{ result: { sharedId?: string } }>('script.evaluate', {
        expression: `document.querySelector(${JSON.stringify(selector)})`,
        awaitPromise: false,
        target: { context },
      });
      if (!r.result.sharedId) throw new Error(`no ${selector} on the page`);
      await bidi.send('input.setFiles', { context, element: { sharedId: r.result.sharedId }, files: [path] });
    },
    consoleErrors: () => bidi.errors.get(context) ?? [],
    screenshot: async () =>
      Buffer.from((await bidi.send<{ data: string }>('browsingContext.captureScreenshot', { context })).data, 'base64'),
    close: async () => {
      await bidi.send('browsingContext.close', { context });
      if (userContext !== 'default') await bidi.send('browser.removeUserContext', { userContext });
    },
  };
}

/** Firefox ESR, headless, with a profile of its own; each new session is a new user context (its own storage). */
export async function startFirefox(): Promise<Engine> {
  const profile = mkdtempSync(join(tmpdir(), 'hexlos-firefox-'));
  const child = spawn(
    '/usr/bin/firefox-esr',
    ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0', 'about:blank'],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // A cold start on a loaded machine takes seconds; thirty is ample.
  const [, address] = await lineFrom(child, /WebDriver BiDi listening on (ws:\/\/[\d.:]+)/, 30_000, 'Firefox ESR');
  const bidi = await BidiConnection.open(`${address}/session`);
  await bidi.send('session.new', { capabilities: { alwaysMatch: { acceptInsecureCerts: true } } });
  await bidi.send('session.subscribe', { events: ['log.entryAdded'] });
  let first = true;
  return {
    name: 'firefox',
    newSession: async () => {
      const userContext = first
        ? 'default'
        : (await bidi.send<{ userContext: string }>('browser.createUserContext', {})).userContext;
      const { context } = first
        ? (await bidi.send<{ contexts: { context: string }[] }>('browsingContext.getTree', {})).contexts[0]!
        : await bidi.send<{ context: string }>('browsingContext.create', { type: 'tab', userContext });
      first = false;
      await bidi.send('browsingContext.setViewport', { context, viewport: TABLET });
      return bidiSession(bidi, context, userContext);
    },
    stop: async () => {
      bidi.close();
      await endProcess(child);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// ── WebKitGTK: classic WebDriver over HTTP ──

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

async function webdriver<T>(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    signal: AbortSignal.timeout(COMMAND_MS),
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${value.error}: ${value.message}`);
  return value;
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver (under the X display the stage gives it); a driver per session, so each has its own storage. */
export async function startWebKit(): Promise<Engine> {
  const drivers: ChildProcess[] = [];
  let port = 4460 + Math.floor(Math.random() * 400);
  return {
    name: 'webkit',
    newSession: async () => {
      port += 1;
      const child = spawn('/usr/bin/WebKitWebDriver', [`--port=${port}`], {
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      drivers.push(child);
      const base = `http://127.0.0.1:${port}`;
      // The driver listens within a second or two; its status answers once it does.
      const until = Date.now() + 20_000;
      for (;;) {
        const ready = await fetch(`${base}/status`).then(
          (r) => r.ok,
          () => false,
        );
        if (ready) break;
        if (Date.now() > until) throw new Error('WebKitWebDriver did not listen within 20 s');
        await new Promise((settle) => setTimeout(settle, 200));
      }
      const { sessionId } = await webdriver<{ sessionId: string }>(base, 'POST', '/session', {
        capabilities: { alwaysMatch: { acceptInsecureCerts: true } },
      });
      const at = `/session/${sessionId}`;
      const call = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object) =>
        webdriver<T>(base, method, `${at}${path}`, body);
      const run = async <T>(fn: string, args: unknown[]): Promise<T> =>
        JSON.parse(
          await call<string>('POST', '/execute/sync', { script: `return (${inPage(fn, args)})()`, args: [] }),
        ) as T;
      // The window includes MiniBrowser's own frame: grow it until the page itself is the tablet's size.
      await call('POST', '/window/rect', { width: TABLET.width, height: TABLET.height });
      const inner = await run<{ width: number; height: number }>(
        '() => ({ width: innerWidth, height: innerHeight })',
        [],
      );
      await call('POST', '/window/rect', {
        width: 2 * TABLET.width - inner.width,
        height: 2 * TABLET.height - inner.height,
      });
      return {
        engine: 'webkit',
        navigate: async (url) => {
          await call('POST', '/url', { url });
        },
        reload: async () => {
          await call('POST', '/refresh');
        },
        url: () => call<string>('GET', '/url'),
        evaluate: (fn, ...args) => run(fn, args),
        // WebKitWebDriver cannot send touch: the mouse, whose pointer events the app handles as it does a finger's.
        tap: async (x, y) => {
          await call('POST', '/actions', { actions: tapActions(x, y, 'mouse') });
          await call('DELETE', '/actions');
        },
        typeKeys: async (keys) => {
          await call('POST', '/actions', { actions: keyActions(keys) });
          await call('DELETE', '/actions');
        },
        setFile: async (selector, path) => {
          const element = await call<Record<string, string>>('POST', '/element', {
            using: 'css selector',
            value: selector,
          });
          await call('POST', `/element/${element[ELEMENT]}/value`, { text: path });
        },
        consoleErrors: () => [],
        screenshot: async () => Buffer.from(await call<string>('GET', '/screenshot'), 'base64'),
        close: async () => {
          await call('DELETE', '');
        },
      };
    },
    stop: async () => {
      for (const child of drivers) await endProcess(child);
    },
  };
}
