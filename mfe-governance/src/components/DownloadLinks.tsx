import styled from 'styled-components';
import { downloadUrl, type QueryValues } from '../api';
import { t } from '../messages';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: ${({ theme }) => theme.space(3)} 0;
  font-size: 0.95rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** 'Download CSV' / 'Download JSON' of a list, with the filters the citizen is looking at (open data). */
export function DownloadLinks({ path, query, what }: { path: string; query: QueryValues; what: string }) {
  const label = t('openDataOf', { what });
  return (
    <Group role="group" aria-label={label}>
      <span>{t('openData')}:</span>
      <a href={downloadUrl(path, query, 'csv')} download>
        {t('downloadCsv')}
      </a>
      <a href={downloadUrl(path, query, 'json')} download>
        {t('downloadJson')}
      </a>
    </Group>
  );
}
