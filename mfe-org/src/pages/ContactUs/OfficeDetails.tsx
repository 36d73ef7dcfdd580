import { Fragment } from 'react';
import styled from 'styled-components';
import type { OfficeLocation } from '@civic/shared';
import { t } from '../../messages';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, auto) 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  address {
    font-style: normal;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Hours = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, auto) 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  dd {
    margin: 0;
  }
`;

export function OfficeDetails({ office }: { office: OfficeLocation }) {
  return (
    <>
      <h3>{office.name}</h3>
      <Details>
        <dt>{t('officeAddress')}</dt>
        <dd>
          <address>
            {office.address}
            <br />
            {office.city} {office.postalCode}
            <br />
            {office.country}
          </address>
        </dd>
        <dt>{t('officePhone')}</dt>
        <dd>
          <a href={`tel:${office.phone.replace(/\s/g, '')}`}>{office.phone}</a>
        </dd>
        <dt>{t('officeEmail')}</dt>
        <dd>
          <a href={`mailto:${office.email}`}>{office.email}</a>
        </dd>
      </Details>
      <h4>{t('officeHours')}</h4>
      <Hours>
        {office.hours.map((slot) => (
          <Fragment key={slot.days}>
            <dt>{slot.days}</dt>
            <dd>{slot.hours}</dd>
          </Fragment>
        ))}
      </Hours>
    </>
  );
}
