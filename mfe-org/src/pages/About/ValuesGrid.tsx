import styled from 'styled-components';
import { Card } from '@civic/shared';
import type { ContentItem } from '../../components/ContentPage';

const Values = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  list-style: none;
  padding: 0;
  margin: 0;
  li > * {
    height: 100%;
  }
`;

export function ValuesGrid({ values }: { values: ContentItem[] }) {
  return (
    <Values>
      {values.map((value) => (
        <li key={value.title}>
          <Card>
            <h3>{value.title}</h3>
            <p>{value.text}</p>
          </Card>
        </li>
      ))}
    </Values>
  );
}
