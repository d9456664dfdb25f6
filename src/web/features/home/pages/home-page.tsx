export function Component() {
  return <h1>home-page is being built</h1>;
}
