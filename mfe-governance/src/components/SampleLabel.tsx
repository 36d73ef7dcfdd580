import styled from 'styled-components';
import { t } from '../messages';

const Tag = styled.span`
  display: inline-block;
  align-self: flex-start;
  padding: 0.1rem 0.5rem;
  border: 2px dashed ${({ theme }) => theme.colors.warning};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.warningTint};
  color: #4d3200;
  font-size: 0.85rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

/**
 * Marks invented records wherever they are shown, so a sample is never taken for government data. A search
 * result's label comes from the API (`text`), so another section's search kinds can label their results too.
 */
export function SampleLabel({ text = t('sampleData') }: { text?: string }) {
  return <Tag>{text}</Tag>;
}
