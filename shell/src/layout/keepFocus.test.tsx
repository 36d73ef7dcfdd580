import { render, screen } from '@testing-library/react';
import { rememberFocusBeforeStart, useFocusKeptFromStart } from './keepFocus';

function Started() {
  useFocusKeptFromStart();
  return (
    <>
      <a href="#main">Skip to main content</a>
      <a href="/auth/signup">Join us today</a>
      <a href="/who-we-are">Who we are</a>
    </>
  );
}

/** The page as the server sent it, the shell's render to come in the same root. */
function pageAsSent() {
  document.body.innerHTML = '<div id="root"><a href="#main">Skip to main content</a><a href="/auth/signup">Join us today</a><a href="/who-we-are">Who we are</a></div>';
  return document.getElementById('root')!;
}

describe('focus across the shell’s first render', () => {
  it('goes back to the control a keyboard user had reached before the scripts ran, the last one they reached', () => {
    const root = pageAsSent();
    (root.querySelector('a[href="/auth/signup"]') as HTMLElement).focus();
    rememberFocusBeforeStart();
    // Tabbing on while the first render is under way.
    (root.querySelector('a[href="/who-we-are"]') as HTMLElement).focus();
    root.innerHTML = '';
    expect(document.activeElement).toBe(document.body);
    render(<Started />, { container: root });
    expect(screen.getByRole('link', { name: 'Who we are' })).toHaveFocus();
  });

  it('moves nothing when nothing in the page had focus', () => {
    const root = pageAsSent();
    rememberFocusBeforeStart();
    root.innerHTML = '';
    render(<Started />, { container: root });
    expect(document.activeElement).toBe(document.body);
  });
});
