import { type KeyboardEvent, type MouseEvent, useState } from "react";
import { useWords } from "../lib/i18n";

export const TALL_IMAGE_RATIO = 1.8;
export const ZOOM_FACTOR = 2.5;
const KEY_STEP = 10;

const moves: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -KEY_STEP, y: 0 },
  ArrowRight: { x: KEY_STEP, y: 0 },
  ArrowUp: { x: 0, y: -KEY_STEP },
  ArrowDown: { x: 0, y: KEY_STEP },
};

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * The quick view's large image. Hovering it, or pressing Enter or Space on it, magnifies the picture
 * inside its own box (the arrow keys move around while it is on), so the zoom never covers the part's
 * prices and buttons nor reaches past the dialog. Focus alone never zooms.
 *
 * The zoom layer stays in the page and is only hidden: removing it while focus moves on would leave
 * the browser with no focused element for a moment, and the dialog's focus trap would then take focus back.
 */
export function ZoomImage({ src, alt, onTall }: { src: string; alt: string; onTall?: (tall: boolean) => void }) {
  const { t } = useWords();
  const [hovered, setHovered] = useState(false);
  const [toggled, setToggled] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const [tall, setTall] = useState(false);
  const zooming = hovered || toggled;

  function follow(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setOrigin({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
  }

  function pan(event: KeyboardEvent<HTMLButtonElement>) {
    const move = moves[event.key];
    if (!toggled || !move) return;
    event.preventDefault();
    setOrigin((at) => ({ x: clamp(at.x + move.x), y: clamp(at.y + move.y) }));
  }

  return (
    <div className="relative overflow-hidden rounded border border-slate-200 bg-slate-50">
      <button
        type="button"
        aria-label={t("ui.zoom.label", { name: alt })}
        aria-pressed={toggled}
        onClick={() => setToggled((on) => !on)}
        onKeyDown={pan}
        onMouseEnter={() => setHovered(true)}
        onMouseMove={follow}
        onMouseLeave={() => setHovered(false)}
        onBlur={() => setToggled(false)}
        className="block w-full cursor-zoom-in"
      >
        <img
          src={src}
          alt={alt}
          // Its box is set before the picture arrives (4:3 until a tall picture is known), so nothing beside it moves when it loads.
          className={`mx-auto block max-h-[45vh] w-full object-contain md:max-h-[65vh] ${tall ? "" : "aspect-[4/3]"}`}
          onLoad={(event) => {
            const image = event.currentTarget;
            if (image.naturalWidth === 0) return;
            const isTall = image.naturalHeight / image.naturalWidth > TALL_IMAGE_RATIO;
            setTall(isTall);
            onTall?.(isTall);
          }}
        />
      </button>
      <div
        data-testid="zoom-panel"
        aria-hidden="true"
        hidden={!zooming}
        className="pointer-events-none absolute inset-0 bg-white bg-no-repeat"
        style={{ backgroundImage: `url("${src}")`, backgroundSize: `${ZOOM_FACTOR * 100}%`, backgroundPosition: `${origin.x}% ${origin.y}%` }}
      />
    </div>
  );
}
