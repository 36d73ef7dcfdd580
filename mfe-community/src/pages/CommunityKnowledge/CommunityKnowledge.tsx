import { Container, PageHero, PageSection, Prose, usePageTitle, Link } from '@civic/shared';
import { t } from '../../messages';

/*
 * Long-form guidance is page content rather than interface text, so it lives here in one place; a Swahili
 * edition would be a sibling page, as for the other long-form pages of the site.
 */

/** How the community works: discussions, house rules, workshops, expert sessions and townhalls. */
export default function CommunityKnowledge() {
  usePageTitle(t('knowledgeTitle'));
  return (
    <>
      <PageHero>
        <Container>
          <h1>{t('knowledgeTitle')}</h1>
          <p>Uwazi Hub's community is where citizens compare notes on public money and services, learn together and put questions to people who know the system.</p>
        </Container>
      </PageHero>
      <PageSection>
        <Container>
          <Prose>
            <h2>What you can do here</h2>
            <ul>
              <li>
                <Link to="/community/forum-discussion">Discussions</Link>: ask a question or report what you have seen, and learn from residents of other counties. You need an
                account to read and post, so every contribution has a name behind it.
              </li>
              <li>
                <Link to="/workshops">Workshops</Link>: free sessions, online and in person, on reading budgets, following tenders and taking part in public decisions. Completed
                workshops leave their handouts for everyone.
              </li>
              <li>
                <Link to="/community/expert-qa">Expert Q&amp;A</Link>: a private video session with one of our specialists during their weekly desk hour. The meeting link arrives
                in your notifications.
              </li>
              <li>
                <Link to="/townhall-meetings">Townhall meetings</Link>: open meetings where residents and officials go through spending and services together.
              </li>
            </ul>

            <h2>House rules for discussions</h2>
            <ol>
              <li>Be specific. Name the county, ward or institution and, where you can, link to the budget, tender or report you are talking about.</li>
              <li>Stick to what you can stand behind. Say what you saw and what you are asking; do not present rumours as fact.</li>
              <li>Do not accuse named private individuals. If you have evidence of corruption, use the confidential report form in the header instead of posting it in public.</li>
              <li>Protect yourself and others. Do not post phone numbers, ID numbers, home addresses or photos of people without their consent.</li>
              <li>Respect everyone. No insults, hate speech or incitement, whatever a person's tribe, religion, gender or politics.</li>
              <li>No campaigning or advertising. Discussions are about public services, not parties or products.</li>
            </ol>
            <p>Moderators from the Uwazi Hub team read every thread. Posts that break these rules are removed, and repeated breaches close the account's access to discussions.</p>

            <h2>How to propose a workshop</h2>
            <ol>
              <li>
                Open the <Link to="/workshops">Workshops</Link> page and choose <strong>Request a workshop</strong>.
              </li>
              <li>Tell us the topic, a preferred date, how long you need, where your group meets and roughly how many people will come.</li>
              <li>
                Describe what your group wants to be able to do afterwards, for example "follow the ward bursary fund" or "prepare a memorandum for the county budget hearing".
              </li>
              <li>We reply by e-mail, usually within a week, to plan the content and format with you. Sessions are free for community groups.</li>
            </ol>

            <h2>Getting answers quickly</h2>
            <p>
              Before posting, check the <Link to="/faq">FAQ</Link> and the handouts of completed workshops. For something urgent or sensitive,{' '}
              <Link to="/contact-us">contact us</Link> directly.
            </p>
          </Prose>
        </Container>
      </PageSection>
    </>
  );
}
