import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: { outDir: "../../dist/web", emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
  // The API checks that a POST's Origin matches its Host, so the dev proxy keeps the browser's Host.
  server: {
    port: 5173,
    proxy: Object.fromEntries(["/api", "/images", "/files"].map((prefix) => [prefix, { target: "http://localhost:3000", changeOrigin: false }])),
  },
});
