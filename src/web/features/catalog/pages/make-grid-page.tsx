export function Component() {
  return <h1>make-grid-page is being built</h1>;
}
