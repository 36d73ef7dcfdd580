/**
 * Leaving the single-page app for a full page load (the Google sign-in flow). Kept behind an object so
 * tests can watch it: jsdom cannot follow a real navigation.
 */
export const browser = {
  goTo(url: string): void {
    window.location.assign(url);
  },
};
