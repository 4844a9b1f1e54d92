// Issue 12, item 7: what a shared link asked for and did not get is said,
// never silently replaced (the e2e suite checks the screen and the address).

import { describe, expect, test } from 'vitest';

import { readRawSharedView } from '../board/share-link.ts';
import { type LinkOutcome, linkNotices } from './link-notices.ts';

const shown: LinkOutcome = {
  boardOpened: true,
  boardName: 'Ridge and River',
  rules: 'arvold',
  trace: 'hex',
  fromFound: true,
  toFound: true,
};

describe('issue 12 item 7: the notices a shared link leaves', () => {
  test('a link that opens as asked leaves none', () => {
    expect(
      linkNotices(readRawSharedView('#board=ridge-and-river&rules=arvold&trace=hex&from=C2&to=G5'), shown),
    ).toEqual([]);
  });

  test('an unknown board: one notice, and nothing about hexes placed elsewhere', () => {
    const notices = linkNotices(readRawSharedView('#board=nope&rules=tagg&from=C2&to=G5'), {
      ...shown,
      boardOpened: false,
      fromFound: false,
      toFound: false,
    });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /board “nope”, which is not on this device, so its line of sight is not shown \(“Ridge and River” is open instead\)/,
    );
  });

  test.each([
    ['#rules=tagg', /Tagg.* rules, which do not read “Ridge and River”; Arvold.* rules are used/],
    ['#rules=house', /rule set “house” that HexLOS does not have/],
    ['#rules=tgx&trace=real', /real-space line, which .* rules do not have; the hex-traced line is used/],
    ['#trace=laser', /trace mode “laser” that HexLOS does not have/],
    [`#from=${'Z'.repeat(400)}1`, /firer hex “Z{24}…” is not on “Ridge and River”/],
  ])('%s', (hash, message) => {
    const link = readRawSharedView(hash);
    const outcome: LinkOutcome = { ...shown, rules: hash.includes('tgx') ? 'tgx' : 'arvold', fromFound: !link.from };
    expect(linkNotices(link, outcome).join(' ')).toMatch(message);
  });

  test('a target not on the board is said; with no firer the target waits for it', () => {
    expect(linkNotices(readRawSharedView('#from=C2&to=ZZ99'), { ...shown, toFound: false })).toEqual([
      'The link’s target hex “ZZ99” is not on “Ridge and River”: tap the target on the map.',
    ]);
    expect(
      linkNotices(readRawSharedView('#from=ZZ99&to=C2'), { ...shown, fromFound: false, toFound: false })[0],
    ).toMatch(/firer hex “ZZ99”.*\(the target waits for it\)/);
  });
  test('house readings: an unknown reading or value is named and left out; the device’s readings set aside are named', () => {
    expect(
      linkNotices(readRawSharedView('#board=ridge-and-river&from=A1&to=F3&reading.noteL=together'), {
        ...shown,
        deviceReadings: { noteL: 'together' },
        readings: { noteL: 'together' },
      }),
    ).toEqual([]);
    // A device that played HexLOS's readings takes the link's, and is told so.
    expect(
      linkNotices(readRawSharedView('#board=ridge-and-river&from=A1&to=F3&reading.noteL=together'), {
        ...shown,
        deviceReadings: {},
        readings: { noteL: 'together' },
      }),
    ).toEqual([
      'This link is judged by a house reading: 000 note L, orange and purple counted together. It is now used on this device too; change it under House readings.',
    ]);
    expect(linkNotices(readRawSharedView('#reading.noteL=sometimes'), shown)).toEqual([
      'The link asks for “sometimes” as the reading of 000 note L, which HexLOS does not have (it has “separate” and “together”); HexLOS’s default is used: orange and purple counted separately.',
    ]);
    // A reading of three values names all three.
    expect(linkNotices(readRawSharedView('#reading.lowOnSlope=always'), shown)).toEqual([
      `The link asks for “always” as the reading of 001's town/slope hex and 000's heights, which HexLOS does not have (it has “low-or-brown”, “ground-woods” and “town-printed”); HexLOS’s default is used: a town or woods on a slope blocks as ground woods or as a brown side, whichever blocks.`,
    ]);
    expect(linkNotices(readRawSharedView(`#reading.${'q'.repeat(300)}=x`), shown)[0]).toMatch(
      /^The link names a reading “q{24}…” that HexLOS does not have; it is left out\.$/,
    );
    // A link from before house readings, opened on a device that plays note L together.
    const replaced = linkNotices(readRawSharedView('#board=ridge-and-river&from=A1&to=F3'), {
      ...shown,
      deviceReadings: { noteL: 'together' },
      readings: {},
    });
    expect(replaced).toEqual([
      'The link’s verdict is judged by its own readings of the rules, which now replace this device’s house readings: 000 note L, orange and purple counted separately (this device had: orange and purple counted together). Change them back under House readings.',
    ]);
  });
});
