// The turn record's section of the panel: how many checks the session has
// made, and the record copied or saved as one Markdown text for an e-mail or
// a forum post (docs/table.md#the-turn-record), or started again for a new turn.

import { useState } from 'react';

import { useAppStore } from '../../store/index.ts';
import { downloadOne } from '../library/export.ts';
import { pageAddress } from '../page-address.ts';
import { clearTurnRecord, flushTurnRecord, turnRecordStore, useTurnRecord } from '../turn-record-keeper.ts';
import { turnRecordFileName, turnRecordMarkdown } from '../turn-record.ts';

/** The record as it stands, with the verdict on screen in it even if it has not settled yet. */
function recordText(madeOn: Date): string {
  flushTurnRecord();
  return turnRecordMarkdown(turnRecordStore.getState(), pageAddress(), madeOn);
}

const checksWord = (n: number): string => (n === 1 ? '1 check' : `${n} checks`);

export function TurnRecordSection() {
  const count = useTurnRecord((r) => r.entries.length);
  const [said, setSaidHere] = useState('');
  // Said by the buttons and where every action's outcome is (ActionSaid.tsx), which speaks it.
  const setSaid = (text: string) => {
    setSaidHere(text);
    useAppStore.getState().say(text);
  };
  const save = (madeOn: Date, text: string) => {
    const name = turnRecordFileName(madeOn);
    downloadOne(text, name, 'text/markdown');
    return name;
  };
  const copy = async () => {
    const madeOn = new Date();
    const text = recordText(madeOn);
    const n = turnRecordStore.getState().entries.length;
    try {
      await navigator.clipboard.writeText(text);
      setSaid(`Turn record copied: ${checksWord(n)}.`);
    } catch {
      // No clipboard (an old browser, or one that refuses the page): the file carries the same text.
      setSaid(`The clipboard refused the record: saved as ${save(madeOn, text)} instead.`);
    }
  };
  return (
    <section className="turn-record" aria-label="Turn record" data-testid="turn-record">
      <h2 className="panel-heading">Turn record</h2>
      <p className="fine" data-testid="turn-record-count">
        Checks recorded: {count}
      </p>
      <div className="turn-record-buttons">
        <button type="button" className="button" onClick={() => void copy()} data-testid="turn-record-copy">
          Copy the turn record
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            const madeOn = new Date();
            setSaid(`Turn record saved as ${save(madeOn, recordText(madeOn))}.`);
          }}
          data-testid="turn-record-save"
        >
          Save the turn record
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            clearTurnRecord();
            setSaid('A new turn record: the next check is number 1.');
          }}
          data-testid="turn-record-clear"
        >
          Start a new record
        </button>
      </div>
      <p className="fine said-line" data-testid="turn-record-said">
        {said}
      </p>
    </section>
  );
}
