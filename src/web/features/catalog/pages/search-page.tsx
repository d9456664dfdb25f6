export function Component() {
  return <h1>search-page is being built</h1>;
}
