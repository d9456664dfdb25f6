import { type FileHandle, open, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { FitYears } from "./fit-years";
import { Listing, type ListingFields } from "./listing";
import { yieldToRequests } from "./ordinals";
import { Trigrams } from "./trigrams";

/**
 * A listing saved to a file and read back (decision 046): every column as its bytes, every list of
 * strings as UTF-8 joined by NUL (which PostgreSQL text never holds), and a JSON header at the end
 * saying where each section is. Reading one is a few large reads into typed arrays made to size,
 * instead of a read of the whole catalogue through the database; what a listing derives from its
 * columns (numbering, model years, make bits) is derived again as a read listing derives it.
 */

/** What a snapshot says about where and when its listing was read; the store (snapshots.ts) checks it before the listing is used. */
export interface SnapshotStamp {
  /** The build of the server that wrote it: another build may read the catalogue differently. */
  build: string;
  /** The database cluster and database it was read from. */
  database: string;
  /** The transaction horizon the read started at (loader.ts HORIZON_NOW): changes from it on are read again. */
  horizon: string;
  /** When the read started (ms since 1970). */
  takenAt: number;
}

const FORMAT = 2;
const MAGIC = 0x31495350; // "PSI1", little-endian, after the header's length.
const TRAILER_BYTES = 8;
/** Strings are joined and written this many at a time, so a write never holds the event loop for long. */
const STRINGS_AT_ONCE = 50_000;

const NUMBER_KINDS = { Int32Array, Int16Array, Uint16Array, Uint8Array, Float64Array } as const;
type NumberKind = keyof typeof NUMBER_KINDS;
type Numbers = Int32Array | Int16Array | Uint16Array | Uint8Array | Float64Array;

interface Section {
  name: string;
  kind: NumberKind | "strings";
  at: number;
  bytes: number;
  count: number;
}

interface Header {
  format: number;
  stamp: SnapshotStamp;
  makeNames: string[];
  models: ListingFields["models"];
  fitSpellings: ListingFields["models"];
  otherTrigrams: [string, number][];
  sections: Section[];
}

type Column = { name: string; numbers: Numbers } | { name: string; strings: readonly string[] };

/** The columns of a listing a snapshot holds, by name. */
function columnsOf(fields: ListingFields): Column[] {
  const trigrams = fields.trigrams.stored;
  const fits = fields.fits.stored;
  const makeStartsOfOrdinals = new Int32Array(fields.makeOrdinals.length + 1);
  fields.makeOrdinals.forEach((ordinals, id) => {
    makeStartsOfOrdinals[id + 1] = makeStartsOfOrdinals[id]! + ordinals.length;
  });
  const makeOrdinals = new Int32Array(makeStartsOfOrdinals[fields.makeOrdinals.length]!);
  fields.makeOrdinals.forEach((ordinals, id) => {
    makeOrdinals.set(ordinals, makeStartsOfOrdinals[id]!);
  });
  return [
    { name: "codes", strings: fields.codes },
    { name: "texts", strings: fields.texts },
    { name: "codeKeys", strings: fields.codeKeys },
    { name: "vocabulary", strings: fields.vocabulary },
    { name: "byCodeKey", numbers: fields.byCodeKey },
    { name: "yearFrom", numbers: fields.yearFrom },
    { name: "yearEnd", numbers: fields.yearEnd },
    { name: "promotional", numbers: fields.promotional },
    { name: "universal", numbers: fields.universal },
    { name: "partTypes", numbers: fields.partTypes },
    { name: "inStock", numbers: fields.inStock },
    { name: "onSale", numbers: fields.onSale },
    { name: "retailCents", numbers: fields.retailCents },
    { name: "createdAt", numbers: fields.createdAt },
    { name: "makeOrdinals", numbers: makeOrdinals },
    { name: "makeOrdinalStarts", numbers: makeStartsOfOrdinals },
    { name: "makeStarts", numbers: fields.makeStarts },
    { name: "makeIds", numbers: fields.makeIds },
    { name: "modelStarts", numbers: fields.modelStarts },
    { name: "modelIds", numbers: fields.modelIds },
    { name: "trigramAscii", numbers: trigrams.ascii },
    { name: "trigramStarts", numbers: trigrams.starts },
    { name: "trigramPostings", numbers: trigrams.postings },
    { name: "fitStarts", numbers: fits.starts },
    { name: "fitSpellingIds", numbers: fits.spellingIds },
    { name: "fitYears", numbers: fits.years },
  ];
}

const bytesOf = (numbers: Numbers) => new Uint8Array(numbers.buffer, numbers.byteOffset, numbers.byteLength);
const aligned = (at: number) => Math.ceil(at / 8) * 8;

async function writeAll(file: FileHandle, bytes: Uint8Array, at: number): Promise<void> {
  for (let done = 0; done < bytes.length; ) {
    const { bytesWritten } = await file.write(bytes, done, bytes.length - done, at + done);
    done += bytesWritten;
  }
}

async function readAll(file: FileHandle, bytes: Uint8Array, at: number): Promise<void> {
  for (let done = 0; done < bytes.length; ) {
    const { bytesRead } = await file.read(bytes, done, bytes.length - done, at + done);
    if (bytesRead === 0) throw new Error("search index snapshot: the file ends before its sections do");
    done += bytesRead;
  }
}

/**
 * Writes `listing` with its stamp to `path`: to a file beside it first, renamed over `path` once whole,
 * so a reader finds the old snapshot or the new one, never half of one.
 */
export async function writeSnapshot(path: string, listing: Listing, stamp: SnapshotStamp): Promise<void> {
  const fields = listing.fields;
  await forgetUnfinished(path);
  const partial = `${path}.${process.pid}-${++writes}.partial`;
  const file = await open(partial, "w");
  try {
    const sections: Section[] = [];
    let at = 0;
    const writeNumbers = async (name: string, numbers: Numbers) => {
      at = aligned(at);
      const bytes = bytesOf(numbers);
      await writeAll(file, bytes, at);
      sections.push({ name, kind: numbers.constructor.name as NumberKind, at, bytes: bytes.length, count: numbers.length });
      at += bytes.length;
    };
    for (const column of columnsOf(fields)) {
      if ("numbers" in column) {
        await writeNumbers(column.name, column.numbers);
        continue;
      }
      const start = at;
      // Where each string's bytes end, so a reader decodes each without looking for the separators.
      const ends = new Int32Array(column.strings.length);
      for (let from = 0; from < column.strings.length; from += STRINGS_AT_ONCE) {
        const chunk = column.strings.slice(from, from + STRINGS_AT_ONCE);
        const bytes = Buffer.from(`${from === 0 ? "" : "\u0000"}${chunk.join("\u0000")}`, "utf8");
        let end = at - start + (from === 0 ? 0 : 1);
        chunk.forEach((text, offset) => {
          end += Buffer.byteLength(text, "utf8");
          ends[from + offset] = end;
          end += 1;
        });
        await writeAll(file, bytes, at);
        at += bytes.length;
        await yieldToRequests();
      }
      sections.push({ name: column.name, kind: "strings", at: start, bytes: at - start, count: column.strings.length });
      await writeNumbers(`${column.name}.ends`, ends);
    }
    const header: Header = {
      format: FORMAT,
      stamp,
      makeNames: fields.makeNames,
      models: fields.models,
      fitSpellings: [...fields.fits.stored.spellings],
      otherTrigrams: fields.trigrams.stored.other,
      sections,
    };
    const json = Buffer.from(JSON.stringify(header), "utf8");
    const trailer = Buffer.alloc(TRAILER_BYTES);
    trailer.writeUInt32LE(json.length, 0);
    trailer.writeUInt32LE(MAGIC, 4);
    await writeAll(file, json, at);
    await writeAll(file, trailer, at + json.length);
    await file.sync();
  } catch (error) {
    await file.close();
    await rm(partial, { force: true });
    throw error;
  }
  await file.close();
  await rename(partial, path);
}

/** How many snapshots this process began to write: each writes a file of its own until it is whole. */
let writes = 0;

/** Files a writer stopped in the middle of left beside `path` (their writer is gone once they are an hour old). */
async function forgetUnfinished(path: string): Promise<void> {
  const dir = dirname(path);
  for (const name of await readdir(dir)) {
    if (!name.startsWith(`${basename(path)}.`) || !name.endsWith(".partial")) continue;
    const file = join(dir, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > 3600_000) await rm(file, { force: true });
  }
}

/** A snapshot file opened: its stamp, read first, and its listing, read only when asked. */
export interface OpenedSnapshot {
  stamp: SnapshotStamp;
  listing(): Promise<Listing>;
  close(): Promise<void>;
}

/** Opens the snapshot at `path`; null when there is none. A file that is not a whole snapshot of this format throws. */
export async function openSnapshot(path: string): Promise<OpenedSnapshot | null> {
  let file: FileHandle;
  try {
    file = await open(path, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    const { size } = await file.stat();
    if (size < TRAILER_BYTES) throw new Error("search index snapshot: too short");
    const trailer = Buffer.alloc(TRAILER_BYTES);
    await readAll(file, trailer, size - TRAILER_BYTES);
    const length = trailer.readUInt32LE(0);
    if (trailer.readUInt32LE(4) !== MAGIC || length > size - TRAILER_BYTES) throw new Error("search index snapshot: not a snapshot");
    const json = Buffer.alloc(length);
    await readAll(file, json, size - TRAILER_BYTES - length);
    const header = JSON.parse(json.toString("utf8")) as Header;
    if (header.format !== FORMAT) throw new Error(`search index snapshot: format ${header.format}, not ${FORMAT}`);
    const end = size - TRAILER_BYTES - length;
    for (const section of header.sections) {
      if (section.at < 0 || section.at + section.bytes > end) throw new Error(`search index snapshot: section ${section.name} is outside the file`);
    }
    return { stamp: header.stamp, listing: () => listingOf(file, header), close: () => file.close() };
  } catch (error) {
    await file.close();
    throw error;
  }
}

/** Reads a snapshot's sections into a listing. */
async function listingOf(file: FileHandle, header: Header): Promise<Listing> {
  const sections = new Map(header.sections.map((section) => [section.name, section]));
  const section = (name: string) => {
    const found = sections.get(name);
    if (!found) throw new Error(`search index snapshot: no section ${name}`);
    return found;
  };
  const numbers = async <K extends NumberKind>(name: string, kind: K): Promise<InstanceType<(typeof NUMBER_KINDS)[K]>> => {
    const { kind: written, bytes, count, at } = section(name);
    const Kind = NUMBER_KINDS[kind];
    if (written !== kind || bytes !== count * Kind.BYTES_PER_ELEMENT) throw new Error(`search index snapshot: section ${name} is not ${count} of ${kind}`);
    const column = new Kind(count) as InstanceType<(typeof NUMBER_KINDS)[K]>;
    await readAll(file, bytesOf(column), at);
    return column;
  };
  const strings = async (name: string): Promise<string[]> => {
    const { kind, bytes, count, at } = section(name);
    if (kind !== "strings") throw new Error(`search index snapshot: section ${name} is not strings`);
    if (count === 0) return [];
    const ends = await numbers(`${name}.ends`, "Int32Array");
    if (ends.length !== count || ends[count - 1] !== bytes) throw new Error(`search index snapshot: section ${name} does not end where its strings do`);
    const buffer = Buffer.allocUnsafe(bytes);
    await readAll(file, buffer, at);
    // Each string decoded by itself: slices of one large string (split) made searches a quarter slower.
    // Pushed, not stored by index into an array made to size: a holey array is slower to read in every search.
    const list: string[] = [];
    let start = 0;
    for (let n = 0; n < count; n++) {
      const end = ends[n]!;
      if (end < start || end > bytes) throw new Error(`search index snapshot: section ${name} has a string outside it`);
      list.push(buffer.toString("utf8", start, end));
      start = end + 1;
    }
    return list;
  };
  const codes = await strings("codes");
  const makeOrdinals = await numbers("makeOrdinals", "Int32Array");
  const makeOrdinalStarts = await numbers("makeOrdinalStarts", "Int32Array");
  const fields: ListingFields = {
    codes,
    texts: await strings("texts"),
    codeKeys: await strings("codeKeys"),
    byCodeKey: await numbers("byCodeKey", "Int32Array"),
    vocabulary: await strings("vocabulary"),
    yearFrom: await numbers("yearFrom", "Int16Array"),
    yearEnd: await numbers("yearEnd", "Int16Array"),
    promotional: await numbers("promotional", "Int32Array"),
    universal: await numbers("universal", "Int32Array"),
    trigrams: new Trigrams({
      ascii: await numbers("trigramAscii", "Int32Array"),
      other: header.otherTrigrams,
      starts: await numbers("trigramStarts", "Int32Array"),
      postings: await numbers("trigramPostings", "Int32Array"),
    }),
    partTypes: await numbers("partTypes", "Uint8Array"),
    inStock: await numbers("inStock", "Uint8Array"),
    onSale: await numbers("onSale", "Uint8Array"),
    retailCents: await numbers("retailCents", "Int32Array"),
    createdAt: await numbers("createdAt", "Float64Array"),
    makeNames: header.makeNames,
    makeOrdinals: header.makeNames.map((_, id) => makeOrdinals.subarray(makeOrdinalStarts[id]!, makeOrdinalStarts[id + 1]!)),
    makeStarts: await numbers("makeStarts", "Int32Array"),
    makeIds: await numbers("makeIds", "Uint16Array"),
    models: header.models,
    modelStarts: await numbers("modelStarts", "Int32Array"),
    modelIds: await numbers("modelIds", "Uint16Array"),
    fits: FitYears.restored({
      spellings: header.fitSpellings,
      starts: await numbers("fitStarts", "Int32Array"),
      spellingIds: await numbers("fitSpellingIds", "Int32Array"),
      years: await numbers("fitYears", "Int16Array"),
    }),
  };
  const parts = codes.length;
  const perPart = [
    fields.texts,
    fields.codeKeys,
    fields.byCodeKey,
    fields.yearFrom,
    fields.yearEnd,
    fields.partTypes,
    fields.inStock,
    fields.onSale,
    fields.retailCents,
    fields.createdAt,
  ];
  const perPartAndOne = [fields.makeStarts, fields.modelStarts, fields.fits.stored.starts];
  if (perPart.some((column) => column.length !== parts) || perPartAndOne.some((column) => column.length !== parts + 1)) {
    throw new Error("search index snapshot: its columns do not hold one entry a part");
  }
  return Listing.restored(fields);
}
