import { useId } from 'react';
import styled from 'styled-components';
import { Button, formatDate, formatFileSize, type PublicationResource } from '@civic/shared';
import { t } from '../../messages';
import { publicationCategoryLabel } from './findPublications';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(5)};
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: 0;
  font-size: 0.9rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Download = styled(Button)`
  margin-top: auto;
  align-self: flex-start;
  /* The global a:hover colour would otherwise win over the button's white text. */
  &:hover,
  &:focus {
    color: #fff;
  }
`;

/** "PDF" for "guide.pdf": what kind of file the download is, so nobody is surprised by what opens. */
function fileFormat(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toUpperCase() : '';
}

/** The download is a plain link with `download`: the browser saves the file the API sends as an attachment. */
export function PublicationCard({ publication }: { publication: PublicationResource }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId}>{publication.title}</h3>
      <p>{publication.description}</p>
      <Facts>
        <dt>{t('publicationsCategory')}</dt>
        <dd>{publicationCategoryLabel(publication.category)}</dd>
        {fileFormat(publication.fileName) ? (
          <>
            <dt>{t('publicationsFormat')}</dt>
            <dd>{fileFormat(publication.fileName)}</dd>
          </>
        ) : null}
        <dt>{t('publicationsSize')}</dt>
        <dd>{formatFileSize(publication.sizeBytes)}</dd>
        <dt>{t('publicationsPublished')}</dt>
        <dd>
          <time dateTime={publication.publishedOn}>{formatDate(publication.publishedOn)}</time>
        </dd>
      </Facts>
      <Download as="a" href={publication.downloadUrl} download={publication.fileName} aria-describedby={titleId}>
        {t('publicationsDownload')}
      </Download>
    </Card>
  );
}
