import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  // The manifest tells the server which chunks a page's module became, to preload them (docs/decisions/020-server-rendering.md).
  // The libraries every page loads are chunks of their own, which change far less often than the app:
  // a new release of the shop's code leaves them in the browser's cache.
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
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
});
