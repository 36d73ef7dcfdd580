import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import type { EditableTestimonial } from '@civic/shared/contracts';
import { answer, apiFailure, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import TestimonialEditor from './TestimonialEditor';

const TESTIMONIALS = '/api/staff/content/testimonials/';
const ROUTE = '/console/content/testimonials';

const halima: EditableTestimonial = {
  id: '3',
  version: 2,
  published: true,
  hasDraft: false,
  fields: {
    en: {
      quote: 'Uwazi Hub showed our ward where the money for the new dispensary went, line by line, and we took those figures to the county assembly.',
      position: 'Chairperson',
      company: 'Kibera Residents’ Association',
    },
    sw: {
      quote: 'Uwazi Hub ilituonyesha jinsi pesa za zahanati mpya zilivyotumika, kipengele kwa kipengele.',
      position: 'Mwenyekiti',
      company: 'Chama cha Wakazi wa Kibera',
    },
    values: { author: 'Halima Yusuf', rating: 5 },
  },
  missing: [],
  edited: { by: 'Wanjiru Kamau', at: '2026-11-20T08:00:00Z' },
};

const peter: EditableTestimonial = {
  id: '4',
  version: 1,
  published: false,
  hasDraft: true,
  fields: {
    en: { quote: 'Clear and quick.', position: 'Journalist', company: 'Daily Nation' },
    sw: { quote: '', position: 'Mwandishi wa habari', company: '' },
    values: { author: 'Peter Kamau', rating: 4 },
  },
  missing: ['sw.quote', 'sw.company'],
  edited: null,
};

const list = { testimonials: [halima, peter] };

const card = (name: string) => screen.getByRole('article', { name });
const english = () => screen.getByRole('group', { name: 'English' });
const kiswahili = () => screen.getByRole('group', { name: 'Kiswahili' });
const values = () => screen.getByRole('group', { name: 'Who said it, and their rating' });
const field = (group: HTMLElement, label: string) => within(group).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const rating = () => field(values(), 'Rating (1 to 5)');

afterEach(() => jest.restoreAllMocks());

describe('TestimonialEditor', () => {
  it('lists the testimonials by who said them, with the quote’s first words, the rating, state and missing Kiswahili', async () => {
    const get = mockGet({ [TESTIMONIALS]: list });
    renderWithProviders(<TestimonialEditor />, { route: ROUTE });
    const first = await screen.findByRole('article', { name: 'Halima Yusuf' });
    expect(get).toHaveBeenCalledWith(TESTIMONIALS, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeInTheDocument();
    expect(screen.getByText('2 testimonials; 1 missing some Kiswahili')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toEqual([first, card('Peter Kamau')]);

    expect(within(first).getByText('“Uwazi Hub showed our ward where the money for the new dispensary…”')).toBeInTheDocument();
    expect(within(first).getByText('Chairperson, Kibera Residents’ Association')).toBeInTheDocument();
    expect(within(first).getByText('Rated 5 out of 5')).toBeInTheDocument();
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText('Last edited by Wanjiru Kamau, 20 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Take down “Halima Yusuf”' })).toBeInTheDocument();

    const second = card('Peter Kamau');
    expect(within(second).getByText('“Clear and quick.”')).toBeInTheDocument();
    expect(within(second).getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(within(second).getByText('Not published')).toBeInTheDocument();
    expect(within(second).getByText('Kiswahili missing: quote, organisation')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /^Take down/ })).not.toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Testimonials' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds a testimonial, its rating chosen from 1 to 5 and sent as a number', async () => {
    mockGet({ [TESTIMONIALS]: list });
    const fields = {
      en: { quote: 'We finally know what our county spends on roads.', position: 'Teacher', company: 'Kisumu Girls High School' },
      sw: { quote: 'Hatimaye tunajua kaunti yetu inatumia kiasi gani kwa barabara.', position: 'Mwalimu', company: 'Shule ya Upili ya Wasichana ya Kisumu' },
      values: { author: 'Achieng Odhiambo', rating: 4 },
    };
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(answer({ testimonial: { id: '5', version: 1, published: true, hasDraft: false, fields, missing: [], edited: null } }, 201));
    renderWithProviders(<TestimonialEditor />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('button', { name: 'New testimonial' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New testimonial' })).toHaveFocus();
    expect(rating()).toHaveValue('');
    expect(
      within(rating())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a rating', '1', '2', '3', '4', '5']);

    await userEvent.type(field(values(), 'Name'), fields.values.author);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(post).not.toHaveBeenCalled();
    expect(rating()).toHaveAccessibleDescription('Please choose a rating from 1 to 5.');
    expect(field(english(), 'Quote')).toHaveAccessibleDescription('Please fill in the English quote.');
    expect(field(english(), 'Organisation')).toHaveAccessibleDescription('Please fill in the English organisation.');
    expect(rating()).toHaveFocus();

    await userEvent.selectOptions(rating(), '4');
    await userEvent.type(field(english(), 'Quote'), fields.en.quote);
    await userEvent.type(field(english(), 'Position'), fields.en.position);
    await userEvent.type(field(english(), 'Organisation'), fields.en.company);
    await userEvent.type(field(kiswahili(), 'Quote'), fields.sw.quote);
    await userEvent.type(field(kiswahili(), 'Position'), fields.sw.position);
    await userEvent.type(field(kiswahili(), 'Organisation'), fields.sw.company);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(post).toHaveBeenCalledWith(TESTIMONIALS, { fields, publish: true });
    expect(await screen.findByText('Published: citizens read it now.')).toBeInTheDocument();
    const added = card('Achieng Odhiambo');
    expect(within(added).getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(within(added).getByText('Published')).toBeInTheDocument();
    expect(screen.getAllByRole('article').at(-1)).toBe(added);
  });

  it('puts a refusal of the rating on that field, focused, and keeps everything typed', async () => {
    mockGet({ [TESTIMONIALS]: list });
    const message = 'Please give a rating from 1 to 5.';
    const put = jest.spyOn(api, 'put').mockRejectedValue(apiFailure(400, { status: 'error', message, field: 'values.rating' }));
    renderWithProviders(<TestimonialEditor />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Peter Kamau”' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Editing “Peter Kamau”' })).toHaveFocus();
    expect(rating()).toHaveValue('4');
    await userEvent.selectOptions(rating(), '3');
    await userEvent.type(field(kiswahili(), 'Quote'), 'Wazi na haraka.');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(put).toHaveBeenCalledWith(`${TESTIMONIALS}4/`, {
      version: 1,
      publish: false,
      fields: { ...peter.fields, sw: { ...peter.fields.sw, quote: 'Wazi na haraka.' }, values: { author: 'Peter Kamau', rating: 3 } },
    });

    expect(await within(values()).findByText(message)).toBeInTheDocument();
    expect(rating()).toHaveAttribute('aria-invalid', 'true');
    expect(rating()).toHaveAccessibleDescription(message);
    expect(rating()).toHaveFocus();
    expect(rating()).toHaveValue('3');
    expect(field(values(), 'Name')).toHaveValue('Peter Kamau');
    expect(field(kiswahili(), 'Quote')).toHaveValue('Wazi na haraka.');
    expect(screen.getByText('Kiswahili missing: organisation')).toBeInTheDocument();
  });

  it('tells someone who is not an editor that the page is not theirs', async () => {
    mockGet({ [TESTIMONIALS]: new HttpFailure(403, 'This is for Uwazi Hub editors only.') });
    renderWithProviders(<TestimonialEditor />, { route: ROUTE });
    expect(await screen.findByText('The content pages are for editors.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New testimonial' })).not.toBeInTheDocument();
  });

  it('says when there are no testimonials yet, and still offers a new one', async () => {
    mockGet({ [TESTIMONIALS]: { testimonials: [] } });
    renderWithProviders(<TestimonialEditor />, { route: ROUTE });
    expect(await screen.findByText('No testimonials yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New testimonial' })).toBeInTheDocument();
  });
});
