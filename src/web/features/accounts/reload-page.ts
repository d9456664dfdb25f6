/**
 * The browser's page as the app reloads it: a method of an object, so a test can watch the call
 * (vi.spyOn) whichever test file loaded this module first.
 */
export const browserPage = {
  /** Reloads the page, so every cache and in-memory state starts over (used after logout). */
  reload(): void {
    window.location.reload();
  },
};
