/** Generated artwork: simple, recognisable SVG drawings of parts, make badges, banners and car bodies. */

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** A stable number from a text, for colours that stay the same for the same part. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const FONT = "Helvetica, Arial, sans-serif";
const INK = "#1f2933";

interface Canvas {
  width: number;
  height: number;
  viewWidth: number;
  viewHeight: number;
  title: string;
  body: string;
  defs?: string;
}

function svgDocument(canvas: Canvas): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.viewWidth} ${canvas.viewHeight}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(canvas.title)}</title>`,
    canvas.defs ? `<defs>${canvas.defs}</defs>` : "",
    canvas.body,
    "</svg>",
  ].join("");
}

export type PartDrawingKind =
  | "handle"
  | "emblem"
  | "mirror"
  | "seal"
  | "bracket"
  | "grille"
  | "panel"
  | "hood"
  | "bumper"
  | "quarter"
  | "fender"
  | "door"
  | "trunk"
  | "lamp"
  | "wheel"
  | "brake"
  | "radiator"
  | "tank"
  | "exhaust"
  | "filter"
  | "part";

const KIND_RULES: readonly [PartDrawingKind, RegExp][] = [
  ["handle", /\bhandle/],
  ["emblem", /emblem|badge|ornament/],
  ["mirror", /mirror/],
  ["seal", /weatherstrip|gasket|windshield|glass|seal/],
  ["bracket", /hinge|bracket|regulator/],
  ["grille", /grille/],
  ["panel", /\bpan\b|wheelhouse|support|valance|rocker|roof|cowl|tail panel|extension/],
  ["hood", /\bhood\b/],
  ["bumper", /bumper/],
  ["quarter", /quarter/],
  ["fender", /fender/],
  ["door", /door/],
  ["trunk", /trunk|deck lid|tailgate|liftgate/],
  ["lamp", /lamp|light/],
  ["wheel", /wheel|\brim\b|hubcap/],
  ["brake", /brake|rotor|caliper|drum/],
  ["radiator", /radiator|condenser/],
  ["tank", /tank/],
  ["exhaust", /muffler|exhaust|pipe/],
  ["filter", /filter/],
];

/** Which drawing a part gets, read from the words of its description. */
export function partDrawingKind(descrip: string): PartDrawingKind {
  const text = descrip.toLowerCase();
  return KIND_RULES.find(([, pattern]) => pattern.test(text))?.[0] ?? "part";
}

interface Paint {
  body: string;
  dark: string;
}

function paintFor(descrip: string, kind: PartDrawingKind): Paint {
  const text = descrip.toLowerCase();
  if (/chrome|stainless/.test(text)) return { body: "url(#chrome)", dark: "#4b5563" };
  if (/black/.test(text)) return { body: "#2d3137", dark: "#111418" };
  if (/primed|primer/.test(text) || ["hood", "fender", "quarter", "door", "trunk", "panel", "bumper"].includes(kind))
    return { body: "url(#primer)", dark: "#4b5563" };
  return { body: "url(#steel)", dark: "#374151" };
}

const stroke = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;

function partArt(kind: PartDrawingKind, descrip: string, paint: Paint, code: string): string {
  const text = descrip.toLowerCase();
  const p = paint.body;
  switch (kind) {
    case "hood":
      return `<path d="M70 225 Q58 150 112 82 Q200 58 288 82 Q342 150 330 225 Q200 246 70 225Z" fill="${p}" ${stroke}/><path d="M200 70 V238" stroke="${INK}" stroke-opacity="0.35" stroke-width="2"/><path d="M160 118 Q200 104 240 118 L236 158 Q200 150 164 158Z" fill="${paint.dark}" fill-opacity="0.55" ${stroke}/>`;
    case "grille": {
      const bars = Array.from({ length: 6 }, (_, i) => `<rect x="74" y="${101 + i * 17}" width="252" height="9" rx="3" fill="${p}"/>`).join("");
      return `<rect x="58" y="88" width="284" height="124" rx="18" fill="#1b1f24" ${stroke}/>${bars}<circle cx="200" cy="150" r="24" fill="url(#chrome)" ${stroke}/>`;
    }
    case "bumper":
      return `<path d="M38 140 Q48 118 82 116 L318 116 Q352 118 362 140 L364 178 Q352 198 318 198 L82 198 Q48 198 36 178Z" fill="${p}" ${stroke}/><path d="M70 136 H330" stroke="#ffffff" stroke-opacity="0.7" stroke-width="6" stroke-linecap="round"/><rect x="150" y="160" width="100" height="24" rx="4" fill="${paint.dark}" fill-opacity="0.5"/>`;
    case "mirror":
      return `<path d="M148 238 L160 204 L240 204 L252 238Z" fill="#2d3137" ${stroke}/><rect x="192" y="156" width="16" height="52" fill="${paint.dark}" ${stroke}/><ellipse cx="200" cy="118" rx="104" ry="58" fill="${p}" ${stroke}/><ellipse cx="200" cy="118" rx="84" ry="42" fill="url(#glass)" stroke="${INK}" stroke-width="2"/>`;
    case "door":
      return `<path d="M88 66 L252 66 Q302 70 318 132 L318 242 L88 242Z" fill="${p}" ${stroke}/><path d="M104 82 L246 82 Q286 86 300 134 L104 134Z" fill="url(#glass)" stroke="${INK}" stroke-width="2"/><path d="M88 152 H318" stroke="${INK}" stroke-opacity="0.3" stroke-width="2"/><rect x="250" y="166" width="44" height="10" rx="5" fill="url(#chrome)" stroke="${INK}" stroke-width="2"/>`;
    case "fender":
      return `<path d="M48 232 L48 132 Q58 96 130 90 L330 96 Q352 102 352 132 L352 232 L302 232 A76 76 0 0 0 150 232Z" fill="${p}" ${stroke}/><path d="M62 130 Q140 108 338 118" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4" fill="none"/>`;
    case "quarter":
      return `<path d="M46 232 L46 124 L138 70 L228 72 L298 112 L356 122 L356 232 L292 232 A70 70 0 0 0 152 232Z" fill="${p}" ${stroke}/><path d="M150 84 L222 86 L270 116 L120 116Z" fill="url(#glass)" stroke="${INK}" stroke-width="2"/>`;
    case "trunk":
      if (/tailgate|liftgate/.test(text))
        return `<rect x="62" y="82" width="276" height="146" rx="10" fill="${p}" ${stroke}/><rect x="92" y="110" width="216" height="34" rx="6" fill="none" stroke="${INK}" stroke-opacity="0.4" stroke-width="3"/><rect x="176" y="184" width="48" height="14" rx="7" fill="url(#chrome)" stroke="${INK}" stroke-width="2"/>`;
      return `<path d="M66 104 Q200 78 334 104 L322 218 Q200 236 78 218Z" fill="${p}" ${stroke}/><circle cx="200" cy="196" r="11" fill="url(#chrome)" stroke="${INK}" stroke-width="2"/><path d="M96 120 Q200 100 304 120" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4" fill="none"/>`;
    case "lamp":
      if (/tail/.test(text))
        return `<rect x="92" y="82" width="216" height="136" rx="20" fill="#b91c1c" ${stroke}/><rect x="112" y="100" width="176" height="44" rx="8" fill="#ef4444"/><rect x="112" y="154" width="84" height="46" rx="8" fill="#f8fafc" fill-opacity="0.85"/><rect x="204" y="154" width="84" height="46" rx="8" fill="#f59e0b"/>`;
      if (/marker|parking/.test(text))
        return `<rect x="120" y="104" width="160" height="92" rx="16" fill="#f59e0b" ${stroke}/><path d="M140 130 H260 M140 150 H260 M140 170 H260" stroke="#fde68a" stroke-width="5"/>`;
      return `<circle cx="200" cy="150" r="92" fill="url(#chrome)" ${stroke}/><circle cx="200" cy="150" r="74" fill="url(#glass)" stroke="${INK}" stroke-width="2"/><circle cx="200" cy="150" r="40" fill="#fef9c3" stroke="${INK}" stroke-opacity="0.4" stroke-width="2"/><path d="M130 150 H270 M200 80 V220" stroke="${INK}" stroke-opacity="0.2" stroke-width="2"/>`;
    case "wheel": {
      const spokes = Array.from({ length: 5 }, (_, i) => {
        const a = (i * 2 * Math.PI) / 5;
        return `<path d="M200 150 L${(200 + 72 * Math.sin(a)).toFixed(1)} ${(150 - 72 * Math.cos(a)).toFixed(1)}" stroke="${INK}" stroke-opacity="0.5" stroke-width="12" stroke-linecap="round"/>`;
      }).join("");
      const tyre = /hubcap/.test(text) ? "" : `<circle cx="200" cy="150" r="118" fill="#1b1f24"/>`;
      return `${tyre}<circle cx="200" cy="150" r="86" fill="${/black/.test(text) ? "#2d3137" : "url(#chrome)"}" ${stroke}/>${spokes}<circle cx="200" cy="150" r="22" fill="${paint.dark}" ${stroke}/>`;
    }
    case "brake": {
      const holes = Array.from({ length: 5 }, (_, i) => {
        const a = (i * 2 * Math.PI) / 5;
        return `<circle cx="${(190 + 26 * Math.sin(a)).toFixed(1)}" cy="${(158 - 26 * Math.cos(a)).toFixed(1)}" r="5" fill="${INK}"/>`;
      }).join("");
      return `<circle cx="190" cy="158" r="104" fill="url(#steel)" ${stroke}/><circle cx="190" cy="158" r="46" fill="#6b7280" ${stroke}/>${holes}<path d="M250 62 Q316 88 320 150 L282 156 Q276 112 236 96Z" fill="#b91c1c" ${stroke}/>`;
    }
    case "radiator": {
      const fins = Array.from({ length: 18 }, (_, i) => `<path d="M${86 + i * 13} 92 V210" stroke="${INK}" stroke-opacity="0.35" stroke-width="2"/>`).join("");
      return `<rect x="70" y="70" width="260" height="22" rx="4" fill="#374151" ${stroke}/><rect x="76" y="92" width="248" height="118" fill="url(#steel)" ${stroke}/>${fins}<rect x="70" y="210" width="260" height="22" rx="4" fill="#374151" ${stroke}/><rect x="300" y="52" width="18" height="22" fill="#374151" ${stroke}/>`;
    }
    case "tank":
      return `<rect x="64" y="92" width="272" height="130" rx="30" fill="url(#steel)" ${stroke}/><path d="M80 130 H320 M80 184 H320" stroke="${INK}" stroke-opacity="0.3" stroke-width="3"/><rect x="270" y="62" width="26" height="36" rx="4" fill="#374151" ${stroke}/>`;
    case "exhaust":
      return `<rect x="96" y="106" width="200" height="92" rx="40" fill="url(#steel)" ${stroke}/><rect x="40" y="140" width="60" height="20" fill="#6b7280" ${stroke}/><rect x="292" y="150" width="72" height="20" fill="#6b7280" ${stroke}/><ellipse cx="364" cy="160" rx="6" ry="10" fill="${INK}"/>`;
    case "filter":
      return `<rect x="140" y="80" width="120" height="150" rx="16" fill="${/air/.test(text) ? "#f8fafc" : "#1d4ed8"}" ${stroke}/><rect x="140" y="80" width="120" height="26" rx="8" fill="#6b7280" ${stroke}/><path d="M156 120 V216 M176 120 V216 M196 120 V216 M216 120 V216 M236 120 V216" stroke="${INK}" stroke-opacity="0.25" stroke-width="3"/>`;
    case "panel":
      return `<path d="M58 84 L342 96 L330 222 L70 212Z" fill="${p}" ${stroke}/><path d="M96 118 L306 126 M94 148 L304 156 M92 178 L302 186" stroke="${INK}" stroke-opacity="0.3" stroke-width="5" stroke-linecap="round"/>`;
    case "seal":
      return `<path d="M82 216 L116 92 Q200 74 284 92 L318 216 Q200 230 82 216Z" fill="url(#glass)" stroke="#111418" stroke-width="12" stroke-linejoin="round"/>`;
    case "bracket":
      return `<path d="M96 84 H176 V184 H304 V226 H96Z" fill="${p}" ${stroke}/><circle cx="136" cy="116" r="10" fill="#f8fafc" stroke="${INK}" stroke-width="2"/><circle cx="136" cy="190" r="10" fill="#f8fafc" stroke="${INK}" stroke-width="2"/><circle cx="266" cy="205" r="10" fill="#f8fafc" stroke="${INK}" stroke-width="2"/>`;
    case "handle":
      return `<rect x="96" y="134" width="208" height="40" rx="20" fill="${p}" ${stroke}/><rect x="112" y="118" width="30" height="22" rx="4" fill="${paint.dark}" ${stroke}/><rect x="258" y="118" width="30" height="22" rx="4" fill="${paint.dark}" ${stroke}/><circle cx="278" cy="154" r="9" fill="${paint.dark}"/>`;
    case "emblem":
      return `<path d="M200 64 L292 96 L280 190 Q252 226 200 240 Q148 226 120 190 L108 96Z" fill="url(#chrome)" ${stroke}/><text x="200" y="176" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="700" fill="${INK}">${escapeXml((code.match(/[A-Z]/)?.[0] ?? "P").toUpperCase())}</text>`;
    default:
      return `<path d="M90 120 L200 80 L310 120 L310 222 L200 250 L90 222Z" fill="#d6a96b" ${stroke}/><path d="M90 120 L200 160 L310 120 M200 160 V250" stroke="${INK}" stroke-width="3" fill="none"/><path d="M145 100 L255 140" stroke="#b45309" stroke-width="14"/>`;
  }
}

const PART_DEFS = [
  `<linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="0.45" stop-color="#9ca3af"/><stop offset="0.55" stop-color="#e5e7eb"/><stop offset="1" stop-color="#6b7280"/></linearGradient>`,
  `<linearGradient id="steel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d1d5db"/><stop offset="1" stop-color="#6b7280"/></linearGradient>`,
  `<linearGradient id="primer" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9ca3af"/><stop offset="1" stop-color="#4b5563"/></linearGradient>`,
  `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e0f2fe"/><stop offset="1" stop-color="#7dd3fc"/></linearGradient>`,
].join("");

/** A part's picture: a drawing of its kind, its code beneath, and on the large variant its description. */
export function partSvg(code: string, descrip: string, size: "small" | "large"): string {
  const kind = partDrawingKind(descrip);
  const hue = hashOf(code) % 360;
  const large = size === "large";
  const caption = large
    ? `<text x="200" y="26" text-anchor="middle" font-family="${FONT}" font-size="${descrip.length > 48 ? 11 : 13}" fill="${INK}">${escapeXml(descrip)}</text>`
    : "";
  return svgDocument({
    width: large ? 1200 : 400,
    height: large ? 900 : 300,
    viewWidth: 400,
    viewHeight: 300,
    title: `${code}: ${descrip}`,
    defs: `${PART_DEFS}<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 40% 97%)"/><stop offset="1" stop-color="hsl(${hue} 30% 88%)"/></linearGradient>`,
    body: `<rect width="400" height="300" fill="url(#bg)"/>${caption}<g transform="translate(0 ${large ? 4 : -6})">${partArt(kind, descrip, paintFor(descrip, kind), code)}</g><text x="200" y="286" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" letter-spacing="1" fill="${INK}">${escapeXml(code)}</text>`,
  });
}

/** A make's badge for the make grid. */
export function makeBadgeSvg(make: string): string {
  const hue = hashOf(make) % 360;
  const fontSize = Math.min(48, Math.floor(290 / (Math.max(4, make.length) * 0.7)));
  return svgDocument({
    width: 400,
    height: 240,
    viewWidth: 400,
    viewHeight: 240,
    title: `${make} parts`,
    defs: `<linearGradient id="badge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 38%)"/><stop offset="1" stop-color="hsl(${hue} 60% 22%)"/></linearGradient>`,
    body: `<rect width="400" height="240" fill="#f3f4f6"/><rect x="30" y="40" width="340" height="160" rx="80" fill="url(#badge)" stroke="#d1d5db" stroke-width="8"/><ellipse cx="200" cy="120" rx="150" ry="64" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/><text x="200" y="${120 + fontSize * 0.35}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="700" letter-spacing="2" fill="#ffffff">${escapeXml(make)}</text>`,
  });
}

export type BodyStyle = "fastback" | "coupe" | "convertible";

export function bodyStyleOf(model: string): BodyStyle {
  const text = model.toLowerCase();
  if (/convertible|roadster/.test(text)) return "convertible";
  if (/fastback|mach|charger|sportsroof/.test(text)) return "fastback";
  return "coupe";
}

const ROOFS: Record<BodyStyle, { shell: string; glass: string }> = {
  fastback: {
    shell: "M80 290 L82 246 Q90 228 140 224 L300 214 L360 160 Q380 150 420 150 L500 152 Q540 156 600 200 L700 214 Q722 218 722 240 L720 290Z",
    glass: "M322 210 L366 168 L478 162 Q520 170 560 204Z",
  },
  coupe: {
    shell: "M80 290 L82 246 Q90 228 140 224 L300 214 L360 160 Q380 150 420 150 L480 152 Q500 156 560 206 L700 212 Q722 216 722 240 L720 290Z",
    glass: "M322 210 L366 168 L470 164 Q488 170 530 206Z",
  },
  convertible: {
    shell: "M80 290 L82 246 Q90 228 140 224 L300 214 L310 212 L560 208 Q575 196 610 200 L620 208 L700 212 Q722 216 722 240 L720 290Z",
    glass: "M304 214 L338 168 L346 170 L314 214Z",
  },
};

/** A car body in profile: the classic body models' pictures. */
export function carSilhouette(style: BodyStyle, colour: string, options: { flip?: boolean } = {}): string {
  const roof = ROOFS[style];
  const wheels = [200, 610]
    .map((x) => `<circle cx="${x}" cy="292" r="50" fill="#1b1f24"/><circle cx="${x}" cy="292" r="26" fill="url(#rim)" stroke="#111418" stroke-width="3"/>`)
    .join("");
  const art = `<ellipse cx="400" cy="344" rx="340" ry="12" fill="#000000" fill-opacity="0.18"/><path d="${roof.shell}" fill="${colour}" stroke="#111418" stroke-width="4" stroke-linejoin="round"/><path d="${roof.glass}" fill="#bae6fd" stroke="#111418" stroke-width="3" stroke-linejoin="round"/><path d="M400 216 V284 M86 252 H716" stroke="#111418" stroke-opacity="0.35" stroke-width="3" fill="none"/>${wheels}`;
  return options.flip ? `<g transform="translate(800 0) scale(-1 1)">${art}</g>` : art;
}

const RIM_DEF = `<radialGradient id="rim"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#6b7280"/></radialGradient>`;

/** One of a classic body model's pictures; the view number picks the finish and the direction. */
export function classicBodySvg(input: { item: string; make: string; model: string; yearModel: string; view: number }): string {
  const finishes = [
    { colour: "#2d3137", label: "E-coat", background: "#e5e7eb" },
    { colour: "url(#bare)", label: "Bare steel", background: "#f3f4f6" },
    { colour: "#9ca3af", label: "Primer", background: "#e0e7ef" },
  ];
  const finish = finishes[(input.view - 1) % finishes.length] as (typeof finishes)[number];
  const title = `${input.yearModel} ${input.make} ${input.model} body, view ${input.view} (${finish.label})`;
  return svgDocument({
    width: 800,
    height: 450,
    viewWidth: 800,
    viewHeight: 450,
    title,
    defs: `${RIM_DEF}<linearGradient id="bare" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f5f9"/><stop offset="0.5" stop-color="#94a3b8"/><stop offset="1" stop-color="#64748b"/></linearGradient>`,
    body: `<rect width="800" height="450" fill="${finish.background}"/>${carSilhouette(bodyStyleOf(input.model), finish.colour, { flip: input.view % 2 === 0 })}<text x="400" y="402" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="700" fill="${INK}">${escapeXml(`${input.yearModel} ${input.model}`)}</text><text x="400" y="432" text-anchor="middle" font-family="${FONT}" font-size="16" fill="#4b5563">${escapeXml(`${input.item} · ${finish.label} all-steel body`)}</text>`,
  });
}

export interface BannerText {
  headline: string;
  subline: string;
  action: string;
  hue: number;
}

const BANNER_TEXTS: Record<string, BannerText> = {
  "/specials": {
    headline: "Winter Sale: 10% off selected parts",
    subline: "On Sale items marked down every week, while stock lasts",
    action: "Shop On Sale",
    hue: 210,
  },
  "/promotions": { headline: "Hot Deals on restoration parts", subline: "Promotional parts at 90% of list price", action: "See Hot Deals", hue: 8 },
  "/classic-body": {
    headline: "All-steel classic bodies",
    subline: "Licensed Mustang, Camaro, Chevelle, Challenger and Charger bodies",
    action: "Explore bodies",
    hue: 150,
  },
  "/catalog": {
    headline: "Restoration catalogues",
    subline: "Mustang, Camaro and Challenger parts lists to download",
    action: "Open the catalogues",
    hue: 265,
  },
  "/all-products": {
    headline: "Parts for 30+ makes since 1949",
    subline: "Body panels, lamps, bumpers and more, shipped from Woodbridge, Ontario",
    action: "Shop all products",
    hue: 195,
  },
};

export function bannerText(link: string, seq: number): BannerText {
  const path = link.split("?")[0] ?? link;
  return (
    BANNER_TEXTS[path] ?? {
      headline: "Partshop Woodbridge",
      subline: "Replacement and classic-car parts for retail customers and dealers",
      action: "Shop now",
      hue: (seq * 67) % 360,
    }
  );
}

/** How a banner is drawn: wide for screens from 768 px, narrow (with larger, wrapped text) for phones. */
export type BannerShape = "wide" | "narrow";

/** Splits text into lines of at most maxChars characters, breaking between words. */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A promotional banner for the home carousel, wide (1600x450) or narrow for phones (800x560). */
export function bannerSvg(seq: number, link: string, shape: BannerShape = "wide"): string {
  return shape === "narrow" ? narrowBannerSvg(seq, link) : wideBannerSvg(seq, link);
}

function bannerSky(hue: number): string {
  return `${RIM_DEF}<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 22%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 70% 42%)"/></linearGradient>`;
}

/**
 * The phone banner: drawn 800 px wide so that, shown 390 px wide, its smallest text is still about 14 px;
 * the text wraps instead of shrinking and keeps clear of the car at the bottom right.
 */
function narrowBannerSvg(seq: number, link: string): string {
  const text = bannerText(link, seq);
  const left = 56;
  const headline = wrapWords(text.headline, 24);
  const subline = wrapWords(text.subline, 40);
  const headlineTop = 96;
  const sublineTop = headlineTop + (headline.length - 1) * 58 + 62;
  const buttonTop = sublineTop + (subline.length - 1) * 40 + 36;
  const buttonWidth = text.action.length * 18 + 64;
  const lines = [
    ...headline.map(
      (line, index) =>
        `<text x="${left}" y="${headlineTop + index * 58}" font-family="${FONT}" font-size="50" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    ),
    ...subline.map(
      (line, index) => `<text x="${left}" y="${sublineTop + index * 40}" font-family="${FONT}" font-size="30" fill="#e5e7eb">${escapeXml(line)}</text>`,
    ),
  ];
  return svgDocument({
    width: 800,
    height: 560,
    viewWidth: 800,
    viewHeight: 560,
    title: text.headline,
    defs: bannerSky(text.hue),
    body: [
      `<rect width="800" height="560" fill="url(#sky)"/>`,
      `<circle cx="640" cy="120" r="220" fill="#ffffff" fill-opacity="0.06"/>`,
      `<g transform="translate(400 392) scale(0.5)">${carSilhouette(seq % 2 === 0 ? "coupe" : "fastback", "#e5e7eb")}</g>`,
      ...lines,
      `<rect x="${left}" y="${buttonTop}" width="${buttonWidth}" height="64" rx="32" fill="#f59e0b"/>`,
      `<text x="${left + buttonWidth / 2}" y="${buttonTop + 42}" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="700" fill="#1f2933">${escapeXml(text.action)}</text>`,
    ].join(""),
  });
}

function wideBannerSvg(seq: number, link: string): string {
  const text = bannerText(link, seq);
  const headlineSize = Math.min(64, Math.floor(950 / (text.headline.length * 0.56)));
  const sublineSize = Math.min(30, Math.floor(950 / (text.subline.length * 0.52)));
  return svgDocument({
    width: 1600,
    height: 450,
    viewWidth: 1600,
    viewHeight: 450,
    title: text.headline,
    defs: bannerSky(text.hue),
    body: [
      `<rect width="1600" height="450" fill="url(#sky)"/>`,
      `<circle cx="1300" cy="110" r="260" fill="#ffffff" fill-opacity="0.06"/>`,
      `<g transform="translate(1000 100) scale(0.75)">${carSilhouette(seq % 2 === 0 ? "coupe" : "fastback", "#e5e7eb")}</g>`,
      `<text x="90" y="170" font-family="${FONT}" font-size="${headlineSize}" font-weight="700" fill="#ffffff">${escapeXml(text.headline)}</text>`,
      `<text x="90" y="232" font-family="${FONT}" font-size="${sublineSize}" fill="#e5e7eb">${escapeXml(text.subline)}</text>`,
      `<rect x="90" y="284" width="${text.action.length * 17 + 64}" height="64" rx="32" fill="#f59e0b"/>`,
      `<text x="${90 + (text.action.length * 17 + 64) / 2}" y="326" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="700" fill="#1f2933">${escapeXml(text.action)}</text>`,
    ].join(""),
  });
}

/** The On Discount carousel's promotional picture. */
export function onDiscountSvg(): string {
  return svgDocument({
    width: 640,
    height: 475,
    viewWidth: 640,
    viewHeight: 475,
    title: "On Discount: special prices on restoration parts",
    defs: `<linearGradient id="promo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b91c1c"/><stop offset="1" stop-color="#7f1d1d"/></linearGradient>`,
    body: [
      `<rect width="640" height="475" fill="url(#promo)"/>`,
      `<path d="M470 36 L600 36 L600 166 L535 231 L405 101Z" fill="#fbbf24" stroke="#1f2933" stroke-width="6" stroke-linejoin="round"/><circle cx="568" cy="68" r="13" fill="#7f1d1d"/>`,
      `<text x="60" y="262" font-family="${FONT}" font-size="64" font-weight="700" fill="#ffffff">On Discount</text>`,
      `<text x="60" y="322" font-family="${FONT}" font-size="40" font-weight="700" fill="#fde68a">Up to 25% off</text>`,
      `<text x="60" y="372" font-family="${FONT}" font-size="26" fill="#fee2e2">Special prices on body panels,</text>`,
      `<text x="60" y="406" font-family="${FONT}" font-size="26" fill="#fee2e2">lamps, bumpers and trim</text>`,
      `<text x="60" y="450" font-family="${FONT}" font-size="20" fill="#fecaca">While stock lasts. Prices in CAD.</text>`,
    ].join(""),
  });
}
