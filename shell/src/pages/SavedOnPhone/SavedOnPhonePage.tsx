import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Container, PageSection, formatDate, usePageTitle } from '@civic/shared';
import { t } from '../../messages';
import { SiteLink } from '../../layout/SiteLink';
import { keptPages, removeEverything, type KeptPage } from '../../offline/phoneStorage';

const Outcome = styled.p<{ $failed: boolean }>`
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.primary)};
  background: ${({ theme, $failed }) => ($failed ? theme.colors.accentTint : theme.colors.primaryTint)};
`;

const Pages = styled.ul`
  padding-left: 1.25rem;
  li {
    min-height: 44px;
    padding: ${({ theme }) => theme.space(1)} 0;
  }
`;

/** The page's address: a saved page's title is its kind ("County"), the address says which. */
const Where = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

type Removal = 'idle' | 'removing' | 'done' | 'failed';

/**
 * What this site keeps on the phone: the pages saved for reading offline, and one button that removes
 * everything it keeps (a reporter who shares or hands over a phone needs to be sure nothing is left).
 */
export function SavedOnPhonePage() {
  usePageTitle(t('savedTitle'));
  const [pages, setPages] = useState<KeptPage[] | null | undefined>(undefined);
  const [removal, setRemoval] = useState<Removal>('idle');

  useEffect(() => {
    let current = true;
    keptPages().then(
      (kept) => current && setPages(kept),
      () => current && setPages([]),
    );
    return () => {
      current = false;
    };
  }, [removal]);

  async function remove() {
    setRemoval('removing');
    const complete = await removeEverything().catch(() => false);
    setRemoval(complete ? 'done' : 'failed');
  }

  return (
    <PageSection>
      <Container>
        <h1>{t('savedTitle')}</h1>
        <p>{t('savedIntro')}</p>
        <h2>{t('savedPagesHeading')}</h2>
        {pages === null && <p>{t('savedUnsupported')}</p>}
        {pages?.length === 0 && <p>{t('savedPagesNone')}</p>}
        {pages && pages.length > 0 && (
          <Pages>
            {pages.map((page) => (
              <li key={page.path}>
                <SiteLink to={page.path}>{page.title || page.path}</SiteLink> <Where>{page.path}</Where>
                {page.savedAt && <> ({t('savedOn', { date: formatDate(page.savedAt) })})</>}
              </li>
            ))}
          </Pages>
        )}
        <h2>{t('removeHeading')}</h2>
        <p>{t('removeText')}</p>
        <Button type="button" $variant="danger" onClick={remove} disabled={removal === 'removing'}>
          {t('removeButton')}
        </Button>
        <div aria-live="polite">
          {removal === 'done' && <Outcome $failed={false}>{t('removeDone')}</Outcome>}
          {removal === 'failed' && <Outcome $failed>{t('removeFailed')}</Outcome>}
        </div>
      </Container>
    </PageSection>
  );
}
