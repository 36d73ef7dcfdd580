import styled from 'styled-components';
import { Card, formatNumber, Link } from '@civic/shared';
import type { County } from '../../contracts';
import { t } from '../../messages';
import { regionLabel } from '../../vocabulary';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Region = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const NameLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => theme.space(1)} 0;
`;

/** A county in the list; its name, a heading right under the page's title, opens the county's page. */
export function CountyCard({ county }: { county: County }) {
  return (
    <Card>
      <h2>
        <NameLink to={`/counties/county/${county.code}`}>{county.name}</NameLink>
      </h2>
      <Region>
        {t('countyCode', { code: county.code })} · {regionLabel(county.region)}
      </Region>
      <Facts>
        <dt>{t('capital')}</dt>
        <dd>{county.capital}</dd>
        <dt>{t('population')}</dt>
        <dd>{formatNumber(county.population)}</dd>
        <dt>{t('area')}</dt>
        <dd>{t('areaValue', { area: formatNumber(county.area) })}</dd>
      </Facts>
    </Card>
  );
}
