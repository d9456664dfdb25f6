export function Component() {
  return <h1>contact-page is being built</h1>;
}
