import { type MouseEvent, useState } from "react";

export const ZOOM_WIDTH = 400;
export const TALL_IMAGE_RATIO = 1.8;

/**
 * The quick view's large image. Hovering or focusing it shows a 400px zoom panel on its right;
 * a click (or Enter) toggles the zoom for keyboard and touch users.
 */
export function ZoomImage({ src, alt, onTall }: { src: string; alt: string; onTall?: (tall: boolean) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [toggled, setToggled] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const zooming = hovered || focused || toggled;

  function follow(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin({ x: Math.min(100, Math.max(0, x)), y: Math.min(100, Math.max(0, y)) });
  }

  return (
    <div className="relative">
      <button
        type="button"
        aria-label={`Zoom image of ${alt}`}
        aria-pressed={toggled}
        onClick={() => setToggled((on) => !on)}
        onMouseEnter={() => setHovered(true)}
        onMouseMove={follow}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setToggled(false);
        }}
        className="block w-full cursor-zoom-in overflow-hidden rounded border border-slate-200 bg-slate-50"
      >
        <img
          src={src}
          alt={alt}
          className="mx-auto block max-h-[45vh] w-full object-contain md:max-h-[65vh]"
          onLoad={(event) => {
            const image = event.currentTarget;
            if (image.naturalWidth > 0) onTall?.(image.naturalHeight / image.naturalWidth > TALL_IMAGE_RATIO);
          }}
        />
      </button>
      {zooming && (
        <div
          data-testid="zoom-panel"
          aria-hidden="true"
          className="absolute top-0 left-full z-20 ml-4 hidden aspect-square overflow-hidden rounded border border-slate-300 bg-white bg-no-repeat shadow-lg lg:block"
          style={{ width: ZOOM_WIDTH, backgroundImage: `url("${src}")`, backgroundSize: "250%", backgroundPosition: `${origin.x}% ${origin.y}%` }}
        />
      )}
    </div>
  );
}
