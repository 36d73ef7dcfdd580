import type { ComponentType } from 'react';
import { Navigate, Route } from 'react-router-dom';
import type { RoutePage } from '../contracts/routes';
import { SectionRoutes } from './SectionRoutes';

/** A page its release's routes file names but its code does not have: thrown while rendering, so the shell counts it. */
export class MissingPageError extends Error {
  constructor(key: string) {
    super(`This release has no page called "${key}"`);
    this.name = 'MissingPageError';
  }
}

function Missing({ name }: { name: string }): never {
  throw new MissingPageError(name);
}

/**
 * A remote's route subtree, built from the pages its release declares (the routes file the shell read from
 * the registry) and the page components its code has.
 */
export function RoutedPages({ routes, pages, loadingLabel }: { routes: readonly RoutePage[]; pages: Readonly<Record<string, ComponentType>>; loadingLabel: string }) {
  return (
    <SectionRoutes loadingLabel={loadingLabel}>
      {routes.map((route) => {
        if (route.redirect !== undefined) return <Route key={route.path} path={route.path} element={<Navigate to={route.redirect} replace />} />;
        const key = route.page ?? '';
        const Page = Object.hasOwn(pages, key) ? pages[key]! : null;
        return <Route key={route.path} path={route.path} element={Page ? <Page /> : <Missing name={key} />} />;
      })}
    </SectionRoutes>
  );
}
