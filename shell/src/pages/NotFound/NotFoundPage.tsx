import { useEffect } from 'react';
import { Container, PageSection, site, Link } from '@civic/shared';
import { SearchForm } from '../../layout/SearchForm';
import { t } from '../../messages';

/** A real 404: says what happened and offers the ways on. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = `${t('notFoundTitle')} — ${site.name}`;
  }, []);
  return (
    <PageSection>
      <Container>
        <h1>{t('notFoundTitle')}</h1>
        <p>{t('notFoundText')}</p>
        <ul>
          <li>
            <Link to="/">{t('notFoundHome')}</Link>
          </li>
          <li>
            <Link to="/sitemap">{t('notFoundSitemap')}</Link>
          </li>
        </ul>
        <h2 style={{ fontSize: '1.1rem' }}>{t('notFoundSearch')}</h2>
        <div style={{ maxWidth: '32rem' }}>
          <SearchForm />
        </div>
      </Container>
    </PageSection>
  );
}
