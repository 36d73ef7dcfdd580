import { Fragment } from 'react';
import { Container, PageHero, PageSection, Prose, usePageTitle, Link, useLocalized } from '@civic/shared';
import * as knowledgeEn from '../../content/knowledge';
import type { Piece } from '../../content/knowledge';
import { t } from '../../messages';

const knowledgeSw = () => import(/* webpackChunkName: "content-sw-knowledge" */ '../../content/sw/knowledge');

function Pieces({ pieces }: { pieces: Piece[] }) {
  return pieces.map((piece, index) => (
    <Fragment key={index}>{typeof piece === 'string' ? piece : 'link' in piece ? <Link to={piece.link}>{piece.text}</Link> : <strong>{piece.strong}</strong>}</Fragment>
  ));
}

/** How the community works: discussions, house rules, workshops, expert sessions and townhalls (src/content/knowledge.ts). */
export default function CommunityKnowledge() {
  const { knowledge } = useLocalized(knowledgeEn, knowledgeSw);
  usePageTitle(t('knowledgeTitle'));
  return (
    <>
      <PageHero>
        <Container>
          <h1>{t('knowledgeTitle')}</h1>
          <p>{knowledge.intro}</p>
        </Container>
      </PageHero>
      <PageSection>
        <Container>
          <Prose>
            {knowledge.sections.map((section) => {
              const List = section.list?.kind ?? 'ul';
              return (
                <Fragment key={section.heading}>
                  <h2>{section.heading}</h2>
                  {section.list ? (
                    <List>
                      {section.list.entries.map((entry, index) => (
                        <li key={index}>
                          <Pieces pieces={entry} />
                        </li>
                      ))}
                    </List>
                  ) : null}
                  {section.paragraphs?.map((paragraph, index) => (
                    <p key={index}>
                      <Pieces pieces={paragraph} />
                    </p>
                  ))}
                </Fragment>
              );
            })}
          </Prose>
        </Container>
      </PageSection>
    </>
  );
}
