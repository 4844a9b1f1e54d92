// The app's state, one typed slice per concern. The tap flow is an explicit
// state machine (idle → firerChosen → tracing → result): an answer from the
// worker is applied only while the store still waits for that very request.

import type { StateCreator } from 'zustand';

import type {
  DamagedRecord,
  LibraryMeta,
  LibraryOrigin,
  LibraryRecord,
  StoredFile,
  TrashSummary,
} from '../board/library/library.ts';
import type { Problem } from '../board/problem.ts';
import type { AuditReport } from '../engine/audit.ts';
import type { Army, CombatResult, WeaponClass } from '../engine/combat/types.ts';
import type { RuleSetId, TraceMode } from '../engine/rules/ids.ts';
import type { ReadingId, Readings } from '../engine/rules/readings.ts';
import type { LosResult, RuleSetInfo } from '../engine/rules/types.ts';
import type { Axial, Board } from '../engine/types.ts';
import type { BoardEntry, BoardFile, RuleVerdict, WorkerStamps } from '../worker/protocol.ts';

export interface LoadProblems {
  /** The file (or bundled board) that failed. */
  readonly source: string;
  readonly errors: readonly Problem[];
  readonly warnings: readonly Problem[];
}

/**
 * How start-up opens its board: only while no other board is on screen or on
 * its way, so that a file the player opened while the app was starting stays
 * (start-up's own ask would otherwise make the player's load stale, or replace it).
 */
export interface OpenOptions {
  readonly unlessAnother?: boolean;
  /** Read the files again even when their key is the board on screen (a newer version saved in another tab). */
  readonly again?: boolean;
}

export interface BoardSlice {
  boardList: readonly BoardEntry[];
  board: Board | undefined;
  /** Bundled board id or library key; undefined for a board opened from a file that could not be kept. */
  boardId: string | undefined;
  /** Name of the file the board came from, when it came from one. */
  boardFile: string | undefined;
  boardWarnings: readonly Problem[];
  ruleSetInfos: readonly RuleSetInfo[];
  loadingBoard: boolean;
  /** A failed load, shown in a dismissible panel; the previous board stays. */
  problems: LoadProblems | undefined;
  /** Bumped on every successful load: the canvas refits the board. */
  boardEpoch: number;
  fetchBoardList(): Promise<void>;
  openBundled(id: string, options?: OpenOptions): Promise<boolean>;
  /** Opens files and keeps the board in the library (as opened from a file, or received in a link). */
  openFiles(files: readonly BoardFile[], origin?: LibraryOrigin, options?: OpenOptions): Promise<boolean>;
  /** Opens files kept on the device (the library, a link) under their library key. */
  openStored(files: readonly BoardFile[], key: string, source: string, options?: OpenOptions): Promise<boolean>;
  dismissProblems(): void;
}

export interface LibrarySlice {
  /** Boards kept on the device, newest first. */
  library: readonly LibraryMeta[];
  /** The last storage failure, shown until dismissed. */
  libraryError: string | undefined;
  /** The files a failed save could not keep: offered as a download with the error. */
  unsavedFiles: readonly StoredFile[] | undefined;
  /** The board just deleted (in the trash), while the notice offers to bring it back. */
  deletedBoard: TrashSummary | undefined;
  /** Records in the store that could not be read, named and set aside (docs/boards-safe.md). */
  damagedRecords: readonly DamagedRecord[];
  /** Keys of the kept boards with a photo kept beside them. */
  boardsWithPhoto: ReadonlySet<string>;
  /** Deleted boards, newest first, until restored, deleted for good or past their time. */
  trash: readonly TrashSummary[];
  /** Whether the browser keeps the boards until the user deletes them: its answer to `navigator.storage.persist()`. */
  storageKept: 'kept' | 'may-clear' | 'unknown';
  /** What the last backup or restore did, in words. */
  backupNotice: string | undefined;
  refreshLibrary(): Promise<void>;
  /** Keeps a loaded board; its summary, or undefined when storage failed (libraryError says why). */
  keepInLibrary(files: readonly StoredFile[], board: Board, origin: LibraryOrigin): Promise<LibraryMeta | undefined>;
  openFromLibrary(key: string, options?: OpenOptions): Promise<boolean>;
  /** A bundled board by id or a kept board by key. */
  openBoard(id: string, options?: OpenOptions): Promise<boolean>;
  renameInLibrary(key: string, name: string): Promise<void>;
  duplicateInLibrary(key: string): Promise<LibraryMeta | undefined>;
  removeFromLibrary(key: string): Promise<void>;
  undoRemove(): Promise<void>;
  restoreFromTrash(id: string): Promise<void>;
  purgeFromTrash(id: string): Promise<void>;
  emptyTrash(): Promise<void>;
  /** The raw records of a damaged entry, as JSON text for a download. */
  rawDamaged(record: DamagedRecord): Promise<string | undefined>;
  /** Deletes exactly the records a damaged entry was read from. */
  deleteDamaged(record: DamagedRecord): Promise<void>;
  /** Asks the browser to keep the boards (once a board is kept) and notes its answer. */
  askToKeepBoards(ask: boolean): Promise<void>;
  /** The whole library (or one board) as a backup file's bytes. */
  backupBytes(key?: string): Promise<Uint8Array | undefined>;
  /** Keeps every board of a backup file, each with its origin, photo and review. */
  restoreBackup(bytes: Uint8Array): Promise<void>;
  dismissBackupNotice(): void;
  readFromLibrary(key: string): Promise<LibraryRecord | undefined>;
  /** Shows a storage failure (the editor's autosave reports through this). */
  reportStorageFailure(message: string, files?: readonly StoredFile[]): void;
  /** Hears the other tabs' saves, renames and deletes: the list follows them, and so does the kept board on screen when it is not being edited. */
  watchOtherTabs(): void;
  dismissLibraryError(): void;
  /** A link that named a board this device lacks, or carried one that could not be read. */
  linkNotice: string | undefined;
  dismissLinkNotice(): void;
  /** The current kept board packed for the link (the hash carries it), or how long that would be. */
  carried: { readonly board: Board; readonly payload?: string; readonly chars?: number } | undefined;
  /** Packs the current board for the link when it is a kept one (in the worker). */
  packCurrentBoard(files: readonly StoredFile[]): Promise<void>;
  /** Opens the board a link carries and keeps it; false (with linkNotice) when it cannot be read. */
  openCarried(payload: string, options?: OpenOptions): Promise<boolean>;
  /** After Share: when the board did not fit in the link, say so and offer the file. */
  shareNotice: { readonly message: string; readonly files: readonly StoredFile[] } | undefined;
  noteShared(): Promise<void>;
  dismissShareNotice(): void;
}

export type PickPhase = 'idle' | 'firerChosen' | 'tracing' | 'result';

/**
 * What a tap on a new hex does once a line is drawn: start a new pair (the
 * tapped hex is the next firer) or move the target of the current firer.
 * Dragging either end always moves that end, whichever is chosen.
 */
export type NextTap = 'pair' | 'target';

/** One check the players made, kept so that a tap brings it back. */
export interface RecentCheck {
  readonly from: Axial;
  readonly to: Axial;
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly rules: RuleSetId;
  readonly visible: boolean;
}

export interface PickSlice {
  phase: PickPhase;
  firer: Axial | undefined;
  target: Axial | undefined;
  result: LosResult | undefined;
  /** The engine could not answer (a rule set not finished, a hex off the board). */
  losError: string | undefined;
  verdicts: readonly RuleVerdict[];
  /** The line the verdicts answer (pairKey): until the new line's arrive, the old ones show as pending. */
  verdictsFor: string;
  /** Event time (performance.now() clock) of the tap that asked for the shown result. */
  askedAt: number | undefined;
  /** Store-level id of the LOS request in flight or answered. */
  losSeq: number;
  /** When the shown result was asked of the worker and applied here, and when the worker handled it (performance.now() clock). */
  losTiming: { readonly sent: number; readonly answered: number; readonly worker?: WorkerStamps } | undefined;
  nextTap: NextTap;
  /** The next tap on the map adds a firer to the combat sheet instead of picking an end. */
  pickingCombatFirer: boolean;
  setPickingCombatFirer(on: boolean): void;
  /** The last few checks, newest first (at most RECENT_LIMIT). */
  recent: readonly RecentCheck[];
  setNextTap(mode: NextTap): void;
  restoreCheck(check: RecentCheck): void;
  tapHex(hex: Axial, at?: number): void;
  setFirer(hex: Axial | undefined): void;
  setTarget(hex: Axial | undefined, at?: number): void;
  swapEnds(): void;
  clearPick(): void;
  /** Asks for the verdict on the pick (with `newTarget` as its target, set in the same store change as the question's phase). */
  requestLos(at?: number, newTarget?: Axial): Promise<void>;
}

export type ThemeName = 'light' | 'dark';

export interface SettingsSlice {
  rules: RuleSetId;
  trace: TraceMode;
  /** The group's house readings of contested rule texts: only those that differ from HexLOS's defaults. */
  readings: Partial<Readings>;
  theme: ThemeName;
  showViewshed: boolean;
  /** Draw the designer's lint warnings on the board where they name a hex. */
  showWarnings: boolean;
  inspectMode: boolean;
  setRules(rules: RuleSetId): void;
  setTrace(trace: TraceMode): void;
  /** Plays one contested reading one way (a value that is not one of its two is ignored). */
  setReading(id: ReadingId, value: string): void;
  setTheme(theme: ThemeName): void;
  setShowViewshed(on: boolean): void;
  setShowWarnings(on: boolean): void;
  setInspectMode(on: boolean): void;
}

export interface ViewshedSlice {
  /** Hex keys ("q,r") the firer sees, for the query it was computed for. */
  viewshed: { readonly forKey: string; readonly hexes: ReadonlySet<string> } | undefined;
  viewshedBusy: boolean;
  viewshedError: string | undefined;
  requestViewshed(): Promise<void>;
}

export interface CombatFirerRow {
  readonly id: number;
  /** Hex label; empty means the selected firer. */
  readonly hex: string;
  readonly af: string;
  readonly weaponClass: WeaponClass;
  readonly range: string;
  /** Overrun: movement points left (empty: not checked), units already in the exit hex (empty: not checked), a truck. */
  readonly mp?: string;
  readonly exitUnits?: string;
  readonly truck?: boolean;
}

export interface CombatTargetInput {
  readonly df: string;
  readonly armored: boolean;
  readonly dispersed: boolean;
  readonly overrun: boolean;
  readonly indirect: boolean;
  /** With indirect fire: a forward observer sees the target hex (no hit roll, 003 Offboard Artillery). */
  readonly observed: boolean;
  /** With an overrun: whose stacking limit the exit hex keeps (003 Stacking); absent: not checked. */
  readonly army?: Army;
}

export interface CombatSlice {
  combatOpen: boolean;
  combatRows: readonly CombatFirerRow[];
  combatTarget: CombatTargetInput;
  combat: CombatResult | undefined;
  /** Why no odds are shown: inputs missing or invalid, or the engine's message. */
  combatProblem: string | undefined;
  setCombatOpen(open: boolean): void;
  addCombatRow(): void;
  updateCombatRow(id: number, patch: Partial<Omit<CombatFirerRow, 'id'>>): void;
  removeCombatRow(id: number): void;
  updateCombatTarget(patch: Partial<CombatTargetInput>): void;
  requestCombat(): Promise<void>;
}

export type SheetState = 'peek' | 'full';

/** Which list of a result a flashed entry is in: the reasons it is blocked, or what the line met that did not block. */
export type EvidenceList = 'reasons' | 'cleared';

export interface UiSlice {
  inspected: Axial | undefined;
  /** A reason asked to flash on the board: one that blocks, or one met that did not block (nonce restarts the flash). */
  flash: { readonly index: number; readonly list: EvidenceList; readonly nonce: number } | undefined;
  sheet: SheetState;
  /** The side view of the line is unfolded. */
  sideViewOpen: boolean;
  /** The map shows its hexes too small to aim at or to read their labels (a phone's whole-board view). */
  hexesTooSmall: boolean;
  inspect(hex: Axial | undefined): void;
  flashReason(index: number, lowerSheet?: boolean, list?: EvidenceList): void;
  setSheet(sheet: SheetState): void;
  setSideViewOpen(open: boolean): void;
  setHexesTooSmall(small: boolean): void;
}

export interface NoticeSlice {
  /** Sentences about what could not be done as asked (a shared link's board, rules, hexes). */
  notices: readonly string[];
  showNotices(notices: readonly string[]): void;
  dismissNotices(): void;
  /** What the player's last action did (copied, shared, saved, deleted): shown a moment and spoken; nonce tells the same words said again apart. */
  said: { readonly text: string; readonly nonce: number } | undefined;
  say(text: string): void;
  /** The words of `nonce` have been shown long enough (a newer saying is left alone). */
  unsay(nonce: number): void;
}

export type AuditMode = 'off' | 'sees' | 'seenBy';

export interface AuditSlice {
  /** The heatmap: off, tinted by how many hexes each hex sees, or by how many see it. */
  auditMode: AuditMode;
  /** The audit for the board epoch, rule set and trace of `forKey`. */
  audit: { readonly forKey: string; readonly report: AuditReport } | undefined;
  /** The audit being built, 0..1. */
  auditProgress: { readonly forKey: string; readonly fraction: number } | undefined;
  auditError: string | undefined;
  setAuditMode(mode: AuditMode): void;
  requestAudit(): Promise<void>;
}

export type AppState = BoardSlice &
  LibrarySlice &
  PickSlice &
  SettingsSlice &
  ViewshedSlice &
  CombatSlice &
  UiSlice &
  NoticeSlice &
  AuditSlice;

export type Slice<T> = StateCreator<AppState, [], [], T>;
