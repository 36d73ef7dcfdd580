import type { ReactNode } from 'react';
import { Container, ErrorState, PageHeader, PageSection, Spinner, useLoad, usePageTitle } from '@civic/shared';
import { Refused, type Access } from '../../access';
import { t } from '../../messages';
import { ConsoleNav, type ConsolePage } from '../ConsoleNav';
import type { TextKey } from './kind';

/**
 * A content page of the console, for editors: its heading, the console's links, and what was read, or that
 * it is loading, could not be read (with Try again), or is not for the one signed in (sign in, confirm it is
 * you with two-step sign-in, or the page is for editors). `load` must be stable (a module function).
 */
export function ContentPage<D>({
  page,
  path,
  title,
  intro,
  loadFailed,
  load,
  children,
}: {
  page: ConsolePage;
  path: string;
  title: TextKey;
  intro: TextKey;
  loadFailed: TextKey;
  load: (signal: AbortSignal) => Promise<Access<D>>;
  children: (data: D) => ReactNode;
}) {
  usePageTitle(t(title));
  const { state, retry } = useLoad(load);

  return (
    <>
      <PageHeader title={t(title)} intro={t(intro)} />
      <PageSection>
        <Container>
          <ConsoleNav current={page} />
          {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
          {state.status === 'failed' ? <ErrorState title={t(loadFailed)} onRetry={retry} retryLabel={t('tryAgain')} headingLevel={2} /> : null}
          {state.status === 'loaded' && !state.data.allowed ? (
            <Refused status={state.data.status} secondFactor={state.data.secondFactor} next={path} refusal={t('editorsOnly')} />
          ) : null}
          {state.status === 'loaded' && state.data.allowed ? children(state.data.data) : null}
        </Container>
      </PageSection>
    </>
  );
}
