import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { media, site } from '@civic/shared';
import styled from 'styled-components';
import { t } from '../messages';
import { SiteLink } from './SiteLink';
import { LanguageSwitch } from './LanguageSwitch';
import { LowDataSwitch } from './LowDataSwitch';
import { useCloseOnNavigation, useDismissToButton } from './useDismiss';
import { REPORT_FALLBACK_PATH, useReportAction } from './useReportAction';

export const COMPLAINT_PATH = '/complaints';

const Bar = styled.section`
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: 0.875rem;
`;

/** Positioned, so the report menu hangs from the bar's right edge inside the screen, wrapped or not. */
const Inner = styled.div`
  position: relative;
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

/** The language switch and the report action, together at the bar's right end. */
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Phones have the switch in the menu: the bar keeps its one row for contacts and the report action. */
const WideOnly = styled.div`
  display: none;
  ${media.lg} {
    display: block;
  }
`;

const ReportButton = styled.button`
  font: inherit;
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-weight: 700;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    color: #fff;
    background: #8f1d17;
  }
`;

/** The two ways to raise a problem, each saying what it is for, so a citizen picks the right one. */
const Choices = styled.ul`
  position: absolute;
  right: ${({ theme }) => theme.space(4)};
  top: calc(100% - 4px);
  z-index: 200;
  width: min(22rem, calc(100vw - 2rem));
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  list-style: none;
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  font-size: 1rem;
  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.primaryTint};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  span {
    display: block;
    font-size: 0.875rem;
  }
`;

/**
 * The top bar: contact details and the action that raises a problem. The action offers both of its promises,
 * reporting corruption (the reporting section's modal) and filing a complaint (its form), each explained.
 */
export function TopBar() {
  const onReport = useReportAction();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useCloseOnNavigation(() => setOpen(false));
  useDismissToButton(
    open,
    root,
    button,
    useCallback(() => setOpen(false), []),
  );

  function report(event: MouseEvent<HTMLAnchorElement>) {
    setOpen(false);
    onReport(event);
  }

  return (
    <Bar aria-label={t('topBarLabel')}>
      <Inner>
        <Contacts aria-label={t('contactDetails')}>
          <li>
            <a href={`tel:${site.contact.phone.replace(/\s/g, '')}`}>{site.contact.phone}</a>
          </li>
          <li>
            <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
          </li>
        </Contacts>
        <Actions>
          <WideOnly>
            <LowDataSwitch onDark />
          </WideOnly>
          <WideOnly>
            <LanguageSwitch onDark />
          </WideOnly>
          <div ref={root}>
            <ReportButton ref={button} type="button" aria-expanded={open} aria-controls="report-choices" onClick={() => setOpen((value) => !value)}>
              {t('reportAction')}
            </ReportButton>
            <Choices id="report-choices" hidden={!open}>
              <li>
                <a href={REPORT_FALLBACK_PATH} onClick={report}>
                  <strong>{t('reportChoiceCorruption')}</strong>
                  <span>{t('reportChoiceCorruptionHint')}</span>
                </a>
              </li>
              <li>
                <SiteLink to={COMPLAINT_PATH} onClick={() => setOpen(false)}>
                  <strong>{t('reportChoiceComplaint')}</strong>
                  <span>{t('reportChoiceComplaintHint')}</span>
                </SiteLink>
              </li>
            </Choices>
          </div>
        </Actions>
      </Inner>
    </Bar>
  );
}
