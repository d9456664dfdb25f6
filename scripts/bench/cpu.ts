/**
 * Where a measured request's CPU time goes on this machine (Linux /proc): the server's process, the
 * database's processes, and the whole machine (server, database, the load generator, the kernel's
 * network work). On two cores a figure's ceiling is 2,000 / (the machine's ms per request) req/s:
 * what a target asks can be read against it (docs/speed-targets.md).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import type { Target } from "./targets";

/** Clock ticks per second of /proc's CPU times. */
const TICKS_PER_SECOND = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

interface ProcessRow {
  ppid: number;
  comm: string;
  /** User + system time, in ticks. */
  ticks: number;
  /** The user + system time of its children that have exited (and been waited for), in ticks. */
  childTicks: number;
}

/** Every process's parent and CPU times from /proc; empty where /proc is missing. */
function processTable(): Map<number, ProcessRow> {
  const table = new Map<number, ProcessRow>();
  if (!fs.existsSync("/proc")) return table;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const fields = stat.slice(close + 2).split(" ");
      table.set(Number(entry), {
        ppid: Number(fields[1]),
        comm: stat.slice(stat.indexOf("(") + 1, close),
        ticks: Number(fields[11]) + Number(fields[12]),
        childTicks: Number(fields[13]) + Number(fields[14]),
      });
    } catch {}
  }
  return table;
}

/** The machine's busy CPU time so far (every core), in ticks, or null where there is no /proc/stat. */
function machineTicks(): number | null {
  try {
    const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return fields.reduce((sum, value) => sum + value, 0) - idle;
  } catch {
    return null;
  }
}

/**
 * The database's CPU time so far, in ticks: the embedded database's child processes of the server,
 * or the local PostgreSQL server's processes. A PostgreSQL backend that ends (the pool closes an idle
 * connection) takes its time with it, so the postmaster's count of its ended children is added: else
 * a figure could fall between two readings. Null when it cannot be read (no /proc, or a PostgreSQL
 * server on another machine).
 */
function databaseTicks(table: Map<number, ProcessRow>, target: Target, serverPid: number): number | null {
  if (table.size === 0) return null;
  let ticks = 0;
  let found = false;
  if (target.label === "embedded") {
    const descendants = new Set([serverPid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [pid, row] of table) {
        if (!descendants.has(pid) && descendants.has(row.ppid)) {
          descendants.add(pid);
          grew = true;
        }
      }
    }
    descendants.delete(serverPid);
    for (const pid of descendants) {
      ticks += table.get(pid)?.ticks ?? 0;
      found = true;
    }
  } else {
    const host = new URL(target.env.DATABASE_URL as string).hostname;
    if (!["127.0.0.1", "localhost", "::1"].includes(host)) return null;
    for (const row of table.values()) {
      if (row.comm !== "postgres") continue;
      ticks += row.ticks + row.childTicks;
      found = true;
    }
  }
  return found ? ticks : null;
}

export interface CpuReading {
  machine: number | null;
  server: number | null;
  database: number | null;
}

/** The CPU times so far of the machine, the server (its own process) and the database, in ticks. */
export function cpuReading(target: Target, serverPid: number): CpuReading {
  const table = processTable();
  return { machine: machineTicks(), server: table.get(serverPid)?.ticks ?? null, database: databaseTicks(table, target, serverPid) };
}

/** Milliseconds of CPU per request between two readings, for each of machine, server and database (null where unreadable). */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number): CpuReading {
  const per = (a: number | null, b: number | null) => (a === null || b === null || requests === 0 ? null : ((b - a) * 1000) / TICKS_PER_SECOND / requests);
  return { machine: per(before.machine, after.machine), server: per(before.server, after.server), database: per(before.database, after.database) };
}
