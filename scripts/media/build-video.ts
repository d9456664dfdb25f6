/**
 * Makes the classic body page's build video (and its poster and captions) in
 * src/server/modules/media/assets/: four drawn scenes of a reproduction steel body's build, shot in
 * Debian's chromium and joined by ffmpeg (apt-get install ffmpeg) into a 16-second H.264 clip with a
 * slow zoom and cross-fades. Run by hand when the scenes change (`npx tsx scripts/media/build-video.ts`);
 * the files it writes are committed, so neither the shop nor CI needs ffmpeg. Staff can replace the
 * video and its captions from the console.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

const OUT = path.resolve("src/server/modules/media/assets");
const SECONDS_PER_SCENE = 4;
const FADE = 0.6;

/** The scenes, each with its caption (the captions file says the same, for people who cannot see the video). */
const SCENES = [
  { caption: "New panels, stamped from original-gauge steel, arrive at the fixture.", sparks: false, gauge: false, primer: false, panels: true },
  { caption: "The floor, rockers and roof are clamped in the fixture and welded.", sparks: true, gauge: false, primer: false, panels: false },
  { caption: "Every mounting point is checked against the factory dimensions.", sparks: false, gauge: true, primer: false, panels: false },
  { caption: "The finished steel body gets its protective primer coat, ready to ship.", sparks: false, gauge: false, primer: true, panels: false },
] as const;

function scene(spec: (typeof SCENES)[number]): string {
  const body = spec.primer ? "#64748b" : "url(#steel)";
  const panels = spec.panels
    ? `<g fill="url(#steel)" stroke="#0f172a" stroke-width="3"><rect x="60" y="250" width="90" height="70" rx="4"/><rect x="650" y="240" width="100" height="80" rx="4"/><path d="M70 240l60-40h40l-60 40z"/></g>`
    : "";
  const sparks = spec.sparks
    ? `<g stroke="#fde047" stroke-width="3" stroke-linecap="round">${Array.from({ length: 14 }, (_, n) => {
        const angle = (n / 14) * Math.PI * 2;
        return `<path d="M400 250l${Math.round(Math.cos(angle) * 40)} ${Math.round(Math.sin(angle) * 40)}"/>`;
      }).join("")}</g><circle cx="400" cy="250" r="10" fill="#fef9c3"/>`
    : "";
  const gauge = spec.gauge
    ? `<g stroke="#22d3ee" stroke-width="3" fill="none"><path d="M180 200v-60h440v60"/><path d="M180 140h440" stroke-dasharray="10 8"/></g><text x="400" y="128" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#22d3ee">± 1 mm</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="1280" height="720">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#0f172a"/></linearGradient>
    <linearGradient id="steel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cbd5e1"/><stop offset="0.55" stop-color="#64748b"/><stop offset="1" stop-color="#334155"/></linearGradient>
  </defs>
  <rect width="800" height="450" fill="url(#sky)"/>
  <g stroke="#334155" stroke-width="2"><path d="M0 330h800"/><path d="M60 0v330M240 0v330M560 0v330M740 0v330" opacity="0.5"/></g>
  <g fill="#fde68a" opacity="0.9"><rect x="110" y="30" width="120" height="8" rx="4"/><rect x="340" y="30" width="120" height="8" rx="4"/><rect x="570" y="30" width="120" height="8" rx="4"/></g>
  <g fill="#475569" stroke="#1e293b" stroke-width="3"><rect x="150" y="300" width="500" height="18" rx="3"/><rect x="180" y="318" width="22" height="70"/><rect x="598" y="318" width="22" height="70"/></g>
  <path d="M140 262c0-22 14-34 40-38l96-14c34-30 70-56 122-62 60-7 118 4 160 30l82 44c32 4 52 16 52 40v26c0 8-6 12-14 12H154c-8 0-14-4-14-12z" fill="${body}" stroke="#0f172a" stroke-width="4"/>
  <path d="M300 210c30-26 60-44 100-48v48zM420 162c44 2 82 14 112 40l6 8H420z" fill="#0f172a" opacity="0.75"/>
  <g fill="#0f172a"><circle cx="240" cy="290" r="32"/><circle cx="560" cy="290" r="32"/></g>
  ${panels}${sparks}${gauge}
</svg>`;
}

function vtt(): string {
  const stamp = (seconds: number) => `00:00:${seconds.toFixed(3).padStart(6, "0")}`;
  return `WEBVTT\n\n${SCENES.map((spec, index) => `${index + 1}\n${stamp(index * SECONDS_PER_SCENE)} --> ${stamp((index + 1) * SECONDS_PER_SCENE)}\n${spec.caption}`).join("\n\n")}\n`;
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "partshop-video-"));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    for (const [index, spec] of SCENES.entries()) {
      await page.setContent(`<html><body style="margin:0">${scene(spec)}</body></html>`);
      await page.screenshot({ path: path.join(work, `scene-${index}.png`) });
    }
  } finally {
    await browser.close();
  }
  const inputs = SCENES.flatMap((_, index) => ["-loop", "1", "-t", String(SECONDS_PER_SCENE + FADE), "-i", path.join(work, `scene-${index}.png`)]);
  const zoomed = SCENES.map(
    (_, index) =>
      `[${index}:v]scale=1920:1080,zoompan=z='min(zoom+0.0008,1.08)':d=${(SECONDS_PER_SCENE + FADE) * 25}:s=960x540:fps=25,format=yuv420p[s${index}]`,
  );
  let chain = "[s0]";
  const fades: string[] = [];
  for (let index = 1; index < SCENES.length; index++) {
    const label = index === SCENES.length - 1 ? "[out]" : `[f${index}]`;
    fades.push(`${chain}[s${index}]xfade=transition=fade:duration=${FADE}:offset=${index * SECONDS_PER_SCENE - FADE / 2}${label}`);
    chain = label;
  }
  const video = path.join(OUT, "classic-body-build.mp4");
  execFileSync("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    ...inputs,
    "-filter_complex",
    [...zoomed, ...fades].join(";"),
    "-map",
    "[out]",
    "-c:v",
    "libx264",
    "-crf",
    "30",
    "-preset",
    "slow",
    "-movflags",
    "+faststart",
    "-t",
    String(SECONDS_PER_SCENE * SCENES.length),
    video,
  ]);
  execFileSync("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-i",
    path.join(work, "scene-0.png"),
    "-vf",
    "scale=960:540",
    "-q:v",
    "5",
    path.join(OUT, "classic-body-build.jpg"),
  ]);
  fs.writeFileSync(path.join(OUT, "classic-body-build.vtt"), vtt());
  fs.rmSync(work, { recursive: true, force: true });
  for (const file of fs.readdirSync(OUT)) console.log(`${file}: ${fs.statSync(path.join(OUT, file)).size.toLocaleString("en-CA")} bytes`);
}

await main();
