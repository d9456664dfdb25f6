/**
 * The embedded database: PGlite served over a unix socket, in its own process so that a slow
 * query never stalls the web server's event loop. Started and supervised by ./launcher.ts; it
 * stops when its channel to the app closes, which happens however the app ends.
 */
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

type ChildMessage = { type: "ready" } | { type: "error"; message: string };

const [dataDir, socketPath, startFrom] = process.argv.slice(2);
if (!dataDir || !socketPath) throw new Error("usage: pglite-child <dataDir|memory://> <socketPath> [dump to start from]");

const send = (message: ChildMessage) => process.send?.(message);

// Emscripten's (WASI) numbers for the file system errors an operator can act on.
const errnoNames: Record<number, string> = { 2: "EACCES", 20: "EEXIST", 31: "EISDIR", 44: "ENOENT", 51: "ENOSPC", 54: "ENOTDIR", 63: "EPERM", 69: "EROFS" };

/** PGlite's file system fails with Emscripten's ErrnoError, which is not an Error and has no message. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "object" && error !== null && "errno" in error) {
    const errno = Number(error.errno);
    return `file system error ${errnoNames[errno] ?? `errno ${errno}`} in the data directory ${dataDir}`;
  }
  return String(error);
}

let db: PGlite | undefined;
let server: PGLiteSocketServer | undefined;
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    try {
      await server?.stop();
    } catch {}
    try {
      await db?.close();
    } catch {}
  }
  process.exit(code);
}

process.on("disconnect", () => void stop(0));
// The app owns this process's life: Ctrl-C (the terminal signals the whole process group) and a
// service manager's SIGTERM to every process reach the app too, which finishes its requests and
// then closes the channel. Stopping here first would pull the database from under those requests.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => {});
// The channel may have closed while this module was still loading, before the listener above.
if (!process.connected) await stop(0);

try {
  const loadDataDir = startFrom ? new Blob([await readFile(startFrom)]) : undefined;
  db = await PGlite.create(dataDir === "memory://" ? undefined : dataDir, { extensions: { pg_trgm }, loadDataDir });
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  send({ type: "ready" });
} catch (error) {
  send({ type: "error", message: describe(error) });
  await stop(1);
}
