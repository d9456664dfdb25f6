export function Component() {
  return <h1>privacy-policy-page is being built</h1>;
}
