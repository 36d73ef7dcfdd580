import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type FaqEntry } from '@civic/shared';
import { renderWithProviders, mockGet } from '@civic/shared/testing';
import Faq from './Faq';

const FAQS: FaqEntry[] = [
  { id: 'f1', category: 'reporting', question: 'Can I report corruption anonymously?', answer: 'Yes. Choose the anonymous option and keep your receipt code.' },
  { id: 'f2', category: 'reporting', question: 'What happens after I report?', answer: 'A case officer reviews it and may ask questions through the follow-up page.' },
  { id: 'f3', category: 'data-access', question: 'Where do county figures come from?', answer: 'From the 2019 census published by KNBS.' },
  { id: 'f4', category: 'Account', question: 'How do I reset my password?', answer: 'Use the forgot-password link on the sign-in page.' },
];

async function renderFaq() {
  mockGet({ '/api/faq/': { faqs: FAQS } });
  renderWithProviders(<Faq />, { route: '/faq' });
  await screen.findByRole('button', { name: 'Can I report corruption anonymously?' });
}

/** The questions shown, in order: each is a button that says whether it is expanded (its +/− sign is decorative). */
function questions(): string[] {
  return screen
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.firstChild?.textContent ?? '');
}

afterEach(() => jest.restoreAllMocks());

describe('Faq', () => {
  it('shows its h1 and the questions grouped by category', async () => {
    await renderFaq();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Reporting', 'Data access', 'Account', 'Did not find your answer?']);
    const reporting = screen.getByRole('region', { name: 'Reporting' });
    expect(
      within(reporting)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([expect.stringContaining('Can I report corruption anonymously?'), expect.stringContaining('What happens after I report?')]);
    expect(screen.getByRole('link', { name: 'Ask us directly' })).toHaveAttribute('href', '/contact-us');
  });

  it('adds "Did not find your answer?" once the questions are in, so nothing under the spinner jumps down when they arrive', async () => {
    let answer!: (value: unknown) => void;
    jest.spyOn(api, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderWithProviders(<Faq />, { route: '/faq' });
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    expect(screen.queryByRole('link', { name: 'Ask us directly' })).not.toBeInTheDocument();
    answer({ data: { faqs: FAQS } });
    expect(await screen.findByRole('link', { name: 'Ask us directly' })).toBeInTheDocument();
  });

  it('opens and closes an answer, telling assistive technology with aria-expanded', async () => {
    const user = userEvent.setup();
    await renderFaq();
    const question = screen.getByRole('button', { name: 'Can I report corruption anonymously?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Yes. Choose the anonymous option and keep your receipt code.')).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Can I report corruption anonymously?' });
    expect(question).toHaveAttribute('aria-controls', answer.id);
    expect(within(answer).getByText('Yes. Choose the anonymous option and keep your receipt code.')).toBeVisible();
    // The other answers stay closed.
    expect(screen.getByRole('button', { name: 'What happens after I report?' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Yes. Choose the anonymous option and keep your receipt code.')).not.toBeVisible();
  });

  it('searches questions and answers without regard to case', async () => {
    const user = userEvent.setup();
    await renderFaq();
    const search = screen.getByRole('searchbox', { name: 'Search questions' });

    await user.type(search, 'PASSWORD');
    expect(questions()).toEqual(['How do I reset my password?']);
    expect(screen.getByText('1 of 4 questions shown')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Reporting' })).not.toBeInTheDocument();

    // "KNBS" appears only in an answer.
    await user.clear(search);
    await user.type(search, 'knbs');
    expect(questions()).toEqual(['Where do county figures come from?']);

    await user.clear(search);
    expect(questions()).toHaveLength(4);
  });

  it('counts with the noun agreeing with the number', async () => {
    mockGet({ '/api/faq/': { faqs: [FAQS[0]] } });
    renderWithProviders(<Faq />, { route: '/faq' });
    expect(await screen.findByText('1 of 1 question shown')).toBeInTheDocument();
  });

  it('says when nothing matches and clears the search on request', async () => {
    const user = userEvent.setup();
    await renderFaq();
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'helicopter');
    // Straight under the page's h1, so its title is an h2: no level is skipped.
    expect(screen.getByRole('heading', { level: 2, name: 'No questions match your search' })).toBeInTheDocument();
    expect(screen.getByText('0 of 4 questions shown')).toBeInTheDocument();
    expect(questions()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(questions()).toHaveLength(4);
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('');
  });

  it('shows a load failure with a retry', async () => {
    const user = userEvent.setup();
    mockGet({ '/api/faq/': { faqs: FAQS } }, { '/api/faq/': 1 });
    renderWithProviders(<Faq />, { route: '/faq' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred');
    expect(alert).toHaveTextContent('We could not load the questions.');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(questions()).toHaveLength(4));
  });
});
