import { lazy, type ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { adoptFirstPaintPage, leaveFirstPaintPage } from './FirstPaintPage';
import { SectionRoutes } from './SectionRoutes';
import { Route } from 'react-router-dom';

/** The page as the server sends it to a visitor with no session: the section's build-time render, in its element. */
function serverSends(path: string) {
  document.body.innerHTML = `<div id="root"><main><div id="first-paint-page" data-path="${path}"><h1 class="a">Who We Are</h1><p>Founded in 2022</p></div></main></div>`;
  adoptFirstPaintPage();
  document.body.innerHTML = '';
}

/** A page whose chunk arrives when the test says so. */
function pageArrivingLater() {
  let arrive: () => void = () => undefined;
  const Page = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>Who We Are (rendered)</h1> });
      }),
  );
  return { Page, arrive: () => arrive() };
}

afterEach(() => {
  leaveFirstPaintPage('/elsewhere-entirely');
  document.body.innerHTML = '';
});

describe('a section’s loading state on the page the tab came in on', () => {
  it('is the page as the server sent it until the section renders it, not a spinner', async () => {
    serverSends('/who-we-are');
    const { Page, arrive } = pageArrivingLater();
    const { container } = renderWithProviders(
      <SectionRoutes loadingLabel="Loading page">
        <Route path="/who-we-are" element={<Page />} />
      </SectionRoutes>,
      { route: '/who-we-are' },
    );
    expect(screen.getByRole('heading', { name: 'Who We Are' })).toBeInTheDocument();
    expect(screen.getByText('Founded in 2022')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The same element and rules scope the server sent, so the build's scoped rules still apply.
    expect(container.querySelector('#first-paint-page[data-path="/who-we-are"] h1.a')).not.toBeNull();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Who We Are (rendered)' })).toBeInTheDocument();
    expect(container.querySelector('#first-paint-page')).toBeNull();
  });

  it('is the ordinary loading state on any other page, and once the tab has left that page', () => {
    serverSends('/who-we-are');
    const first = pageArrivingLater();
    const other = renderWithProviders(
      <SectionRoutes loadingLabel="Loading page">
        <Route path="/about" element={<first.Page />} />
      </SectionRoutes>,
      { route: '/about' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(screen.queryByText('Founded in 2022')).not.toBeInTheDocument();
    other.unmount();

    leaveFirstPaintPage('/about');
    const second = pageArrivingLater();
    renderWithProviders(
      <SectionRoutes loadingLabel="Loading page">
        <Route path="/who-we-are" element={<second.Page />} />
      </SectionRoutes>,
      { route: '/who-we-are' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(screen.queryByText('Founded in 2022')).not.toBeInTheDocument();
  });

  it('is the ordinary loading state when the server sent no page (a signed-in visitor, a page not rendered ahead)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    adoptFirstPaintPage();
    const { Page } = pageArrivingLater();
    renderWithProviders(
      <SectionRoutes loadingLabel="Loading page">
        <Route path="/who-we-are" element={<Page />} />
      </SectionRoutes>,
      { route: '/who-we-are' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
  });
});
