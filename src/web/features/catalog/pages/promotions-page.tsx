export function Component() {
  return <h1>promotions-page is being built</h1>;
}
