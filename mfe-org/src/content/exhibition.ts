import type { PageContent } from '../components/ContentPage';

export const exhibition: PageContent = {
  title: 'Exhibition',
  intro:
    '“Public Money, Public Places” is our exhibition of photographs of public projects taken by residents — finished classrooms, working boreholes, stalled roads — each shown beside what the budget and the contract promised.',
  sections: [
    {
      heading: 'What the exhibition shows',
      paragraphs: [
        'Every photograph is paired with the public record: the project’s budget line, its contractor, its planned completion date and its reported progress. Visitors see both the successes and the gaps, and learn how to follow a project in their own ward.',
        'The exhibition travels as printed panels and is also shown on screens, so it can be set up in a school hall, a library, a community centre or the foyer of a public building.',
      ],
    },
    {
      heading: 'How photographs are chosen',
      list: [
        'Every photographer agrees to the photograph being shown and chooses whether to be credited by name.',
        'Faces of passers-by and workers are blurred, and no photograph is shown if it could reveal who filed a report.',
        'Location metadata is removed from the files; the project is placed by ward, not by exact coordinates.',
        'Captions state only what the public record and the photograph show. Where a project is delayed, we say so without blaming a named person.',
      ],
    },
    {
      heading: 'Host the exhibition',
      paragraphs: [
        'Schools, libraries, universities, community groups and county assemblies can host the exhibition at no cost for the panels. We provide a facilitator who explains how to read the project records and how visitors can take part in public participation.',
      ],
    },
    {
      heading: 'Contribute a photograph',
      paragraphs: [
        'If you photograph a public project from a public place, you can offer it to the exhibition. Write to our media team through the contact page; we reply with how to send your photo and the consent form. Never put yourself at risk to take a picture.',
      ],
    },
  ],
  related: [
    { to: '/projects', label: 'Government projects' },
    { to: '/volunteer', label: 'Become a ward project monitor' },
    { to: '/news', label: 'News' },
  ],
  callToAction: { text: 'Would you like to host the exhibition or contribute a photograph?', to: '/contact-us', label: 'Contact our media team' },
};
