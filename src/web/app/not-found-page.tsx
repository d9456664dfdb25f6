import { Link } from "react-router";

/** Any unknown path. */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 id="not-found-title" className="text-7xl font-extrabold text-brand-700">
        404
      </h1>
      <p className="mt-3 text-xl text-ink">Page not found</p>
      <p className="mt-2 text-slate-700">The page you asked for does not exist or has moved.</p>
      <p className="mt-6">
        <Link to="/" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
