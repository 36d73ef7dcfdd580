import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import { ContentPage, type PageContent } from './ContentPage';
import { blogs } from '../content/blogs';
import { coreValues } from '../content/coreValues';
import { dataAccess } from '../content/dataAccess';
import { donations } from '../content/donations';
import { exhibition } from '../content/exhibition';
import { experts } from '../content/experts';
import { governmentAgencies } from '../content/governmentAgencies';
import { how } from '../content/how';
import { internationalOrganizations } from '../content/internationalOrganizations';
import { journalism } from '../content/journalism';
import { knowledge } from '../content/knowledge';
import { news } from '../content/news';
import { partnerships } from '../content/partnerships';
import { privacyPolicy } from '../content/privacyPolicy';
import { rights } from '../content/rights';
import { termsOfService } from '../content/termsOfService';
import { visionMission } from '../content/visionMission';
import { volunteer } from '../content/volunteer';
import { what } from '../content/what';
import { whoWeAre } from '../content/whoWeAre';
import { why } from '../content/why';

const PAGES: PageContent[] = [
  blogs,
  coreValues,
  dataAccess,
  donations,
  exhibition,
  experts,
  governmentAgencies,
  how,
  internationalOrganizations,
  journalism,
  knowledge,
  news,
  partnerships,
  privacyPolicy,
  rights,
  termsOfService,
  visionMission,
  volunteer,
  what,
  whoWeAre,
  why,
];

describe('ContentPage', () => {
  it.each(PAGES.map((page) => [page.title, page] as const))('%s: one h1, headings never skip a level, links are links', (_, page) => {
    renderWithProviders(<ContentPage content={page} />);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
    for (const link of screen.queryAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\//);
  });

  it.each(PAGES.map((page) => [page.title, page] as const))('%s: no placeholder text', (_, page) => {
    const text = JSON.stringify(page).toLowerCase();
    for (const placeholder of ['lorem', 'ipsum', 'coming soon', 'todo', 'tbd', 'placeholder']) expect(text).not.toContain(placeholder);
  });

  it('shows the date a policy was last updated, the call to action and related pages', () => {
    renderWithProviders(<ContentPage content={privacyPolicy} />);
    expect(screen.getByText('Last updated: 1 Oct 2026')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Related pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/terms-of-service');
    expect(document.title).toBe('Privacy Policy — Uwazi Hub');
  });
});
