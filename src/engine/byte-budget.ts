// A cache bounded in bytes, not entries: an entry's cost grows with the range
// of its line, so a count bound holds nothing on a 200 × 200 board (BRIEF:
// every cache has a bound that holds on the largest valid input). Sizes are
// estimates of the retained heap, generous rather than tight; the oldest
// entries go first when the budget is reached.

export class ByteBudgetCache<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private used = 0;

  constructor(
    private readonly budget: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: K, value: V): void {
    const bytes = this.sizeOf(value);
    if (bytes > this.budget) return;
    const old = this.entries.get(key);
    if (old) {
      this.used -= old.bytes;
      this.entries.delete(key);
    }
    for (const [k, e] of this.entries) {
      if (this.used + bytes <= this.budget) break;
      this.entries.delete(k);
      this.used -= e.bytes;
    }
    this.entries.set(key, { value, bytes });
    this.used += bytes;
  }

  /** Estimated bytes held (for tests and the bench). */
  get bytes(): number {
    return this.used;
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }
}
