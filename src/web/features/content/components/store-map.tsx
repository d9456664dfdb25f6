import { useId } from "react";
import type { StoreInfo } from "../../../../domain/store";
import { useWords } from "../../../lib/i18n";

const labelStyle = {
  fontFamily: "system-ui, sans-serif",
  fill: "#1e293b",
  stroke: "#ffffff",
  strokeWidth: 4,
  paintOrder: "stroke",
  strokeLinejoin: "round",
} as const;

/** The streets around the store, by their names (the same in both languages, as their signs and addresses write them). */
const STREETS: { name: string; x: number; y: number; rotate?: number; size?: number }[] = [
  { name: "Langstaff Road", x: 120, y: 84 },
  { name: "Steeles Avenue West", x: 370, y: 374 },
  { name: "Islington Avenue", x: 284, y: 130, rotate: -90 },
  { name: "Pine Valley Drive", x: 414, y: 70, rotate: -90 },
  { name: "Weston Road", x: 514, y: 130, rotate: -90 },
  { name: "Example Drive", x: 330, y: 270, size: 12 },
];

/** The highways, by number: each language says "Highway". */
const HIGHWAYS: { number: number; x: number; y: number; rotate?: number }[] = [
  { number: 7, x: 190, y: 194 },
  { number: 407, x: 360, y: 300 },
  { number: 427, x: 64, y: 140, rotate: -88 },
  { number: 400, x: 584, y: 130, rotate: -90 },
];

function Road({ d, major = false }: { d: string; major?: boolean }) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} stroke={major ? "#b45309" : "#94a3b8"} strokeWidth={major ? 14 : 9} />
      <path d={d} stroke={major ? "#fbbf24" : "#ffffff"} strokeWidth={major ? 10 : 6} />
    </g>
  );
}

function RoadLabel({ x, y, children, rotate = 0, size = 13 }: { x: number; y: number; children: string; rotate?: number; size?: number }) {
  return (
    <text x={x} y={y} fontSize={size} textAnchor="middle" transform={rotate ? `rotate(${rotate} ${x} ${y})` : undefined} style={labelStyle}>
      {children}
    </text>
  );
}

/**
 * A street map of the store's corner of Woodbridge, drawn here so it works with no network:
 * no map tiles, no third-party scripts. The text beside it says the same in words.
 */
export function StoreMap({ store }: { store: StoreInfo }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const { t, rich } = useWords();
  const street = store.address.replace(/^\d+\s*/, "");
  const directionsId = `${id}-directions`;
  return (
    <figure className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <svg viewBox="0 0 640 420" role="img" aria-labelledby={titleId} aria-describedby={descId} className="block h-auto w-full bg-[#eef2e6]">
        <title id={titleId}>{t("content.map.title", { name: store.name, address: store.address, city: store.city })}</title>
        <desc id={descId}>{t("content.map.description", { store: store.name, street, city: store.city })}</desc>

        <path d="M0 0h170c-20 60 10 110-10 170s-40 120-20 250H0z" fill="#dcebd0" />
        <path d="M470 330h170v90H470z" fill="#dcebd0" />
        <path d="M205 0c-25 55 25 95 5 150s-55 75-35 130 20 95-5 140" fill="none" stroke="#60a5fa" strokeWidth="9" strokeLinecap="round" />
        <RoadLabel x={240} y={145} rotate={-80} size={12}>
          {t("content.map.river")}
        </RoadLabel>

        <Road d="M0 90H640" />
        <Road d="M0 380H640" />
        <Road d="M290 0V420" />
        <Road d="M420 0V420" />
        <Road d="M520 0V420" />
        <Road d="M290 250H405" />
        <Road d="M0 200H640" major />
        <Road d="M0 310C200 300 420 320 640 300" major />
        <Road d="M70 0C60 140 80 280 60 420" major />
        <Road d="M590 0V420" major />

        {STREETS.map((street) => (
          <RoadLabel key={street.name} x={street.x} y={street.y} rotate={street.rotate} size={street.size}>
            {street.name}
          </RoadLabel>
        ))}
        {HIGHWAYS.map((highway) => (
          <RoadLabel key={highway.number} x={highway.x} y={highway.y} rotate={highway.rotate}>
            {t("content.map.highway", { number: highway.number })}
          </RoadLabel>
        ))}

        <g transform="translate(385 250)">
          <circle r="22" fill="#b91c1c" opacity="0.18" />
          <path d="M0 0c-4-12-16-18-16-32a16 16 0 0 1 32 0C16-18 4-12 0 0z" fill="#b91c1c" stroke="#7f1d1d" strokeWidth="2" />
          <circle cy="-32" r="6" fill="#ffffff" />
        </g>
        <g transform="translate(385 192)">
          <rect x="-88" y="-42" width="176" height="24" rx="4" fill="#ffffff" stroke="#7f1d1d" strokeWidth="1.5" />
          <text y="-25" fontSize="13" fontWeight="700" textAnchor="middle" fill="#7f1d1d" fontFamily="system-ui, sans-serif">
            {store.name}
          </text>
        </g>

        <g transform="translate(610 40)" fontFamily="system-ui, sans-serif">
          <circle r="16" fill="#ffffff" stroke="#475569" />
          <path d="M0-12 5 4H-5z" fill="#1e293b" />
          <text y="12" fontSize="10" fontWeight="700" textAnchor="middle" fill="#1e293b">
            N
          </text>
        </g>
      </svg>
      <figcaption id={directionsId} className="space-y-1 border-t border-slate-200 p-4 text-sm text-slate-700">
        <p>
          {rich("content.map.directions", {
            street,
            b: (chunks) => (
              <strong key="b" className="text-slate-900">
                {chunks}
              </strong>
            ),
          })}
        </p>
        <p>{t("content.map.schematic")}</p>
      </figcaption>
    </figure>
  );
}
