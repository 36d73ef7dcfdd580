import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import type { EditableInstructor } from '@civic/shared/contracts';
import { answer, apiFailure, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import ExpertEditor from './ExpertEditor';

const EXPERTS = '/api/staff/content/instructors/';
const ROUTE = '/console/content/experts';

const david: EditableInstructor = {
  id: 'procurement-analyst',
  version: 3,
  published: true,
  hasDraft: false,
  fields: {
    en: {
      title: 'Procurement Analyst',
      expertise: 'County tenders and contracts',
      bio: 'David reads tender documents so citizens do not have to.',
      professionalism: 'Ten years at the Public Procurement Regulatory Authority',
    },
    sw: {
      title: 'Mchambuzi wa ununuzi wa umma',
      expertise: 'Zabuni na mikataba ya kaunti',
      bio: 'David husoma nyaraka za zabuni ili wananchi wasilazimike kuzisoma.',
      professionalism: 'Miaka kumi katika Mamlaka ya Udhibiti wa Ununuzi wa Umma',
    },
    values: { name: 'David Kiprop', dayOfWeek: 'Wednesday', time: '16:00', isAvailable: true },
  },
  missing: [],
  edited: { by: 'Wanjiru Kamau', at: '2026-11-20T08:00:00Z' },
};

const mercy: EditableInstructor = {
  id: 'budget-specialist',
  version: 1,
  published: false,
  hasDraft: true,
  fields: {
    en: {
      title: 'Budget Specialist',
      expertise: 'County budgets',
      bio: 'Mercy explains budget estimates.',
      professionalism: 'Former county treasury officer',
    },
    sw: { title: 'Mtaalamu wa bajeti', expertise: '', bio: '', professionalism: '' },
    values: { name: 'Mercy Njeri', dayOfWeek: 'Saturday', time: '10:30', isAvailable: false },
  },
  missing: ['sw.expertise', 'sw.bio', 'sw.professionalism'],
  edited: null,
};

const list = { instructors: [david, mercy] };

const card = (name: string) => screen.getByRole('article', { name });
const english = () => screen.getByRole('group', { name: 'English' });
const kiswahili = () => screen.getByRole('group', { name: 'Kiswahili' });
const values = () => screen.getByRole('group', { name: 'Name and weekly session' });
const field = (group: HTMLElement, label: string) => within(group).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const day = () => field(values(), 'Day of the week');
const available = () => within(values()).getByRole('checkbox', { name: 'Citizens can book them now' });

afterEach(() => jest.restoreAllMocks());

describe('ExpertEditor', () => {
  it('lists the experts with their title, weekly session, availability in words, state and missing Kiswahili', async () => {
    const get = mockGet({ [EXPERTS]: list });
    renderWithProviders(<ExpertEditor />, { route: ROUTE });
    const first = await screen.findByRole('article', { name: 'David Kiprop' });
    expect(get).toHaveBeenCalledWith(EXPERTS, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Experts' })).toBeInTheDocument();
    expect(screen.getByText('2 experts; 1 missing some Kiswahili')).toBeInTheDocument();

    expect(within(first).getByText('Procurement Analyst')).toBeInTheDocument();
    expect(within(first).getByText('Wednesdays at 16:00')).toBeInTheDocument();
    expect(within(first).getByText('Available: citizens can book them')).toBeInTheDocument();
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText('Last edited by Wanjiru Kamau, 20 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Take down “David Kiprop”' })).toBeInTheDocument();

    const second = card('Mercy Njeri');
    expect(within(second).getByText('Saturdays at 10:30')).toBeInTheDocument();
    expect(within(second).getByText('Away: citizens cannot book them now')).toBeInTheDocument();
    expect(within(second).getByText('Not published')).toBeInTheDocument();
    expect(within(second).getByText('Kiswahili missing: expertise, bio, professional background')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /^Take down/ })).not.toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Experts' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds an expert away for now: the day chosen and the availability are sent, and the list keeps its order by name', async () => {
    mockGet({ [EXPERTS]: list });
    const fields = {
      en: {
        title: 'Land Rights Advocate',
        expertise: 'Title deeds and land disputes',
        bio: 'Joseph helps families read their land records.',
        professionalism: 'Advocate of the High Court of Kenya',
      },
      sw: {
        title: 'Wakili wa haki za ardhi',
        expertise: 'Hati za umiliki na migogoro ya ardhi',
        bio: 'Joseph husaidia familia kusoma rekodi za ardhi zao.',
        professionalism: 'Wakili wa Mahakama Kuu ya Kenya',
      },
      values: { name: 'Joseph Mutua', dayOfWeek: 'Thursday', time: '14:00', isAvailable: false },
    };
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(answer({ instructor: { id: 'land-rights-advocate', version: 1, published: false, hasDraft: true, fields, missing: [], edited: null } }, 201));
    renderWithProviders(<ExpertEditor />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('button', { name: 'New expert' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New expert' })).toHaveFocus();
    expect(day()).toHaveValue('');
    expect(available()).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(post).not.toHaveBeenCalled();
    expect(field(values(), 'Name')).toHaveAccessibleDescription('Please fill in the name.');
    expect(day()).toHaveAccessibleDescription('Please choose the day of the week.');
    expect(field(values(), 'Weekly session (Nairobi time)')).toHaveAccessibleDescription('Please give the time of the weekly session.');
    expect(field(english(), 'Title')).toHaveAccessibleDescription('Please fill in the English title.');
    expect(field(values(), 'Name')).toHaveFocus();

    await userEvent.type(field(values(), 'Name'), fields.values.name);
    await userEvent.selectOptions(day(), 'Thursday');
    await userEvent.type(field(values(), 'Weekly session (Nairobi time)'), fields.values.time);
    await userEvent.click(available());
    expect(available()).not.toBeChecked();
    for (const [language, group] of [
      ['en', english],
      ['sw', kiswahili],
    ] as const) {
      await userEvent.type(field(group(), 'Title'), fields[language].title);
      await userEvent.type(field(group(), 'Expertise'), fields[language].expertise);
      await userEvent.type(field(group(), 'Bio'), fields[language].bio);
      await userEvent.type(field(group(), 'Professional background'), fields[language].professionalism);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(post).toHaveBeenCalledWith(EXPERTS, { fields, publish: false });
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const added = card('Joseph Mutua');
    expect(within(added).getByText('Thursdays at 14:00')).toBeInTheDocument();
    expect(within(added).getByText('Away: citizens cannot book them now')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'David Kiprop',
      'Joseph Mutua',
      'Mercy Njeri',
    ]);
  });

  it('puts a refusal of the day on that field, focused, and keeps everything typed and ticked', async () => {
    mockGet({ [EXPERTS]: list });
    const message = 'Please choose the day of the week.';
    const put = jest.spyOn(api, 'put').mockRejectedValue(apiFailure(400, { status: 'error', message, field: 'values.dayOfWeek' }));
    renderWithProviders(<ExpertEditor />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Mercy Njeri”' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Editing “Mercy Njeri”' })).toHaveFocus();
    expect(day()).toHaveValue('Saturday');
    expect(available()).not.toBeChecked();
    await userEvent.selectOptions(day(), 'Sunday');
    await userEvent.click(available());
    await userEvent.type(field(kiswahili(), 'Expertise'), 'Bajeti za kaunti');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(put).toHaveBeenCalledWith(`${EXPERTS}budget-specialist/`, {
      version: 1,
      publish: true,
      fields: {
        ...mercy.fields,
        sw: { ...mercy.fields.sw, expertise: 'Bajeti za kaunti' },
        values: { name: 'Mercy Njeri', dayOfWeek: 'Sunday', time: '10:30', isAvailable: true },
      },
    });

    expect(await within(values()).findByText(message)).toBeInTheDocument();
    expect(day()).toHaveAttribute('aria-invalid', 'true');
    expect(day()).toHaveAccessibleDescription(message);
    expect(day()).toHaveFocus();
    expect(day()).toHaveValue('Sunday');
    expect(within(day()).getByRole('option', { name: 'Sunday' })).toHaveProperty('selected', true);
    expect(available()).toBeChecked();
    expect(field(values(), 'Weekly session (Nairobi time)')).toHaveValue('10:30');
    expect(field(kiswahili(), 'Expertise')).toHaveValue('Bajeti za kaunti');
  });

  it('tells someone who is not an editor that the page is not theirs', async () => {
    mockGet({ [EXPERTS]: new HttpFailure(403, 'This is for Uwazi Hub editors only.') });
    renderWithProviders(<ExpertEditor />, { route: ROUTE });
    expect(await screen.findByText('The content pages are for editors.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New expert' })).not.toBeInTheDocument();
  });

  it('says when there are no experts yet, and still offers a new one', async () => {
    mockGet({ [EXPERTS]: { instructors: [] } });
    renderWithProviders(<ExpertEditor />, { route: ROUTE });
    expect(await screen.findByText('No experts yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New expert' })).toBeInTheDocument();
  });
});
