import { Suspense, type ReactNode } from 'react';
import { Routes } from 'react-router-dom';
import { Spinner } from './Feedback';
import { FirstPaintPage } from './FirstPaintPage';

/**
 * A remote's route subtree: its `<Route>`s, with one loading state while a page's chunk arrives (the page
 * the tab came in with, if its build rendered it: see FirstPaintPage). The shell's main area is a viewport
 * tall, so the footer stays put while it loads.
 */
export function SectionRoutes({ loadingLabel, children }: { loadingLabel: string; children: ReactNode }) {
  return (
    <Suspense fallback={<FirstPaintPage fallback={<Spinner label={loadingLabel} />} />}>
      <Routes>{children}</Routes>
    </Suspense>
  );
}
