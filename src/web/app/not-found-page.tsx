export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-2xl p-8 text-center">
      <h1 className="text-6xl font-bold">404</h1>
    </section>
  );
}
