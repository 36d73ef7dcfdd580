import styled from 'styled-components';
import { t } from '../messages';
import { DataTable } from './DataTable';
import { barLength } from './barLength';
import { money, percentOf } from './describe';

export interface FundingFigures {
  governmentGrants: number;
  ngoFunding: number;
  pppFunding: number;
  currency: string;
  details: Array<{ source: string; purpose: string; amount: number; projectTitle?: string }>;
}

const Bar = styled.span`
  display: block;
  height: 0.5rem;
  margin-top: 0.25rem;
  width: var(--length);
  background: ${({ theme }) => theme.colors.primary};
  border-radius: 2px;
`;

/**
 * Funding: government grants, NGO funding and public-private partnerships, each with its share.
 * Amounts stay in the projects' own currency (KES): showing them in dollars would need an exchange rate the
 * data does not carry. The amount comes right after the source, so a phone shows it before the table scrolls.
 */
export function FundingOverview({ funding, headingLevel = 2 }: { funding: FundingFigures; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const total = funding.governmentGrants + funding.ngoFunding + funding.pppFunding;
  const sources = [
    { name: t('fundingGovernment'), amount: funding.governmentGrants },
    { name: t('fundingNgo'), amount: funding.ngoFunding },
    { name: t('fundingPpp'), amount: funding.pppFunding },
  ];
  const showProject = funding.details.some((detail) => detail.projectTitle);
  return (
    <section>
      <Heading>{t('fundingTitle')}</Heading>
      <p>{t('fundingIntro', { total: money(total, funding.currency) })}</p>
      <DataTable caption={t('fundingCaption')}>
        <thead>
          <tr>
            <th scope="col">{t('fundingSource')}</th>
            <th scope="col" className="number">
              {t('fundingAmount')}
            </th>
            <th scope="col" className="number">
              {t('fundingShare')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sources.map((source) => (
            <tr key={source.name}>
              <th scope="row">{source.name}</th>
              <td className="number">{money(source.amount, funding.currency)}</td>
              <td className="number">
                {percentOf(source.amount, total)}
                <Bar aria-hidden="true" style={barLength(total > 0 ? (source.amount / total) * 100 : 0)} />
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {funding.details.length ? (
        <DataTable caption={t('fundingDetailsCaption')}>
          <thead>
            <tr>
              <th scope="col">{t('fundingSource')}</th>
              <th scope="col" className="number">
                {t('fundingAmount')}
              </th>
              <th scope="col">{t('fundingPurpose')}</th>
              {showProject ? <th scope="col">{t('fundingProject')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {funding.details.map((detail, index) => (
              <tr key={`${detail.source}-${detail.purpose}-${index}`}>
                <td>{detail.source}</td>
                <td className="number">{money(detail.amount, funding.currency)}</td>
                <td>{detail.purpose}</td>
                {showProject ? <td>{detail.projectTitle}</td> : null}
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </section>
  );
}
