import styled from 'styled-components';
import { formatDate } from '@civic/shared';
import type { ContentSection } from './ContentPage';
import { LinkList } from './LinkList';

const Entry = styled.article`
  margin-top: ${({ theme }) => theme.space(5)};
  h3 {
    margin-top: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-size: 1.15rem;
  }
  time {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

/** The body of one content section, below its h2: paragraphs, numbered steps, a list, titled entries, links. */
export function SectionBody({ section }: { section: ContentSection }) {
  return (
    <>
      {section.paragraphs?.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {section.steps ? (
        <ol>
          {section.steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      ) : null}
      {section.list ? (
        <ul>
          {section.list.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.items?.map((item) => (
        <Entry key={item.title}>
          <h3>{item.title}</h3>
          {item.date ? <time dateTime={item.date}>{formatDate(item.date)}</time> : null}
          <p>{item.text}</p>
        </Entry>
      ))}
      {section.links?.length ? <LinkList links={section.links} /> : null}
    </>
  );
}
