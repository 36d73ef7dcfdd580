import { useState } from 'react';
import styled from 'styled-components';
import { site, ToggleButton, Link, useLocalized } from '@civic/shared';
import * as aboutEn from '../../content/about';
import { t } from '../../messages';

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const OfficeCard = styled.div`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(5)};
  max-width: 40rem;
  h3 {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  address {
    font-style: normal;
    margin-bottom: ${({ theme }) => theme.space(3)};
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
  }
`;

/** Only regions whose office exists in site.config.json are offered, so the picker never shows an empty card. */
function withOffices(regions: readonly aboutEn.Region[]) {
  return regions.flatMap((region) => {
    const office = site.offices.find((candidate) => candidate.id === region.officeId);
    return office ? [{ region, office }] : [];
  });
}

const aboutSw = () => import(/* webpackChunkName: "content-sw-about" */ '../../content/sw/about');

export function GlobalPresence() {
  const AVAILABLE = withOffices(useLocalized(aboutEn, aboutSw).REGIONS);
  const [activeId, setActiveId] = useState(AVAILABLE[0]?.region.id);
  const active = AVAILABLE.find(({ region }) => region.id === activeId);
  return (
    <>
      <Picker role="group" aria-label={t('presenceRegions')}>
        {AVAILABLE.map(({ region }) => (
          <ToggleButton key={region.id} pressed={region.id === activeId} onClick={() => setActiveId(region.id)}>
            {region.label}
          </ToggleButton>
        ))}
      </Picker>
      {active ? (
        <OfficeCard aria-live="polite">
          <h3>{active.office.name}</h3>
          <p>{active.region.description}</p>
          <address>
            {active.office.address}, {active.office.city} {active.office.postalCode}, {active.office.country}
          </address>
          <Link to="/contact-us">{t('presenceContact')}</Link>
        </OfficeCard>
      ) : null}
    </>
  );
}
