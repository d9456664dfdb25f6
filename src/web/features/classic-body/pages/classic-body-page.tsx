export function Component() {
  return <h1>classic-body-page is being built</h1>;
}
