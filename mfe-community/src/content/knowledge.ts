/**
 * How the community works: long-form guidance, page content rather than interface text. The Kiswahili edition
 * is `sw/knowledge.ts`, the same shape. A paragraph or list entry is a run of pieces: text, a link, or words in bold.
 */
export type Piece = string | { link: string; text: string } | { strong: string };

export interface KnowledgeSection {
  heading: string;
  /** Entries of a bulleted (`ul`) or numbered (`ol`) list. */
  list?: { kind: 'ul' | 'ol'; entries: Piece[][] };
  paragraphs?: Piece[][];
}

export interface KnowledgeContent {
  intro: string;
  sections: KnowledgeSection[];
}

export const knowledge: KnowledgeContent = {
  intro: "Uwazi Hub's community is where citizens compare notes on public money and services, learn together and put questions to people who know the system.",
  sections: [
    {
      heading: 'What you can do here',
      list: {
        kind: 'ul',
        entries: [
          [
            { link: '/community/forum-discussion', text: 'Discussions' },
            ': ask a question or report what you have seen, and learn from residents of other counties. You need an account to read and post, so every contribution has a name behind it.',
          ],
          [
            { link: '/workshops', text: 'Workshops' },
            ': free sessions, online and in person, on reading budgets, following tenders and taking part in public decisions. Completed workshops leave their handouts for everyone.',
          ],
          [
            { link: '/community/expert-qa', text: 'Expert Q&A' },
            ': a private video session with one of our specialists during their weekly desk hour. The meeting link arrives in your notifications.',
          ],
          [{ link: '/townhall-meetings', text: 'Townhall meetings' }, ': open meetings where residents and officials go through spending and services together.'],
        ],
      },
    },
    {
      heading: 'House rules for discussions',
      list: {
        kind: 'ol',
        entries: [
          ['Be specific. Name the county, ward or institution and, where you can, link to the budget, tender or report you are talking about.'],
          ['Stick to what you can stand behind. Say what you saw and what you are asking; do not present rumours as fact.'],
          ['Do not accuse named private individuals. If you have evidence of corruption, use the confidential report form in the header instead of posting it in public.'],
          ['Protect yourself and others. Do not post phone numbers, ID numbers, home addresses or photos of people without their consent.'],
          ["Respect everyone. No insults, hate speech or incitement, whatever a person's tribe, religion, gender or politics."],
          ['No campaigning or advertising. Discussions are about public services, not parties or products.'],
        ],
      },
      paragraphs: [
        ["Moderators from the Uwazi Hub team read every thread. Posts that break these rules are removed, and repeated breaches close the account's access to discussions."],
      ],
    },
    {
      heading: 'How to propose a workshop',
      list: {
        kind: 'ol',
        entries: [
          ['Open the ', { link: '/workshops', text: 'Workshops' }, ' page and choose ', { strong: 'Request a workshop' }, '.'],
          ['Tell us the topic, a preferred date, how long you need, where your group meets and roughly how many people will come.'],
          ['Describe what your group wants to be able to do afterwards, for example "follow the ward bursary fund" or "prepare a memorandum for the county budget hearing".'],
          ['We reply by e-mail, usually within a week, to plan the content and format with you. Sessions are free for community groups.'],
        ],
      },
    },
    {
      heading: 'Getting answers quickly',
      paragraphs: [
        [
          'Before posting, check the ',
          { link: '/faq', text: 'FAQ' },
          ' and the handouts of completed workshops. For something urgent or sensitive, ',
          { link: '/contact-us', text: 'contact us' },
          ' directly.',
        ],
      ],
    },
  ],
};
