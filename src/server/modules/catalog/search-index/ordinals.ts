/** Parts in an index are numbered (ordinals) in item-code order; lists of them are Int32Arrays in that order. */
export const NO_PARTS = new Int32Array(0);

/** A set of ordinals as a bitmap: membership in one read. */
export function bitsOf(ordinals: Iterable<number>, size: number): Uint32Array {
  const bits = new Uint32Array((size >>> 5) + 1);
  for (const ordinal of ordinals) bits[ordinal >>> 5]! |= 1 << (ordinal & 31);
  return bits;
}

/** A long build hands the event loop back this often (parts), so shoppers' requests go on being answered. */
export const YIELD_EVERY = 8_192;

export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));
