import type { PageContent } from '../components/ContentPage';

export const why: PageContent = {
  title: 'Why We Exist',
  intro:
    'Kenya’s Constitution promises citizens open government and a say in how public money is spent. Too often the information needed to use those rights is missing, buried or written for accountants. We exist to close that gap.',
  sections: [
    {
      heading: 'The promise in the Constitution',
      paragraphs: [
        'The Constitution of Kenya 2010 lists transparency, accountability, integrity and the participation of the people among the national values that bind every public officer (Article 10). It gives every citizen the right of access to information held by the State (Article 35). It sets openness, accountability and public participation in financial matters as principles of public finance (Article 201).',
        'Devolution was meant to bring government closer to people. Article 174 names its objects: to give powers of self-governance to the people, to enhance their participation in decisions that affect them, and to provide proximate, easily accessible services. County assemblies must hold their sittings in public and facilitate public participation (Article 196).',
      ],
    },
    {
      heading: 'The gap we see every day',
      list: [
        'Budget estimates, procurement plans and audit reports are often published as long scanned documents that are hard to search and easy to miss.',
        'Public participation forums are announced late, held far from where people live, or run without the documents residents need to comment.',
        'A resident who sees a stalled dispensary or an unfinished road rarely knows which office is responsible, how much was allocated, or where to complain.',
        'People who witness bribery or inflated tenders stay silent because they fear losing their job, their contracts or their safety.',
      ],
    },
    {
      heading: 'Why it matters for your ward',
      paragraphs: [
        'Every shilling a county does not account for is a classroom, a borehole or a nurse that a ward does not get. The Office of the Auditor-General and the Controller of Budget publish reports that show where money went and where it did not, but those findings only change things when citizens read them and ask questions.',
        'We believe ordinary residents are the best monitors of public projects: they walk past the site every day. What they lack is the budget line, the contract and a safe way to speak up. That is what this platform gives them.',
      ],
    },
    {
      heading: 'Why an independent platform',
      paragraphs: [
        'We are not a government office, a political party or a contractor, so we can present the information as it is and protect the people who report to us. We publish who funds us, and no funder sees reports or decides what we publish.',
      ],
    },
  ],
  related: [
    { to: '/how', label: 'How we work' },
    { to: '/what', label: 'What we do' },
    { to: '/rights', label: 'Know your rights' },
  ],
  callToAction: { text: 'Start by seeing how your county plans and spends its money.', to: '/counties', label: 'Browse the 47 counties' },
};
