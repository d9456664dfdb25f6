import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** One shop per worker of the run; a test file uses its worker's (browser.ts baseUrl). */
    baseUrls: string[];
    /** Where each shop writes the mail it sends (.eml files), in the order of baseUrls (browser.ts mailTo). */
    mailDirs: string[];
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop stopped while starting:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not answer within 2 minutes:\n${log()}`);
}

/** One shop server of the run: its address, its data folder, and how to stop it. */
interface ShopServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts one shop as production runs it, on a fresh embedded database of its own seeded with the demo shop. */
async function startShop(): Promise<ShopServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "partshop-e2e-"));
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      CAPTCHA_MAX_NUMBER: "2000",
      LOGIN_RATE_LIMIT: "200",
      NODE_ENV: "test",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl, child, () => output);
  return {
    baseUrl,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the real shop as production runs it (the server bundle under plain node, the built SPA, a
 * fresh embedded database seeded with the demo shop) for the browser tests: one shop for each worker
 * of the run (vitest.e2e.config.ts), so that the test files of one worker run one after another on
 * their own shop and never see another worker's orders, stock or sign-ins. The server is bundled
 * here, in about a second, so that it is never older than the code under test.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.resolve("dist/web/index.html"))) throw new Error("Build the storefront first: npm run build");
  if (!fs.existsSync(path.resolve("dist/ssr/entry-server.js"))) throw new Error("Build the storefront's server renderer first: npm run build");
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build-server.ts"], { stdio: "inherit" });
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const shops = await Promise.all(Array.from({ length: workers }, () => startShop()));
  project.provide(
    "baseUrls",
    shops.map((shop) => shop.baseUrl),
  );
  project.provide(
    "mailDirs",
    shops.map((shop) => path.join(shop.dataDir, "mail")),
  );
  return async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
  };
}
