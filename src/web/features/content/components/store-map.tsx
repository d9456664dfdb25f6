import { useId } from "react";
import type { StoreInfo } from "../../../../domain/store";

const labelStyle = {
  fontFamily: "system-ui, sans-serif",
  fill: "#1e293b",
  stroke: "#ffffff",
  strokeWidth: 4,
  paintOrder: "stroke",
  strokeLinejoin: "round",
} as const;

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
  const directionsId = `${id}-directions`;
  return (
    <figure className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <svg viewBox="0 0 640 420" role="img" aria-labelledby={titleId} aria-describedby={descId} className="block h-auto w-full bg-[#eef2e6]">
        <title id={titleId}>{`Map: ${store.name}, ${store.address}, ${store.city}`}</title>
        <desc id={descId}>
          {`${store.name} is on ${store.address.replace(/^\d+\s*/, "")}, a short street east of Islington Avenue just south of Highway 7 in ${store.city}. Highway 427 is to the west, Highway 400 to the east, and Highway 407 to the south.`}
        </desc>

        <path d="M0 0h170c-20 60 10 110-10 170s-40 120-20 250H0z" fill="#dcebd0" />
        <path d="M470 330h170v90H470z" fill="#dcebd0" />
        <path d="M205 0c-25 55 25 95 5 150s-55 75-35 130 20 95-5 140" fill="none" stroke="#60a5fa" strokeWidth="9" strokeLinecap="round" />
        <RoadLabel x={240} y={145} rotate={-80} size={12}>
          Humber River
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

        <RoadLabel x={120} y={84}>
          Langstaff Road
        </RoadLabel>
        <RoadLabel x={190} y={194}>
          Highway 7
        </RoadLabel>
        <RoadLabel x={360} y={300}>
          Highway 407
        </RoadLabel>
        <RoadLabel x={370} y={374}>
          Steeles Avenue West
        </RoadLabel>
        <RoadLabel x={284} y={130} rotate={-90}>
          Islington Avenue
        </RoadLabel>
        <RoadLabel x={414} y={70} rotate={-90}>
          Pine Valley Drive
        </RoadLabel>
        <RoadLabel x={514} y={130} rotate={-90}>
          Weston Road
        </RoadLabel>
        <RoadLabel x={64} y={140} rotate={-88}>
          Highway 427
        </RoadLabel>
        <RoadLabel x={584} y={130} rotate={-90}>
          Highway 400
        </RoadLabel>
        <RoadLabel x={330} y={270} size={12}>
          Example Drive
        </RoadLabel>

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
          <strong className="text-slate-900">Getting here:</strong> from Highway 7, turn south onto Islington Avenue, then left onto{" "}
          {store.address.replace(/^\d+\s*/, "")}. Highways 427 and 400 are each a few minutes away.
        </p>
        <p>Schematic map, not to scale.</p>
      </figcaption>
    </figure>
  );
}
