export function Component() {
  return <h1>specials-page is being built</h1>;
}
