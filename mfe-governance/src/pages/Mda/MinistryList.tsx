import { useState } from 'react';
import styled from 'styled-components';
import { counted } from '@civic/shared';
import type { Ministry } from '../../contracts';
import { t } from '../../messages';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  h2 {
    font-size: 1.1rem;
    margin: 0;
  }
  h2 button {
    font: inherit;
    font-weight: 700;
    color: inherit;
    background: none;
    border: 0;
    padding: ${({ theme }) => theme.space(2)} 0;
    min-height: 44px;
    width: 100%;
    text-align: left;
    cursor: pointer;
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: baseline;
  }
  h3 {
    font-size: 1rem;
    margin-top: ${({ theme }) => theme.space(4)};
  }
  ul {
    padding-left: 1.1rem;
  }
  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    margin-right: ${({ theme }) => theme.space(3)};
  }
`;

const Counts = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

/**
 * Ministries as disclosure sections (a heading holding a button, the WAI-ARIA accordion pattern), each
 * listing its departments and their agencies with their links. While a search is on, every ministry that
 * matched is open, so the matches show at once.
 */
export function MinistryList({ ministries, open }: { ministries: Ministry[]; open: boolean }) {
  // Ministries the citizen has toggled away from the default (closed, or open while searching).
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <List>
      {ministries.map((ministry) => {
        const agencies = ministry.departments.reduce((n, department) => n + department.agencies.length, 0);
        const isOpen = open !== toggled.has(ministry.id);
        const panelId = `ministry-${ministry.id}`;
        return (
          <Item key={ministry.id}>
            <h2>
              <button type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={() => toggle(ministry.id)}>
                <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
                {ministry.name}
              </button>
            </h2>
            <Counts>
              {t('countDepartments', counted(ministry.departments.length))} · {t('countAgencies', counted(agencies))}
            </Counts>
            <div id={panelId} hidden={!isOpen}>
              {ministry.ecitizenUrl ? (
                <a href={ministry.ecitizenUrl} rel="noopener noreferrer">
                  {t('mdaEcitizenFor', { name: ministry.name })}
                </a>
              ) : null}
              {ministry.departments.map((department) => (
                <section key={department.id}>
                  <h3>{department.name}</h3>
                  {department.agencies.length ? (
                    <ul>
                      {department.agencies.map((agency) => (
                        <li key={agency.id}>
                          <strong>{agency.name}</strong>
                          <br />
                          {agency.website ? (
                            <a href={agency.website} rel="noopener noreferrer" aria-label={t('mdaWebsiteFor', { name: agency.name })}>
                              {t('mdaWebsite')}
                            </a>
                          ) : null}
                          {agency.ecitizenUrl ? (
                            <a href={agency.ecitizenUrl} rel="noopener noreferrer" aria-label={t('mdaEcitizenFor', { name: agency.name })}>
                              {t('mdaEcitizen')}
                            </a>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p>{t('mdaNoAgencies')}</p>
                  )}
                </section>
              ))}
            </div>
          </Item>
        );
      })}
    </List>
  );
}
