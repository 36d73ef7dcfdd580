import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';

/** Shows the current location so a test can assert where a click navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

/** Renders `ui` as the site would: theme and router (at `route`), with a probe of the current location. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: { route?: string } & RenderOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
export { answer, apiFailure, mockGet, HttpFailure } from './mockApi';
export { pageKeyProblems, registryOf, routesFileFaults } from './routes';
export { catalogProblems } from './catalogs';
