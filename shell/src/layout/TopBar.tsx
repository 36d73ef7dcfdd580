import { site } from '@civic/shared';
import styled from 'styled-components';
import { t } from '../messages';
import { REPORT_FALLBACK_PATH, useReportAction } from './useReportAction';

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: 0.875rem;
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Contacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    color: #fff;
  }
`;

const ReportLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-weight: 700;
  border-radius: ${({ theme }) => theme.radius};
  text-decoration: none;
  &:hover {
    color: #fff;
    background: #8f1d17;
  }
`;

export function TopBar() {
  const onReport = useReportAction();
  return (
    <Bar>
      <Inner>
        <Contacts aria-label="Contact details">
          <li>
            <a href={`tel:${site.contact.phone.replace(/\s/g, '')}`}>{site.contact.phone}</a>
          </li>
          <li>
            <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
          </li>
        </Contacts>
        <ReportLink href={REPORT_FALLBACK_PATH} onClick={onReport}>
          {t('reportAction')}
        </ReportLink>
      </Inner>
    </Bar>
  );
}
