export function Component() {
  return <h1>shipping-inquiry-page is being built</h1>;
}
