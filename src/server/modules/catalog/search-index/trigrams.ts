import { NO_PARTS, union, YIELD_EVERY, yieldToRequests } from "./ordinals";

/** Filled trigrams as a snapshot keeps them: the ids of ASCII trigrams by slot, the others' ids by trigram, and the posting lists of ids 0, 1, ... end to end. */
export interface StoredTrigrams {
  ascii: Int32Array;
  other: [string, number][];
  starts: Int32Array;
  postings: Int32Array;
}

/**
 * Which parts hold each run of three characters (a trigram) of their search text, as one array of
 * ordinals per trigram in ordinal order. Trigrams of ASCII characters are looked up in a flat table,
 * any other in a map. Built in two passes over the texts: `count` as each part is read (ListingBuilder),
 * then `fill` once every part is in, into one Int32Array sized exactly (about 140 MB for a million
 * parts, and no garbage).
 */
export class Trigrams {
  private readonly ascii: Int32Array;
  private readonly other: Map<string, number>;
  private ids: number;
  private counts: number[] = [];
  private last: number[] = [];
  private starts: Int32Array = NO_PARTS;
  private postings: Int32Array = NO_PARTS;

  /** No trigrams yet; or, from a snapshot (snapshot.ts), trigrams filled before. */
  constructor(filled?: StoredTrigrams) {
    this.ascii = filled?.ascii ?? new Int32Array(1 << 21).fill(-1);
    this.other = new Map(filled?.other);
    this.ids = filled ? filled.starts.length - 1 : 0;
    if (filled) {
      this.starts = filled.starts;
      this.postings = filled.postings;
    }
  }

  /** What a snapshot keeps of trigrams once filled. */
  get stored(): StoredTrigrams {
    return { ascii: this.ascii, other: [...this.other], starts: this.starts, postings: this.postings };
  }

  /** Counts the trigrams of part `ordinal`'s text (ordinals come in order, each once). */
  count(text: string, ordinal: number) {
    const { counts, last } = this;
    for (let at = 0; at + 3 <= text.length; at++) {
      const id = this.idAt(text, at, true);
      if (id === counts.length) {
        counts.push(0);
        last.push(-1);
      }
      if (last[id] !== ordinal) {
        last[id] = ordinal;
        counts[id]!++;
      }
    }
  }

  /** Fills the posting lists from the counted texts (the same texts, in the same order), handing the event loop back now and then. */
  async fill(texts: readonly string[]): Promise<void> {
    const { counts } = this;
    const starts = new Int32Array(counts.length + 1);
    for (let id = 0; id < counts.length; id++) starts[id + 1] = starts[id]! + counts[id]!;
    const postings = new Int32Array(starts[counts.length]!);
    const next = starts.slice(0, counts.length);
    this.counts = [];
    this.last = [];
    for (let ordinal = 0; ordinal < texts.length; ordinal++) {
      if (ordinal % YIELD_EVERY === 0) await yieldToRequests();
      const text = texts[ordinal]!;
      for (let at = 0; at + 3 <= text.length; at++) {
        const id = this.idAt(text, at, false);
        const end = next[id]!;
        if (end > starts[id]! && postings[end - 1] === ordinal) continue;
        postings[end] = ordinal;
        next[id] = end + 1;
      }
    }
    this.starts = starts;
    this.postings = postings;
  }

  /** The id of the trigram at `at`; while adding, an unseen trigram gets the next id, else -1. */
  private idAt(text: string, at: number, adding: boolean): number {
    const a = text.charCodeAt(at);
    const b = text.charCodeAt(at + 1);
    const c = text.charCodeAt(at + 2);
    if ((a | b | c) < 128) {
      const slot = (a << 14) | (b << 7) | c;
      const id = this.ascii[slot]!;
      if (id >= 0 || !adding) return id;
      this.ascii[slot] = this.ids;
      return this.ids++;
    }
    const key = text.slice(at, at + 3);
    const id = this.other.get(key);
    if (id !== undefined) return id;
    if (!adding) return -1;
    this.other.set(key, this.ids);
    return this.ids++;
  }

  /**
   * Every part whose text holds the two characters `pair`, or null when more than `most` entries would
   * be read to say so. A search term never holds the separator between a text's code and description
   * (searchText), so a text holding the term's pair is three characters or more and the pair begins or
   * ends one of its trigrams: the parts are those in the lists of the trigrams that begin or end with it.
   */
  withPair(pair: string, most: number): Int32Array | null {
    const lists: Int32Array[] = [];
    let size = 0;
    const add = (id: number) => {
      if (id < 0) return;
      lists.push(this.postings.subarray(this.starts[id]!, this.starts[id + 1]!));
      size += this.starts[id + 1]! - this.starts[id]!;
    };
    const a = pair.charCodeAt(0);
    const b = pair.charCodeAt(1);
    if ((a | b) < 128) {
      for (let c = 0; c < 128; c++) {
        add(this.ascii[(a << 14) | (b << 7) | c]!);
        add(this.ascii[(c << 14) | (a << 7) | b]!);
      }
    }
    for (const [trigram, id] of this.other) if (trigram.startsWith(pair) || trigram.endsWith(pair)) add(id);
    return size > most ? null : union(lists);
  }

  /**
   * The shortest posting list among the trigrams of `text` (three characters or more): every part
   * whose text contains `text` is in it. Empty when one of its trigrams occurs nowhere.
   */
  narrowest(text: string): Int32Array {
    let best: Int32Array | null = null;
    for (let at = 0; at + 3 <= text.length; at++) {
      const id = this.idAt(text, at, false);
      if (id < 0) return NO_PARTS;
      if (best === null || this.starts[id + 1]! - this.starts[id]! < best.length) best = this.postings.subarray(this.starts[id]!, this.starts[id + 1]!);
    }
    return best ?? NO_PARTS;
  }
}
