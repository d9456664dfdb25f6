import { useState } from "react";

/** A large image with a row of thumbnails that pick which one is shown. */
export function ImageGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[Math.min(current, images.length - 1)];
  if (!shown) return null;
  const total = images.length;
  return (
    <div className="space-y-3">
      <div className="aspect-[4/3] overflow-hidden rounded-md bg-slate-100">
        <img src={shown} alt={total > 1 ? `${name}, image ${current + 1} of ${total}` : name} className="size-full object-contain" />
      </div>
      {total > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label={`${name} images`}>
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={`Show image ${index + 1} of ${total}`}
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
