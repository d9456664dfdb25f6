import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** Files worth compressing: text, at least 1 KB. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a Brotli (.br, best quality) and a gzip (.gz) copy of every text asset of the client build,
 * once at build time; @fastify/static serves them to browsers that accept them (`preCompressed`), so
 * a shopper downloads about a quarter of the bytes and the server compresses nothing per request.
 */
function precompress(): Plugin {
  let outDir = "";
  let ssr = false;
  return {
    name: "partshop-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || fs.statSync(file).size < 1024) continue;
        const content = fs.readFileSync(file);
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), precompress()],
  // zod in the browser is zod configured for it (src/web/zod-config.ts, which imports "zod/v4" itself). Not in the
  // server renderer's build: its zod is the server's own, which compiles its parsers.
  resolve: isSsrBuild ? {} : { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, "src/web/zod-config.ts") }] },
  // The manifest tells the server which chunks a page's module became, to preload them (docs/decisions/020-server-rendering.md).
  // The libraries every page loads are chunks of their own, which change far less often than the app:
  // a new release of the shop's code leaves them in the browser's cache.
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // No <link rel=modulepreload> added by script for a dynamic import's chunks: on a phone, adding the
    // fifty-odd links of the app's and a route's chunks cost about 95 ms of the main thread (Lighthouse's
    // CPU), after the page was painted. The browser finds the same chunks from the modules' own imports,
    // a level at a time (decision 020).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod and the module that configures it (what "zod" resolves to in the browser) share a chunk, loaded by the
            // first page or call that needs a schema.
            { name: "zod", test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]web[\\/]zod-config\.ts$/, priority: 4 },
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: "react-router", test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: "tanstack-query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  // The API checks that a POST's Origin matches its Host, so the dev proxy keeps the browser's Host.
  server: {
    port: 5173,
    proxy: Object.fromEntries(["/api", "/images", "/files"].map((prefix) => [prefix, { target: "http://localhost:3000", changeOrigin: false }])),
  },
}));
