/** Reloads the page, so every cache and in-memory state starts over (used after logout). */
export function reloadPage(): void {
  window.location.reload();
}
