/** Parts in an index are numbered (ordinals) in item-code order; lists of them are Int32Arrays in that order. */
export const NO_PARTS = new Int32Array(0);

/** A set of ordinals as a bitmap: membership in one read. */
export function bitsOf(ordinals: Iterable<number>, size: number): Uint32Array {
  const bits = new Uint32Array((size >>> 5) + 1);
  for (const ordinal of ordinals) bits[ordinal >>> 5]! |= 1 << (ordinal & 31);
  return bits;
}

/** The ordinals of `among` (in order) found in at least one of `lists` (each in order): each list is galloped through once. */
export function inAnyOf(among: Int32Array, lists: readonly Int32Array[]): Int32Array {
  const kept = new Int32Array(among.length);
  const cursors = new Int32Array(lists.length);
  let size = 0;
  for (const ordinal of among) {
    for (let l = 0; l < lists.length; l++) {
      const list = lists[l]!;
      const at = firstAtLeast(list, cursors[l]!, ordinal);
      cursors[l] = at;
      if (list[at] === ordinal) {
        kept[size++] = ordinal;
        break;
      }
    }
  }
  return kept.subarray(0, size);
}

/** The first index from `from` on whose value is `value` or more (list.length if none): galloping, then a binary search. */
function firstAtLeast(list: Int32Array, from: number, value: number): number {
  if (from >= list.length || list[from]! >= value) return from;
  let step = 1;
  let low = from;
  let high = from + 1;
  while (high < list.length && list[high]! < value) {
    low = high;
    step *= 2;
    high = from + step;
  }
  high = Math.min(high, list.length);
  // list[low] < value, and list[high] >= value or high is the end.
  while (low + 1 < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle;
    else high = middle;
  }
  return high;
}

/** A long build hands the event loop back this often (parts), so shoppers' requests go on being answered. */
export const YIELD_EVERY = 8_192;

export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The ordinals in any of `lists` (each in order), once each, in order. A few lists are merged two at a
 * time, each merge one pass; more (a pair's trigrams, a word's typos) are set in a bitmap and read back
 * in order, which reads each entry once however many lists there are.
 */
export function union(lists: readonly Int32Array[]): Int32Array {
  if (lists.length <= 4) {
    let merged: Int32Array = NO_PARTS;
    for (const list of lists) merged = merged.length === 0 ? list : list.length === 0 ? merged : mergeTwo(merged, list);
    return merged;
  }
  let total = 0;
  let end = 0;
  for (const list of lists) {
    total += list.length;
    if (list.length > 0) end = Math.max(end, list[list.length - 1]! + 1);
  }
  const bits = new Uint32Array((end >>> 5) + 1);
  for (const list of lists) for (const ordinal of list) bits[ordinal >>> 5]! |= 1 << (ordinal & 31);
  const out = new Int32Array(total);
  let size = 0;
  for (let word = 0; word < bits.length; word++) {
    for (let rest = bits[word]!; rest !== 0; rest &= rest - 1) out[size++] = (word << 5) | (31 - Math.clz32(rest & -rest));
  }
  return out.subarray(0, size);
}

function mergeTwo(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let size = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x < y) {
      out[size++] = x;
      i++;
    } else if (y < x) {
      out[size++] = y;
      j++;
    } else {
      out[size++] = x;
      i++;
      j++;
    }
  }
  while (i < a.length) out[size++] = a[i++]!;
  while (j < b.length) out[size++] = b[j++]!;
  return out.subarray(0, size);
}
