// Hostile VASSAL modules for `hexlos scan MODULE`: zip
// bombs (a lying header, an impossible ratio, entries declaring gigabytes, an
// honest 40 MiB buildFile), XML entity attacks (billion laughs, an external
// entity), deep nesting, damaged and foreign archives, a missing image, an
// image whose header asks for ten gigapixels, a grid of a million hexes. Each
// must exit 1 with the zip entry or XML path named, quickly, in the shared
// process's 256 MB heap.

import { zipSync } from 'fflate';

import { encodePng, makeModule, withDeclaredSize } from '../scan/vassal/testing/make-module.ts';

const GRID = { dx: '40', dy: '46', x0: 20, y0: 23, sideways: false } as const;
const text = (s: string) => new TextEncoder().encode(s);
const LAUGHS = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]>\n<VASSAL.build.GameModule name="&lol9;"/>`;

function pngHeaderOnly(width: number, height: number): Uint8Array {
  const small = encodePng({ width: 1, height: 1, data: new Uint8Array(4) });
  const out = small.slice();
  const view = new DataView(out.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return out;
}

/** A case as cases.ts's HostileCase has it (not imported: cases.ts imports this). */
interface ModuleCase {
  readonly name: string;
  readonly files: Readonly<Record<string, Uint8Array>>;
  readonly argv: readonly string[];
  readonly invalid: true;
}

export function moduleCases(): ModuleCase[] {
  const board = (image = 'a.png', grid: object = GRID) => [{ name: 'A', image, grid: grid as typeof GRID }];
  const list = ['scan', '{dir}/m.vmod', '--list', '--json'];
  const pick = ['scan', '{dir}/m.vmod', '--board', 'A', '--json'];
  const made: [string, Uint8Array, string[]][] = [
    [
      'a lying header: 64 MiB of zeros declared as 1,000 bytes',
      withDeclaredSize(zipSync({ 'buildFile.xml': new Uint8Array(64 << 20) }, { level: 9 }), 'buildFile.xml', 1000),
      list,
    ],
    [
      'a declared ratio of 2,000,000 : 1',
      withDeclaredSize(zipSync({ 'buildFile.xml': text('<a/>') }), 'buildFile.xml', 20_000_000),
      list,
    ],
    [
      '40 entries declaring 120 MiB each',
      (() => {
        let z: Uint8Array = zipSync(
          Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`images/${i}.png`, new Uint8Array(200_000)])),
        );
        for (let i = 0; i < 40; i++) z = withDeclaredSize(z, `images/${i}.png`, 120 << 20);
        return z;
      })(),
      list,
    ],
    [
      'an honest buildFile of 40 MiB',
      zipSync({ 'buildFile.xml': new Uint8Array(40 << 20).fill(0x20) }, { level: 9 }),
      list,
    ],
    [
      '20,001 entries',
      zipSync(Object.fromEntries(Array.from({ length: 20_001 }, (_, i) => [`e${i}`, new Uint8Array(0)]))),
      list,
    ],
    ['billion laughs', zipSync({ 'buildFile.xml': text(LAUGHS) }), list],
    [
      'an external entity',
      zipSync({
        buildFile: text('<?xml version="1.0"?>\n<!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<m>&x;</m>'),
      }),
      list,
    ],
    [
      'elements nested 100,000 deep',
      zipSync({ 'buildFile.xml': text(`${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`) }),
      list,
    ],
    ['random bytes', Uint8Array.from({ length: 5000 }, (_, i) => (i * 2654435761) >>> 24), list],
    [
      'a module cut short',
      makeModule(board(), { 'a.png': encodePng({ width: 200, height: 200, data: new Uint8Array(160_000) }) }).slice(
        0,
        600,
      ),
      list,
    ],
    ['a board whose image is missing', makeModule(board('gone.png'), {}), pick],
    [
      'an image whose header asks for 10 gigapixels',
      makeModule(board(), { 'a.png': pngHeaderOnly(100_000, 100_000) }),
      pick,
    ],
    [
      'a grid of a million hexes',
      makeModule(board('a.png', { ...GRID, dx: '0.2', dy: '0.2' }), {
        'a.png': encodePng({ width: 200, height: 200, data: new Uint8Array(160_000) }),
      }),
      pick,
    ],
  ];
  return made.map(([name, bytes, argv]) => ({
    name: `scan module: ${name}`,
    files: { 'm.vmod': bytes },
    argv,
    invalid: true as const,
  }));
}
