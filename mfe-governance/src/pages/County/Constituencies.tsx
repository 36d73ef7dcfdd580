import { Link } from '@civic/shared';
import styled from 'styled-components';
import type { ConstituencyWithWards } from '../../contracts';
import { DownloadLinks } from '../../components/DownloadLinks';
import { t } from '../../messages';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  h3 {
    font-size: 1.05rem;
    margin-bottom: ${({ theme }) => theme.space(1)};
    scroll-margin-top: 6rem;
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/**
 * Every constituency with its wards. Each ward links to the project browser narrowed to it; each
 * constituency has an anchor (`#constituency-167`) that site-search results point at.
 */
export function Constituencies({
  countyCode,
  countyName,
  constituencies,
  wardCount,
}: {
  countyCode: string;
  countyName: string;
  constituencies: ConstituencyWithWards[];
  wardCount: number;
}) {
  return (
    <section>
      <h2>{t('placesTitle')}</h2>
      <p>{t('placesIntro', { name: countyName, constituencies: constituencies.length, wards: wardCount })}</p>
      <DownloadLinks path="/api/wards/" query={{ county: countyCode }} what={t('wardsDownload', { name: countyName })} />
      <Columns>
        {constituencies.map((constituency) => (
          <div key={constituency.code}>
            <h3 id={`constituency-${constituency.code}`} tabIndex={-1}>
              {constituency.name}
            </h3>
            <ul aria-label={t('wardsOf', { name: constituency.name })}>
              {constituency.wards.map((ward) => (
                <li key={ward.code}>
                  <Link to={`/projects/browser?county=${countyCode}&constituency=${constituency.code}&ward=${ward.code}`} aria-label={t('wardProjects', { ward: ward.name })}>
                    {ward.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Columns>
    </section>
  );
}
