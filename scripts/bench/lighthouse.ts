/**
 * What a phone sees: Lighthouse's mobile audit of three server-rendered pages, and the JavaScript the
 * home page downloads.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pad, padLeft, startServer } from "./servers";
import { cleanups, root, type Target } from "./targets";

/** Where Debian's chromium is, for Lighthouse: CHROMIUM_PATH, else /usr/bin/chromium. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Issue 25's targets for every audited page. */
const TARGETS = { performance: 95, lcpSeconds: 1.8, cls: 0.02, tbtMs: 150, scriptKb: 100 } as const;

/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a throttled network, simulated) of the
 * home page, a FORD list page and a part URL on the production build: the four category scores, the
 * paint and layout figures, and the JavaScript the page downloads before it is usable.
 */
export async function lighthouseFigures(target: Target): Promise<string[]> {
  if (!fs.existsSync(CHROMIUM)) return ["", `Lighthouse: not measured (no chromium at ${CHROMIUM}; set CHROMIUM_PATH)`];
  if (!fs.existsSync(path.join(root, "dist/ssr/entry-server.js"))) {
    console.log("\n== dist/ssr is missing: building the server renderer");
    if (spawnSync("npm", ["run", "build:ssr", "--silent"], { cwd: root, stdio: "inherit" }).status !== 0)
      return ["", "Lighthouse: the server renderer did not build, not measured"];
  }
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const server = await startServer(target);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  const lines = [
    "",
    `Lighthouse, mobile (simulated throttling), production build, server-rendered pages, ${target.label} database`,
    `${pad("page", 34)}${padLeft("perf", 6)}${padLeft("a11y", 6)}${padLeft("best", 6)}${padLeft("seo", 6)}${padLeft("FCP s", 8)}${padLeft("LCP s", 8)}${padLeft("TBT ms", 8)}${padLeft("CLS", 7)}${padLeft("JS KB", 8)}  targets: perf >= ${TARGETS.performance}, others 100, LCP < ${TARGETS.lcpSeconds} s, CLS < ${TARGETS.cls}, TBT < ${TARGETS.tbtMs} ms, JS < ${TARGETS.scriptKb} KB gz`,
  ];
  try {
    for (const [name, url] of [
      ["home /", "/"],
      ["FORD list /all-products/FORD", "/all-products/FORD"],
      ["part /all-products/FORD/F67-HOOD", "/all-products/FORD/F67-HOOD"],
    ] as const) {
      console.log(`  lighthouse ${url} ...`);
      const result = await lighthouse(`${server.base}${url}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = result?.lhr;
      if (!lhr) {
        lines.push(`${pad(name, 34)}  no result`);
        continue;
      }
      const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const requests = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
      const scriptKb = requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
      const lcp = numeric("largest-contentful-paint") / 1000;
      const cls = numeric("cumulative-layout-shift");
      const tbt = numeric("total-blocking-time");
      const missed = [
        Number(score("performance")) >= TARGETS.performance ? null : "perf",
        ["accessibility", "best-practices", "seo"].every((id) => score(id) === "100") ? null : "a11y/best/seo",
        lcp < TARGETS.lcpSeconds ? null : "LCP",
        cls < TARGETS.cls ? null : "CLS",
        tbt < TARGETS.tbtMs ? null : "TBT",
        scriptKb < TARGETS.scriptKb ? null : "JS",
      ].filter((name) => name !== null);
      lines.push(
        `${pad(name, 34)}${padLeft(score("performance"), 6)}${padLeft(score("accessibility"), 6)}${padLeft(score("best-practices"), 6)}${padLeft(score("seo"), 6)}${padLeft((numeric("first-contentful-paint") / 1000).toFixed(2), 8)}${padLeft(lcp.toFixed(2), 8)}${padLeft(String(Math.round(tbt)), 8)}${padLeft(cls.toFixed(3), 7)}${padLeft(scriptKb.toFixed(1), 8)}  ${missed.length === 0 ? "ok" : `MISSED (${missed.join(", ")})`}`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return lines;
}

/** Builds the storefront into a folder; false when the build fails. */
function viteBuild(outDir: string): boolean {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", outDir, "--emptyOutDir"], { cwd: root, stdio: "inherit" });
  return build.status === 0;
}

/**
 * The gzipped size of the JavaScript the home page loads: the entry script, its module preloads and
 * the lazy home page chunk, each with the modules it imports statically.
 */
export async function homePageJavaScript(): Promise<string> {
  let webDir = path.join(root, "dist/web");
  let source = "dist/web";
  if (process.env.BENCH_BUILD === "1") {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "partshop-bench-web-"));
    const temporary = webDir;
    cleanups.push(async () => fs.rmSync(temporary, { recursive: true, force: true }));
    console.log("\n== BENCH_BUILD=1: building the storefront into a temporary folder");
    if (viteBuild(webDir)) source = "a fresh build";
    else if (fs.existsSync(path.join(root, "dist/web/index.html"))) {
      webDir = path.join(root, "dist/web");
      source = `the fresh build FAILED, so dist/web of ${fs.statSync(path.join(webDir, "index.html")).mtime.toISOString().slice(0, 16).replace("T", " ")} UTC`;
    } else return "home page JavaScript: vite build failed, not measured";
  } else if (!fs.existsSync(path.join(webDir, "index.html"))) {
    console.log("\n== dist/web is missing: running vite build");
    if (!viteBuild(webDir)) return "home page JavaScript: vite build failed, not measured";
  } else
    source = `dist/web of ${fs.statSync(path.join(webDir, "index.html")).mtime.toISOString().slice(0, 16).replace("T", " ")} UTC (BENCH_BUILD=1 builds afresh)`;

  const html = fs.readFileSync(path.join(webDir, "index.html"), "utf8");
  const start = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) start.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) start.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]+rel="modulepreload"/g)) start.add(match[1] as string);
  const assets = path.join(webDir, "assets");
  const homeChunk = fs.existsSync(assets) ? fs.readdirSync(assets).find((file) => /^home-page-[\w-]+\.js$/.test(file)) : undefined;
  const queue = [...start].map((url) => path.join(webDir, url.replace(/^\//, "")));
  if (homeChunk) queue.push(path.join(assets, homeChunk));
  const seen = new Set<string>();
  let raw = 0;
  let gz = 0;
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    const content = fs.readFileSync(file);
    raw += content.length;
    gz += gzipSync(content, { level: 9 }).length;
    for (const match of content.toString("utf8").matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g))
      queue.push(path.resolve(path.dirname(file), match[1] as string));
    // The entry loads the app (start) once the page is painted: part of every page's first download all the same.
    // The entry's dynamic import of the app (its modules follow from the app's own imports); with script-added
    // preloads, vite also listed them in the entry's __vite__mapDeps.
    if (seen.size === 1) {
      for (const match of content.toString("utf8").matchAll(/import\(\s*["'`](\.{1,2}\/[\w.-]+\.js)["'`]\s*\)/g))
        queue.push(path.resolve(path.dirname(file), match[1] as string));
      for (const match of content.toString("utf8").matchAll(/["'`](assets\/[\w.-]+\.js)["'`]/g)) queue.push(path.join(webDir, match[1] as string));
    }
  }
  const kb = gz / 1024;
  return `home page JavaScript (${source}): ${seen.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${kb.toFixed(1)} KB gzipped${homeChunk ? "" : " (no home-page chunk found)"}  (target < ${TARGETS.scriptKb} KB gz: ${kb < TARGETS.scriptKb ? "ok" : "MISSED"})`;
}
