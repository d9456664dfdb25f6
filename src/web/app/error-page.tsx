export function ErrorPage() {
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
    </main>
  );
}
