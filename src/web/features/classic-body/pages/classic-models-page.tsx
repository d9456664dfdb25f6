export function Component() {
  return <h1>classic-models-page is being built</h1>;
}
