/**
 * The embedded database: PGlite served over a unix socket, in its own process so that a slow
 * query never stalls the web server's event loop. Started by ./launcher.ts; stops with its parent.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

type ChildMessage = { type: "ready" } | { type: "error"; message: string };

const [dataDir, socketPath] = process.argv.slice(2);
if (!dataDir || !socketPath) throw new Error("usage: pglite-child <dataDir|memory://> <socketPath>");

const send = (message: ChildMessage) => process.send?.(message);

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
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));

try {
  db = await PGlite.create(dataDir === "memory://" ? undefined : dataDir, { extensions: { pg_trgm } });
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  send({ type: "ready" });
} catch (error) {
  send({ type: "error", message: error instanceof Error ? error.message : String(error) });
  await stop(1);
}
