export function Component() {
  return <h1>catalog-page is being built</h1>;
}
