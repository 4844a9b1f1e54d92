// The one whole-number field of the app (the photo tracer's columns and rows,
// a new board's size, the brush's elevation): it holds the text as typed and
// commits it on leaving the field or on Enter (whole-number.ts), saying
// beside the field when what was typed was not taken as it was.

import { type KeyboardEvent, useId, useState } from 'react';

import { commitWholeNumber, type WholeNumberField } from './whole-number.ts';

interface Props extends WholeNumberField {
  readonly value: number | undefined;
  readonly onCommit: (value: number | undefined) => void;
  readonly testId: string;
  readonly disabled?: boolean;
  /** The field's form name, for a form that reads its fields when submitted. */
  readonly name?: string;
}

export function NumberField({ value, onCommit, testId, disabled, name, ...field }: Props) {
  // The typed text while the player is in the field; undefined shows the committed value.
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [note, setNote] = useState<string | undefined>(undefined);
  const noteId = useId();
  const commit = () => {
    if (draft === undefined) return;
    const committed = commitWholeNumber(draft, value, field);
    setDraft(undefined);
    setNote(committed.note);
    if (committed.value !== value) onCommit(committed.value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit();
  };
  return (
    <>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        // As wide as the largest value and a little more: a text field's own width (20 characters) would crowd a row of them.
        size={String(field.max).length + 2}
        name={name}
        value={draft ?? (value === undefined ? '' : String(value))}
        onChange={(e) => {
          setDraft(e.target.value);
          setNote(undefined);
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
        aria-describedby={note ? noteId : undefined}
        aria-invalid={note ? true : undefined}
        data-testid={testId}
        disabled={disabled}
      />
      {note && (
        <span className="field-note" id={noteId} role="status" data-testid={`${testId}-note`}>
          {note}
        </span>
      )}
    </>
  );
}
