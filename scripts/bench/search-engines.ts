/**
 * Two engines on the same catalogue (issue 20, section 4; decision 030): the shop's in-memory search
 * index (decision 022, read by its loader, with the vehicle words of decision 035) and PostgreSQL
 * itself (a tsvector with a GIN index, pg_trgm for typos, a code key for part numbers), each asked
 * the same 2,000 distinct queries in turn on one connection, with their build time, memory and the
 * share of the judged queries each puts in the first three. The PostgreSQL engine is built on a
 * scratch copy in the benchmark's own database, never in the shop's migrations.
 */
import v8 from "node:v8";
import vm from "node:vm";
import { partCodeKey, type SearchTerm, searchTermsOf } from "../../src/domain/search-words";
import { openDatabase } from "../../src/server/db/client";
import { loadCatalogIndex } from "../../src/server/modules/catalog/search-index/loader";
import { findWithVehicleWords } from "../../src/server/modules/catalog/search-vehicle-words";
import { vehicleVocabulary } from "../../src/server/modules/catalog/vehicles";
import { JUDGED } from "../../test/fixtures/search-judgements";
import { shopperQueries, shuffled } from "./catalogue";
import { pad, padLeft } from "./servers";
import { type BenchOptions, postgresTarget, seconds } from "./targets";

const POOL_SIZE = 2_000;
const PAGE = 20;

/** A full garbage collection, so memory read before and after a build compares what stays. */
const collectGarbage: () => void = (() => {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
})();

/** Heap and array buffers in use after a full collection, in bytes. */
function memoryInUse(): number {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The nth percentile of sorted milliseconds. */
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** How an engine answers a query: the codes of the first page, best first, and the exact total. */
type Engine = (query: string) => Promise<{ total: number; codes: string[] }>;

interface EngineFigures {
  name: string;
  buildMs: number;
  memory: string;
  p50: number;
  p99: number;
  judged: number;
  missed: string[];
}

/** Asks `engine` every query of the pool (timed, one at a time), then the judged queries (for the first three). */
async function measureEngine(name: string, engine: Engine, pool: readonly string[], build: { ms: number; memory: string }): Promise<EngineFigures> {
  const times: number[] = [];
  for (const query of pool) {
    const started = performance.now();
    await engine(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const missed: string[] = [];
  for (const [query, mustFind] of JUDGED) if (!(await engine(query)).codes.slice(0, 3).includes(mustFind)) missed.push(`'${query}'`);
  const figures = {
    name,
    buildMs: build.ms,
    memory: build.memory,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    judged: JUDGED.length - missed.length,
    missed,
  };
  console.log(`  ${name}: p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, judged ${figures.judged}/${JUDGED.length}`);
  return figures;
}

/** The scratch copy PostgreSQL searches: a document per part, its code as a part number key, and the catalogue's words for typos. */
const BUILD_POSTGRES_ENGINE = [
  "create extension if not exists pg_trgm",
  `create table engine_search as
     select item, to_tsvector('simple', item || ' ' || descrip) as doc, lower(regexp_replace(item, '[^A-Za-z0-9]', '', 'g')) as code_key from parts`,
  "create index engine_search_doc on engine_search using gin (doc)",
  "create index engine_search_code_key on engine_search (code_key text_pattern_ops)",
  `create table engine_words as
     select word from ts_stat('select doc from engine_search') where length(word) >= 4 and word !~ '[0-9]'`,
  "create index engine_words_trgm on engine_words using gin (word gin_trgm_ops)",
  "analyze engine_search",
  "analyze engine_words",
];

/** A term as a tsquery: each spelling (a phrase word by word) by prefix, the typo words pg_trgm found exactly. */
function tsqueryOf(term: SearchTerm, typos: readonly string[]): string {
  const spelling = (name: string) =>
    name
      .split(" ")
      .map((word) => `${word}:*`)
      .join(" <-> ");
  return `(${[term.typed, ...term.synonyms].map(spelling).concat(typos).join(" | ")})`;
}

/**
 * PostgreSQL's answer: the query's terms (the shop's domain rule for words and other names), each
 * word that may hold a typo widened by the three catalogue words pg_trgm finds most similar; a part
 * matches every term by prefix, or its code key starts with the query's; ranked code first, then
 * code prefix, then ts_rank; ties in item-code order; the total counted over every match.
 */
function postgresEngine(pool: import("pg").Pool): Engine {
  return async (query) => {
    const terms = searchTermsOf(query);
    const key = partCodeKey(query).toLowerCase();
    if (terms.length === 0) return { total: 0, codes: [] };
    const typoWords = terms.filter((term) => term.typos > 0).map((term) => term.typed);
    const typos = new Map<string, string[]>();
    if (typoWords.length > 0) {
      const { rows } = await pool.query<{ typed: string; word: string }>(
        `select t.typed, w.word from unnest($1::text[]) t(typed)
         cross join lateral (select word from engine_words where word % t.typed and word <> t.typed order by similarity(word, t.typed) desc limit 3) w`,
        [typoWords],
      );
      for (const row of rows) typos.set(row.typed, [...(typos.get(row.typed) ?? []), row.word]);
    }
    const tsquery = terms.map((term) => tsqueryOf(term, typos.get(term.typed) ?? [])).join(" & ");
    const codePrefix = key.length >= 3 ? `${key}%` : null;
    const { rows } = await pool.query<{ item: string; total: string }>(
      `select item, count(*) over () as total from engine_search, to_tsquery('simple', $1) q
       where doc @@ q or code_key like $2
       order by code_key = $3 desc, code_key like $2 desc, ts_rank(doc, q) desc, item
       limit ${PAGE}`,
      [tsquery, codePrefix, key],
    );
    return { total: Number(rows[0]?.total ?? 0), codes: rows.map((row) => row.item) };
  };
}

/** 2,000 distinct queries as judged queries are written: the judged ones, multi-word, typos, codes without dashes or in lower case. */
function enginePool(queries: readonly string[]): string[] {
  return [...new Set([...JUDGED.map(([query]) => query), ...queries])].slice(0, POOL_SIZE);
}

/**
 * `npm run bench -- --only engines`: seeds a fresh database on `serverUrl` with the benchmark's
 * catalogue, then measures both engines on it; the report's lines.
 */
export async function benchSearchEngines(bench: BenchOptions, serverUrl: string): Promise<string[]> {
  const { target, seeded } = await postgresTarget(bench, serverUrl);
  const database = await openDatabase({ url: target.env.DATABASE_URL, poolMax: 2, statementTimeoutMs: 0 });
  const figures: EngineFigures[] = [];
  try {
    const pool = enginePool(shuffled(shopperQueries(seeded)));

    console.log("  in-memory index: reading the catalogue through its loader ...");
    const before = memoryInUse();
    let started = performance.now();
    const { index } = await loadCatalogIndex(database.db);
    const loadMs = performance.now() - started;
    const indexMemory = memoryInUse() - before;
    const ctx = { db: database.db };
    const vocabulary = await vehicleVocabulary(ctx);
    const inMemory: Engine = async (query) =>
      findWithVehicleWords(index, vocabulary, { make: undefined, year: undefined, item: query, promotionalOnly: false, fits: undefined }, (asked) =>
        index.find(asked, 0, PAGE),
      );
    figures.push(await measureEngine("in-memory index (decision 022/030/035)", inMemory, pool, { ms: loadMs, memory: `${mb(indexMemory)} heap` }));

    console.log("  PostgreSQL tsvector + pg_trgm: building the scratch copy ...");
    started = performance.now();
    for (const statement of BUILD_POSTGRES_ENGINE) await database.pool.query(statement);
    const buildMs = performance.now() - started;
    const { rows } = await database.pool.query<{ bytes: string }>(
      "select pg_total_relation_size('engine_search') + pg_total_relation_size('engine_words') as bytes",
    );
    const postgres = postgresEngine(database.pool);
    figures.push(await measureEngine("PostgreSQL tsvector + pg_trgm", postgres, pool, { ms: buildMs, memory: `${mb(Number(rows[0]?.bytes))} on disk` }));
  } finally {
    await database.close();
    await target.cleanup();
  }
  return [
    "",
    `search engines on PostgreSQL, ${bench.items.toLocaleString("en-CA")} parts: ${POOL_SIZE.toLocaleString("en-CA")} distinct queries (judged, multi-word, typos, codes any way), one at a time on one connection; judged = of ${JUDGED.length} judged queries, the part in the first three`,
    `${pad("engine", 42)}${padLeft("build/ready", 13)}${padLeft("memory", 16)}${padLeft("p50 ms", 9)}${padLeft("p99 ms", 9)}${padLeft("judged", 10)}`,
    ...figures.map(
      (engine) =>
        `${pad(engine.name, 42)}${padLeft(seconds(engine.buildMs), 13)}${padLeft(engine.memory, 16)}${padLeft(engine.p50.toFixed(1), 9)}${padLeft(engine.p99.toFixed(1), 9)}${padLeft(`${engine.judged}/${JUDGED.length}`, 10)}${engine.missed.length ? `  missed ${engine.missed.join(", ")}` : ""}`,
    ),
  ];
}
