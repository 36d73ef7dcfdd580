import { Component, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import type { RoutePage } from '../contracts/routes';
import { renderWithProviders } from '../testing';
import { MissingPageError, RoutedPages } from './RoutedPages';

const pages = {
  About: () => <h1>About us</h1>,
  County: () => <h1>One county</h1>,
};

const routes: RoutePage[] = [
  { path: '/about', page: 'About' },
  { path: '/counties/county/:code', page: 'County' },
  { path: '/about-us', redirect: '/about' },
  { path: '/gone', page: 'Gone' },
];

/** Keeps what a page threw, as the shell's boundary around a section does. */
class Catch extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

afterEach(() => jest.restoreAllMocks());

describe('RoutedPages', () => {
  it('renders the page a path names, parameters included', async () => {
    renderWithProviders(<RoutedPages routes={routes} pages={pages} loadingLabel="Loading" />, { route: '/counties/county/047' });
    expect(await screen.findByRole('heading', { name: 'One county' })).toBeInTheDocument();
  });

  it('follows a redirect, replacing the old address', async () => {
    renderWithProviders(<RoutedPages routes={routes} pages={pages} loadingLabel="Loading" />, { route: '/about-us' });
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/about$/);
  });

  it('throws MissingPageError, naming the key, for a page this code does not have', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const errors: unknown[] = [];
    renderWithProviders(
      <Catch onError={(error) => errors.push(error)}>
        <RoutedPages routes={routes} pages={pages} loadingLabel="Loading" />
      </Catch>,
      { route: '/gone' },
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(errors[0]).toBeInstanceOf(MissingPageError);
    expect((errors[0] as Error).message).toBe('This release has no page called "Gone"');
  });

  it('does not take a key from the object prototype for a page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const errors: unknown[] = [];
    renderWithProviders(
      <Catch onError={(error) => errors.push(error)}>
        <RoutedPages routes={[{ path: '/x', page: 'constructor' }]} pages={pages} loadingLabel="Loading" />
      </Catch>,
      { route: '/x' },
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(errors[0]).toBeInstanceOf(MissingPageError);
  });
});
