import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AfterScripts } from './AfterScripts';

const page = (
  <main>
    <h1>File a complaint</h1>
    <AfterScripts>
      <label>
        Subject <input name="subject" />
      </label>
    </AfterScripts>
  </main>
);

describe('what only the page’s scripts show', () => {
  it('is left out of the page as the build renders it ahead', () => {
    expect(renderToString(page)).toBe('<main><h1>File a complaint</h1></main>');
  });

  it('is there from the first render in a browser', () => {
    render(page);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toBeInTheDocument();
  });
});
