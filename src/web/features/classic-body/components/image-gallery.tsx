import { useState } from "react";
import { useWords } from "../../../lib/i18n";

/** A large image with a row of thumbnails that pick which one is shown. */
export function ImageGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useWords();
  const [current, setCurrent] = useState(0);
  const shown = images[Math.min(current, images.length - 1)];
  if (!shown) return null;
  const total = images.length;
  return (
    <div className="space-y-3">
      <div className="aspect-[4/3] overflow-hidden rounded-md bg-slate-100">
        <img
          src={shown}
          alt={total > 1 ? t("classic.gallery.image", { name, number: current + 1, count: total }) : name}
          className="size-full object-contain"
        />
      </div>
      {total > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("classic.gallery.images", { name })}>
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={t("classic.gallery.show", { number: index + 1, count: total })}
                aria-pressed={index === current}
                className="block size-16 overflow-hidden rounded border-2 border-transparent bg-slate-100 aria-pressed:border-brand-700"
              >
                <img src={src} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
