export function Component() {
  return <h1>product-list-page is being built</h1>;
}
