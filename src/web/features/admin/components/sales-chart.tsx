import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";
import { useEffect, useRef } from "react";
import { formatCad } from "../../../../domain/money";

// Only the pieces a bar chart needs, so the console's chart chunk carries no other chart type.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** The brand's colour from the theme's variables (the canvas cannot use Tailwind's classes). */
function brandColour(): string {
  return getComputedStyle(document.documentElement).getPropertyValue("--color-brand-700").trim() || "#991b1b";
}

/**
 * A bar chart of a report's totals, drawn by Chart.js on a canvas: decoration for sighted staff. It
 * is one image to assistive technology, named by `summary`; the table beside it holds the figures.
 */
export function SalesChart({ labels, totals, summary }: { labels: readonly string[]; totals: readonly number[]; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    const chart = new Chart(context, {
      type: "bar",
      data: { labels: [...labels], datasets: [{ label: "Total", data: [...totals], backgroundColor: brandColour() }] },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => formatCad(item.parsed.y ?? 0) } } },
        scales: { y: { beginAtZero: true, ticks: { callback: (value) => formatCad(Number(value)) } } },
      },
    });
    return () => chart.destroy();
  }, [labels, totals]);
  return (
    <div className="relative h-64 w-full">
      <canvas ref={canvas} role="img" aria-label={summary}>
        {summary}
      </canvas>
    </div>
  );
}
