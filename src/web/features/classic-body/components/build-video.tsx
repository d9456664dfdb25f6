import { useId } from "react";
import { Link } from "react-router";

/** The build video's poster, drawn here: a body shell on its assembly fixture. */
function BuildPoster({ titleId }: { titleId: string }) {
  return (
    <svg viewBox="0 0 800 450" role="img" aria-labelledby={titleId} className="block h-auto w-full">
      <title id={titleId}>A reproduction steel body shell on its assembly fixture in the workshop</title>
      <defs>
        <linearGradient id="poster-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e293b" />
          <stop offset="1" stopColor="#0f172a" />
        </linearGradient>
        <linearGradient id="poster-steel" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#cbd5e1" />
          <stop offset="0.55" stopColor="#64748b" />
          <stop offset="1" stopColor="#334155" />
        </linearGradient>
      </defs>
      <rect width="800" height="450" fill="url(#poster-sky)" />
      <g stroke="#334155" strokeWidth="2">
        <path d="M0 330h800" />
        <path d="M60 0v330M240 0v330M560 0v330M740 0v330" opacity="0.5" />
      </g>
      <g fill="#fde68a" opacity="0.9">
        <rect x="110" y="30" width="120" height="8" rx="4" />
        <rect x="340" y="30" width="120" height="8" rx="4" />
        <rect x="570" y="30" width="120" height="8" rx="4" />
      </g>
      <g fill="#fde68a" opacity="0.08">
        <path d="M110 38h120l60 292H50z" />
        <path d="M340 38h120l60 292H280z" />
        <path d="M570 38h120l60 292H510z" />
      </g>
      <g fill="#475569" stroke="#1e293b" strokeWidth="3">
        <rect x="150" y="300" width="500" height="18" rx="3" />
        <rect x="180" y="318" width="22" height="70" />
        <rect x="598" y="318" width="22" height="70" />
        <rect x="160" y="386" width="62" height="12" rx="2" />
        <rect x="578" y="386" width="62" height="12" rx="2" />
      </g>
      <path
        d="M140 262c0-22 14-34 40-38l96-14c34-30 70-56 122-62 60-7 118 4 160 30l82 44c32 4 52 16 52 40v26c0 8-6 12-14 12H154c-8 0-14-4-14-12z"
        fill="url(#poster-steel)"
        stroke="#0f172a"
        strokeWidth="4"
      />
      <path d="M300 210c30-26 60-44 100-48v48zM420 162c44 2 82 14 112 40l6 8H420z" fill="#0f172a" opacity="0.75" />
      <g fill="#0f172a">
        <circle cx="240" cy="290" r="32" />
        <circle cx="560" cy="290" r="32" />
      </g>
      <g fill="none" stroke="#94a3b8" strokeWidth="3">
        <circle cx="240" cy="290" r="32" />
        <circle cx="560" cy="290" r="32" />
        <path d="M280 262h340" opacity="0.6" />
      </g>
      <g fill="#fbbf24">
        <circle cx="300" cy="236" r="4" />
        <circle cx="470" cy="232" r="4" />
        <circle cx="620" cy="244" r="4" />
      </g>
      <text x="400" y="425" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="22" fontWeight="700" fill="#f8fafc">
        From stamped panels to a finished steel body
      </text>
    </svg>
  );
}

/** The body build video: shown in store or sent on request, so the page shows its poster and says how to see it. */
export function BuildVideo() {
  const titleId = useId();
  return (
    <figure className="overflow-hidden rounded-lg border border-slate-200 bg-slate-900 shadow-sm">
      <BuildPoster titleId={titleId} />
      <figcaption className="bg-white p-5 text-slate-800">
        <p className="font-semibold text-slate-900">Video: how a reproduction steel body is built</p>
        <p className="mt-1">
          Follow a body from new stamped panels through fixture welding, dimension checks and the protective primer coat. The build video can be
          watched in our Woodbridge store, or is available on request:{" "}
          <Link to="/contact-us" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            ask us for a copy
          </Link>
          .
        </p>
      </figcaption>
    </figure>
  );
}
