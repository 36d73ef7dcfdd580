import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import { CONTENT_CHANGED, type EditableMaterial, type EditableWorkshop, type WorkshopRegistrations } from '@civic/shared/contracts';
import { answer, apiFailure, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import WorkshopEditor from './WorkshopEditor';

const WORKSHOPS = '/api/staff/content/workshops/';
const ROUTE = '/console/content/workshops';

/** The budget workshop's handouts: the first translated, the second in English only. */
const handouts: EditableMaterial[] = [
  {
    en: {
      title: 'The budget cycle',
      summary: 'Four stages, and where citizens have their say.',
      points: ['Formulation by the county executive', 'Approval by the county assembly', 'Implementation'],
    },
    sw: {
      title: 'Mzunguko wa bajeti',
      summary: 'Hatua nne, na mahali wananchi wanatoa maoni yao.',
      points: ['Maandalizi na serikali ya kaunti', 'Kuidhinishwa na bunge la kaunti', 'Utekelezaji'],
    },
    sourceUrl: 'https://cob.go.ke/reports/',
  },
  {
    en: { title: 'Reading a budget line', summary: 'What each column of the estimates means.', points: ['Vote', 'Programme'] },
    sw: { title: '', summary: '', points: [] },
    sourceUrl: '',
  },
];

const budgeting: EditableWorkshop = {
  id: 'budget-reading-a1b2c3',
  version: 3,
  published: true,
  hasDraft: false,
  fields: {
    en: { title: 'Reading your county budget', description: 'A morning on the development budget.', location: 'Kisumu Social Hall', duration: '3 hours' },
    sw: { title: 'Kusoma bajeti ya kaunti yako', description: 'Asubuhi kuhusu bajeti ya maendeleo.', location: 'Ukumbi wa Kijamii wa Kisumu', duration: 'Saa 3' },
    values: { date: '2026-12-05', time: '09:30', category: 'upcoming', capacity: 30, meetingLink: '' },
  },
  missing: [],
  edited: { by: 'Wanjiru Kamau', at: '2026-11-20T08:00:00Z' },
  seats: { capacity: 30, taken: 30, waitlist: 2 },
  materials: handouts,
};

const procurement: EditableWorkshop = {
  id: 'procurement-d4e5f6',
  version: 5,
  published: false,
  hasDraft: true,
  fields: {
    en: { title: 'Following a tender', description: 'How to read a county tender notice.', location: 'Online', duration: '2 hours' },
    sw: { title: 'Kufuatilia zabuni', description: '', location: '', duration: 'Saa 2' },
    values: { date: '2026-11-28', time: '14:00', category: 'upcoming', capacity: 50, meetingLink: 'https://meet.example.org/tender' },
  },
  missing: ['sw.description', 'sw.location'],
  edited: null,
  seats: { capacity: 50, taken: 0, waitlist: 0 },
  materials: [],
};

const participation: EditableWorkshop = {
  id: 'participation-0a1b2c',
  version: 9,
  published: true,
  hasDraft: true,
  fields: {
    en: { title: 'Public participation 101', description: 'Your say in county plans.', location: 'Nakuru Library', duration: 'Half a day' },
    sw: { title: 'Ushiriki wa umma 101', description: 'Sauti yako katika mipango ya kaunti.', location: 'Maktaba ya Nakuru', duration: '' },
    values: { date: '2026-10-02', time: '10:00', category: 'completed', capacity: 40, meetingLink: '' },
  },
  missing: ['sw.duration'],
  edited: { by: 'Otieno Wafula', at: '2026-10-03T09:00:00Z' },
  seats: { capacity: 40, taken: 1, waitlist: 1 },
  materials: [],
};

const list = { workshops: [budgeting, procurement, participation] };

const REGISTRATIONS = `${WORKSHOPS}budget-reading-a1b2c3/registrations/`;

const registrations: WorkshopRegistrations = {
  workshop: { id: budgeting.id, title: budgeting.fields.en.title, capacity: 30, taken: 30 },
  registrations: [
    {
      id: 'r1',
      name: 'Achieng Odhiambo',
      email: 'achieng@example.org',
      phone: '+254 700 111 222',
      organization: 'Kisumu Youth Forum',
      role: 'Chair',
      expectations: '',
      state: 'confirmed',
      registeredAt: '2026-11-20T08:00:00Z',
      holdExpiresAt: null,
    },
    {
      id: 'r2',
      name: 'Baraka Mwangi',
      email: 'baraka@example.org',
      phone: '',
      organization: '',
      role: '',
      expectations: '',
      state: 'held',
      registeredAt: '2026-11-27T09:15:00Z',
      holdExpiresAt: '2026-11-27T11:15:00Z',
    },
  ],
  waitlist: [
    { id: '0b7e8a52-1c1d-4c37-9a57-3a1f3c2d9e01', email: 'fatuma@example.org', joinedAt: '2026-11-21T07:00:00Z' },
    { id: '5d2f0c11-8a44-4b6e-b1d2-77c0a9e3f402', email: 'kiprop@example.org', joinedAt: '2026-11-22T12:30:00Z' },
  ],
};

const CHANGED_MESSAGE = 'This entry was changed by someone else after you opened it. Their version is below; your text is kept in the form.';

const card = (title: string) => screen.getByRole('article', { name: title });
const english = () => screen.getByRole('group', { name: 'English' });
const kiswahili = () => screen.getByRole('group', { name: 'Kiswahili' });
const values = () => screen.getByRole('group', { name: 'Date, seats and meeting link' });
const field = (group: HTMLElement, label: string) => within(group).getByLabelText(new RegExp(`^${label}`));

async function openEditor(workshop: EditableWorkshop) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit “${workshop.fields.en.title}”` }));
  expect(screen.getByRole('heading', { level: 2, name: `Editing “${workshop.fields.en.title}”` })).toHaveFocus();
}

async function replace(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.type(element, text);
}

afterEach(() => jest.restoreAllMocks());

describe('WorkshopEditor', () => {
  it('lists the workshops, newest first, with their date, seats, waitlist, state, missing Kiswahili and last edit', async () => {
    const get = mockGet({ [WORKSHOPS]: list });
    renderWithProviders(<WorkshopEditor />, { route: ROUTE });
    const first = await screen.findByRole('article', { name: 'Reading your county budget' });
    expect(get).toHaveBeenCalledWith(WORKSHOPS, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Workshops' })).toBeInTheDocument();
    expect(screen.getByText('3 workshops; 2 missing some Kiswahili')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Reading your county budget',
      'Following a tender',
      'Public participation 101',
    ]);

    expect(within(first).getByText('5 Dec 2026 at 09:30')).toBeInTheDocument();
    expect(within(first).getByText('Category: Upcoming')).toBeInTheDocument();
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText('30 of 30 seats taken')).toBeInTheDocument();
    expect(within(first).getByText('2 people on the waitlist')).toBeInTheDocument();
    expect(within(first).queryByText(/Kiswahili missing/)).not.toBeInTheDocument();
    expect(within(first).getByText('Last edited by Wanjiru Kamau, 20 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit “Reading your county budget”' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Registrations for “Reading your county budget”' })).toBeInTheDocument();
    expect(within(first).getByText('2 handouts')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Handouts for “Reading your county budget”' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Take down “Reading your county budget”' })).toBeInTheDocument();

    const second = card('Following a tender');
    expect(within(second).getByText('Not published')).toBeInTheDocument();
    expect(within(second).getByText('Kiswahili missing: description, location')).toBeInTheDocument();
    expect(within(second).getByText('0 of 50 seats taken')).toBeInTheDocument();
    expect(within(second).getByText('0 people on the waitlist')).toBeInTheDocument();
    expect(within(second).getByText('0 handouts')).toBeInTheDocument();
    expect(within(second).getByText('Not edited in the console yet')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /^Take down/ })).not.toBeInTheDocument();

    const third = card('Public participation 101');
    expect(within(third).getByText('Published, draft waiting')).toBeInTheDocument();
    expect(within(third).getByText('Category: Completed')).toBeInTheDocument();
    expect(within(third).getByText('1 person on the waitlist')).toBeInTheDocument();
    expect(within(third).getByText('Kiswahili missing: duration')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'New workshop' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Workshops' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Workshops' })).toHaveAttribute('href', ROUTE);
  });

  it('creates a workshop: English and values are asked for first, then it is published with the exact fields', async () => {
    mockGet({ [WORKSHOPS]: list });
    const fields = {
      en: { title: 'Reading the Auditor-General’s report', description: 'What the audit says about your county.', location: 'Eldoret Town Hall', duration: '3 hours' },
      sw: { title: 'Kusoma ripoti ya Mkaguzi Mkuu wa Hesabu', description: '', location: '', duration: '' },
      values: { date: '2026-11-30', time: '10:00', category: 'upcoming' as const, capacity: 25, meetingLink: '' },
    };
    const post = jest.spyOn(api, 'post').mockResolvedValue(
      answer(
        {
          workshop: {
            id: 'auditor-general-9f8e7d',
            version: 1,
            published: true,
            hasDraft: false,
            fields,
            missing: ['sw.description', 'sw.location', 'sw.duration'],
            edited: { by: 'Amina Hassan', at: '2026-11-29T10:00:00Z' },
            seats: { capacity: 25, taken: 0, waitlist: 0 },
            materials: [],
          },
        },
        201,
      ),
    );
    renderWithProviders(<WorkshopEditor />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('button', { name: 'New workshop' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New workshop' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Take down' })).not.toBeInTheDocument();
    expect(screen.getByText('Kiswahili missing: title, description, location, duration')).toBeInTheDocument();
    expect(field(values(), 'Date')).toHaveAttribute('type', 'date');
    expect(field(values(), 'Start time')).toHaveAttribute('type', 'time');
    expect(field(values(), 'Seats')).toHaveAttribute('type', 'number');
    expect(field(values(), 'Meeting link')).toHaveAttribute('type', 'url');
    expect(field(values(), 'Category')).toHaveValue('upcoming');

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(post).not.toHaveBeenCalled();
    expect(field(english(), 'Title')).toHaveAccessibleDescription('Please fill in the English title.');
    expect(field(english(), 'Duration')).toHaveAccessibleDescription('Please fill in the English duration.');
    expect(field(values(), 'Date')).toHaveAccessibleDescription('Please give the date.');
    expect(field(values(), 'Seats')).toHaveAccessibleDescription(expect.stringContaining('Please give the number of seats.'));
    expect(field(kiswahili(), 'Title')).not.toHaveAttribute('aria-invalid');
    expect(field(english(), 'Title')).toHaveFocus();

    await userEvent.type(field(english(), 'Title'), fields.en.title);
    await userEvent.type(field(english(), 'Description'), fields.en.description);
    await userEvent.type(field(english(), 'Location'), fields.en.location);
    await userEvent.type(field(english(), 'Duration'), fields.en.duration);
    await userEvent.type(field(kiswahili(), 'Title'), `${fields.sw.title} `);
    expect(screen.getByText('Kiswahili missing: description, location, duration')).toBeInTheDocument();
    await userEvent.type(field(values(), 'Date'), fields.values.date);
    await userEvent.type(field(values(), 'Start time'), fields.values.time);
    await userEvent.type(field(values(), 'Seats'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(WORKSHOPS, { fields, publish: true });
    expect(post.mock.calls[0]![1]).not.toHaveProperty('version');
    expect(await screen.findByText('Published: citizens see it now.')).toBeInTheDocument();
    const added = card('Reading the Auditor-General’s report');
    expect(within(added).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(within(added).getByText('Published')).toBeInTheDocument();
    expect(within(added).getByText('30 Nov 2026 at 10:00')).toBeInTheDocument();
    expect(within(added).getByText('0 of 25 seats taken')).toBeInTheDocument();
    // Newest date first: after 5 December, before 28 November.
    expect(screen.getAllByRole('article').indexOf(added)).toBe(1);
    expect(screen.getByText('4 workshops; 3 missing some Kiswahili')).toBeInTheDocument();
  });

  it('saves a draft with the values as numbers and the version read', async () => {
    mockGet({ [WORKSHOPS]: list });
    const saved = { ...procurement, version: 6, fields: { ...procurement.fields, values: { ...procurement.fields.values, capacity: 60, category: 'ongoing' as const } } };
    const put = jest.spyOn(api, 'put').mockResolvedValue(answer({ workshop: saved }));
    renderWithProviders(<WorkshopEditor />, { route: ROUTE });
    await openEditor(procurement);
    expect(field(values(), 'Meeting link')).toHaveValue('https://meet.example.org/tender');
    await replace(field(values(), 'Seats'), '60');
    await userEvent.selectOptions(field(values(), 'Category'), 'Ongoing');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(put).toHaveBeenCalledWith(`${WORKSHOPS}procurement-d4e5f6/`, { version: 5, publish: false, fields: saved.fields });
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(within(card('Following a tender')).getByText('Category: Ongoing')).toBeInTheDocument();
  });

  it('puts a refusal of the capacity on the Seats field, focused, and keeps everything typed', async () => {
    mockGet({ [WORKSHOPS]: list });
    const message = 'Capacity cannot go below the 30 people already registered.';
    jest.spyOn(api, 'put').mockRejectedValue(apiFailure(400, { status: 'error', message, field: 'values.capacity' }));
    renderWithProviders(<WorkshopEditor />, { route: ROUTE });
    await openEditor(budgeting);
    await replace(field(english(), 'Duration'), 'Four hours');
    await userEvent.type(field(kiswahili(), 'Duration'), ' na nusu');
    await replace(field(values(), 'Seats'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await within(values()).findByText(message)).toBeInTheDocument();
    const seats = field(values(), 'Seats');
    expect(seats).toHaveAttribute('aria-invalid', 'true');
    expect(seats).toHaveAccessibleDescription(`How many people can register. It cannot go below the seats already taken. ${message}`);
    expect(seats).toHaveFocus();
    expect(seats).toHaveValue(20);
    expect(field(english(), 'Duration')).toHaveValue('Four hours');
    expect(field(kiswahili(), 'Duration')).toHaveValue('Saa 3 na nusu');
    expect(field(values(), 'Date')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Published: citizens see it now.')).not.toBeInTheDocument();
  });

  it('shows someone else’s version, with its values, when the workshop changed meanwhile, and keeps the editor’s text', async () => {
    mockGet({ [WORKSHOPS]: list });
    const theirs: EditableWorkshop = {
      ...budgeting,
      version: 4,
      hasDraft: true,
      fields: { ...budgeting.fields, en: { ...budgeting.fields.en, description: 'Their newer description.' }, values: { ...budgeting.fields.values, capacity: 45 } },
      edited: { by: 'Otieno Wafula', at: '2026-11-28T10:00:00Z' },
      seats: { capacity: 30, taken: 30, waitlist: 2 },
      materials: [],
    };
    const put = jest
      .spyOn(api, 'put')
      .mockRejectedValueOnce(apiFailure(409, { status: 'error', message: CHANGED_MESSAGE, code: CONTENT_CHANGED, workshop: theirs }))
      .mockResolvedValueOnce(answer({ workshop: { ...theirs, version: 5 } }));
    renderWithProviders(<WorkshopEditor />, { route: ROUTE });
    await openEditor(budgeting);
    await replace(field(english(), 'Description'), 'My own description.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(put).toHaveBeenLastCalledWith(`${WORKSHOPS}${budgeting.id}/`, expect.objectContaining({ version: 3 }));

    expect((await screen.findByText(CHANGED_MESSAGE)).closest('[role="alert"]')).not.toBeNull();
    const version = screen.getByRole('region', { name: 'Their version' });
    expect(within(version).getByRole('heading', { name: 'Their version' })).toHaveFocus();
    expect(within(version).getByText('Their newer description.')).toBeInTheDocument();
    expect(within(version).getByText('45')).toBeInTheDocument();
    expect(within(version).getByText('Published, draft waiting')).toBeInTheDocument();
    expect(within(version).getByText('Last edited by Otieno Wafula, 28 Nov 2026')).toBeInTheDocument();
    expect(field(english(), 'Description')).toHaveValue('My own description.');
    expect(field(values(), 'Seats')).toHaveValue(30);

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(put).toHaveBeenLastCalledWith(`${WORKSHOPS}${budgeting.id}/`, {
      version: 4,
      publish: true,
      fields: { ...budgeting.fields, en: { ...budgeting.fields.en, description: 'My own description.' } },
    });
    expect(await screen.findByText('Published: citizens see it now.')).toBeInTheDocument();
  });

  it('takes a published workshop down from its card, with the version read', async () => {
    mockGet({ [WORKSHOPS]: list });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ workshop: { ...budgeting, version: 4, published: false, hasDraft: true } }));
    renderWithProviders(<WorkshopEditor />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('button', { name: 'Take down “Reading your county budget”' }));
    expect(post).toHaveBeenCalledWith(`${WORKSHOPS}${budgeting.id}/unpublish/`, { version: 3 });
    expect(await screen.findByText('Taken down: citizens no longer see it.')).toBeInTheDocument();
    const taken = card('Reading your county budget');
    expect(within(taken).getByText('Not published')).toBeInTheDocument();
    expect(within(taken).queryByRole('button', { name: /^Take down/ })).not.toBeInTheDocument();
    expect(within(taken).getByRole('button', { name: 'Edit “Reading your county budget”' })).toHaveFocus();
  });

  describe('registrations', () => {
    const FATUMA = registrations.waitlist[0]!;
    const OFFER = `${WORKSHOPS}${budgeting.id}/waitlist/${FATUMA.id}/offer/`;

    async function openRegistrations() {
      await userEvent.click(await screen.findByRole('button', { name: 'Registrations for “Reading your county budget”' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Registrations for “Reading your county budget”' })).toHaveFocus();
      return screen.findByRole('table', { name: 'People registered for “Reading your county budget”' });
    }

    it('shows who registered in a table, the CSV download and the waitlist in order', async () => {
      const get = mockGet({ [WORKSHOPS]: list, [REGISTRATIONS]: registrations });
      renderWithProviders(<WorkshopEditor />, { route: ROUTE });
      const table = await openRegistrations();
      expect(get).toHaveBeenCalledWith(REGISTRATIONS, expect.anything());
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      expect(screen.getByText('30 of 30 seats taken')).toBeInTheDocument();

      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Name', 'E-mail', 'Phone', 'Organisation', 'State', 'Registered at']);
      const [, confirmed, held] = within(table).getAllByRole('row');
      expect(within(confirmed!).getByRole('rowheader')).toHaveTextContent('Achieng Odhiambo');
      expect(
        within(confirmed!)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['achieng@example.org', '+254 700 111 222', 'Kisumu Youth Forum', 'Confirmed', '20 Nov 2026 at 11:00']);
      expect(
        within(held!)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['baraka@example.org', 'not given', 'not given', 'Held until 27 Nov 2026 at 14:15', '27 Nov 2026 at 12:15']);

      const csv = screen.getByRole('link', { name: 'Download registrations (CSV)' });
      expect(csv).toHaveAttribute('href', `${WORKSHOPS}${budgeting.id}/registrations.csv`);
      expect(csv).toHaveAttribute('download');

      const waitlist = screen.getByRole('list', { name: 'Waitlist' });
      expect(
        within(waitlist)
          .getAllByRole('listitem')
          .map((item) => within(item).getByRole('button').getAttribute('aria-label')),
      ).toEqual(['Offer a seat to fatuma@example.org', 'Offer a seat to kiprop@example.org']);

      await userEvent.click(screen.getByRole('button', { name: 'Back to the workshops' }));
      expect(card('Reading your county budget')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Registrations for “Reading your county budget”' })).toHaveFocus();
    });

    it('offers a seat to someone waiting: the lists and the seats are updated and the editor is told', async () => {
      mockGet({
        [WORKSHOPS]: { workshops: [{ ...budgeting, seats: { capacity: 30, taken: 29, waitlist: 2 } }] },
        [REGISTRATIONS]: { ...registrations, workshop: { ...registrations.workshop, taken: 29 } },
      });
      const after: WorkshopRegistrations = {
        workshop: { ...registrations.workshop, taken: 30 },
        registrations: [
          ...registrations.registrations,
          {
            id: 'r3',
            name: 'fatuma@example.org',
            email: 'fatuma@example.org',
            phone: '',
            organization: '',
            role: '',
            expectations: '',
            state: 'held',
            registeredAt: '2026-11-29T10:00:00Z',
            holdExpiresAt: '2026-11-29T12:00:00Z',
          },
        ],
        waitlist: registrations.waitlist.slice(1),
      };
      const post = jest.spyOn(api, 'post').mockResolvedValue(answer(after));
      renderWithProviders(<WorkshopEditor />, { route: ROUTE });
      await openRegistrations();
      expect(screen.getByText('29 of 30 seats taken')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Offer a seat to fatuma@example.org' }));
      expect(post).toHaveBeenCalledWith(OFFER, {});
      const confirmation = await screen.findByText('A seat is held for fatuma@example.org for 2 hours; they have been e-mailed a link to confirm it.');
      expect(confirmation.closest('[role="status"]')).not.toBeNull();
      expect(screen.queryByRole('button', { name: 'Offer a seat to fatuma@example.org' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Offer a seat to kiprop@example.org' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: 'Waitlist' })).toHaveFocus();
      const table = screen.getByRole('table', { name: 'People registered for “Reading your county budget”' });
      const added = within(table).getByRole('rowheader', { name: 'fatuma@example.org' }).closest('tr')!;
      expect(within(added).getByText('Held until 29 Nov 2026 at 15:00')).toBeInTheDocument();
      expect(screen.getByText('30 of 30 seats taken')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Back to the workshops' }));
      const workshop = card('Reading your county budget');
      expect(within(workshop).getByText('30 of 30 seats taken')).toBeInTheDocument();
      expect(within(workshop).getByText('1 person on the waitlist')).toBeInTheDocument();
    });

    it('says why a seat could not be offered, where the waitlist is, and keeps the lists', async () => {
      mockGet({ [WORKSHOPS]: list, [REGISTRATIONS]: registrations });
      const message = 'Every seat is taken. Raise the capacity before offering a seat.';
      const post = jest.spyOn(api, 'post').mockRejectedValue(apiFailure(409, { status: 'error', message }));
      renderWithProviders(<WorkshopEditor />, { route: ROUTE });
      await openRegistrations();
      await userEvent.click(screen.getByRole('button', { name: 'Offer a seat to fatuma@example.org' }));
      expect(post).toHaveBeenCalledWith(OFFER, {});
      const refusal = await screen.findByText(message);
      expect(refusal.closest('[role="alert"]')).not.toBeNull();
      // Beside the waitlist: after its heading, before its first button.
      expect(screen.getByRole('heading', { name: 'Waitlist' }).compareDocumentPosition(refusal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(refusal.compareDocumentPosition(screen.getByRole('button', { name: 'Offer a seat to fatuma@example.org' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Offer a seat to fatuma@example.org' })).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Offer a seat to kiprop@example.org' })).toBeInTheDocument();
      expect(screen.queryByText(/A seat is held/)).not.toBeInTheDocument();
    });

    it('says when nobody has registered or waits', async () => {
      mockGet({
        [WORKSHOPS]: list,
        [`${WORKSHOPS}procurement-d4e5f6/registrations/`]: {
          workshop: { id: procurement.id, title: 'Following a tender', capacity: 50, taken: 0 },
          registrations: [],
          waitlist: [],
        },
      });
      renderWithProviders(<WorkshopEditor />, { route: ROUTE });
      await userEvent.click(await screen.findByRole('button', { name: 'Registrations for “Following a tender”' }));
      expect(await screen.findByText('Nobody has registered yet.')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByText('Nobody is on the waitlist.')).toBeInTheDocument();
    });
  });

  describe('handouts', () => {
    const MATERIALS = `${WORKSHOPS}${budgeting.id}/materials/`;
    const SAVED = 'Handouts saved: the workshop’s resources page shows them now.';
    const handout = (n: number) => screen.getByRole('group', { name: `Handout ${n}` });
    const texts = (n: number, language: 'English' | 'Kiswahili') => within(handout(n)).getByRole('group', { name: language });
    const source = (n: number) => within(handout(n)).getByLabelText(/^Source link/);
    const save = () => screen.getByRole('button', { name: 'Save the handouts' });

    async function openHandouts() {
      await userEvent.click(await screen.findByRole('button', { name: 'Handouts for “Reading your county budget”' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Handouts for “Reading your county budget”' })).toHaveFocus();
    }

    /** What the last PUT of the handouts sent. */
    const sent = (put: jest.SpyInstance) => {
      const calls = put.mock.calls.filter(([url]) => url === MATERIALS);
      return calls[calls.length - 1]![1] as { version: number; materials: EditableMaterial[] };
    };

    it('shows each handout in both languages, its points one a line, and the Kiswahili still missing', async () => {
      mockGet({ [WORKSHOPS]: list });
      renderWithProviders(<WorkshopEditor />, { route: ROUTE });
      await openHandouts();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      expect(screen.getAllByRole('group', { name: /^Handout \d+$/ })).toHaveLength(2);
      // What the panel says goes into the page's one polite live region, above it.
      expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);

      expect(field(texts(1, 'English'), 'Title')).toHaveValue('The budget cycle');
      expect(field(texts(1, 'English'), 'Title')).toHaveAttribute('lang', 'en');
      expect(field(texts(1, 'English'), 'Summary')).toHaveValue('Four stages, and where citizens have their say.');
      expect(field(texts(1, 'English'), 'Points')).toHaveValue('Formulation by the county executive\nApproval by the county assembly\nImplementation');
      expect(field(texts(1, 'Kiswahili'), 'Title')).toHaveValue('Mzunguko wa bajeti');
      expect(field(texts(1, 'Kiswahili'), 'Title')).toHaveAttribute('lang', 'sw');
      expect(field(texts(1, 'Kiswahili'), 'Points')).toHaveValue('Maandalizi na serikali ya kaunti\nKuidhinishwa na bunge la kaunti\nUtekelezaji');
      expect(source(1)).toHaveValue('https://cob.go.ke/reports/');
      expect(source(1)).toHaveAttribute('type', 'url');
      expect(field(texts(2, 'English'), 'Points')).toHaveValue('Vote\nProgramme');
      expect(field(texts(2, 'Kiswahili'), 'Title')).toHaveValue('');
      expect(field(texts(2, 'Kiswahili'), 'Title')).toHaveAccessibleDescription('Without it, Kiswahili readers get this handout in English.');
      expect(source(2)).toHaveValue('');
      expect(within(handout(2)).getByRole('button', { name: 'Remove this handout' })).toHaveAccessibleDescription('Handout 2');

      // The second handout has only its English: its Kiswahili title, summary and points are missing, the first's nothing.
      const missing = () => screen.getByRole('region', { name: 'Missing in Kiswahili' });
      expect(within(missing()).getByText(/^A handout without its Kiswahili title is read in English by Kiswahili readers\./)).toBeInTheDocument();
      expect(
        within(missing())
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Handout 2: title, summary, points']);
      await userEvent.click(within(missing()).getByRole('link', { name: 'Handout 2: title, summary, points' }));
      expect(field(texts(2, 'Kiswahili'), 'Title')).toHaveFocus();
      await userEvent.type(field(texts(2, 'Kiswahili'), 'Title'), 'Kusoma kifungu cha bajeti');
      expect(within(missing()).getByRole('link', { name: 'Handout 2: summary, points' })).toBeInTheDocument();
      await userEvent.type(field(texts(2, 'Kiswahili'), 'Summary'), 'Maana ya kila safu.');
      await userEvent.type(field(texts(2, 'Kiswahili'), 'Points'), 'Fungu{enter}Programu');
      expect(within(missing()).queryByRole('link')).not.toBeInTheDocument();
      expect(within(missing()).getByText('Nothing is missing in Kiswahili.')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Back to the workshops' }));
      expect(screen.getByRole('button', { name: 'Handouts for “Reading your county budget”' })).toHaveFocus();
    });

    it('saves the handouts over the version read, each point a line and empty lines left out; the workshop’s next save goes over the new version', async () => {
      mockGet({ [WORKSHOPS]: list });
      const put = jest.spyOn(api, 'put').mockImplementation(async (url: string, body: unknown) => {
        if (url === MATERIALS) return answer({ version: 4, materials: (body as { materials: EditableMaterial[] }).materials });
        return answer({ workshop: { ...budgeting, version: 5 } });
      });
      renderWithProviders(<WorkshopEditor />, { route: ROUTE });
      await openHandouts();
      const points = field(texts(1, 'English'), 'Points');
      await userEvent.clear(points);
      await userEvent.type(points, 'Formulation{enter}{enter}  Approval by the county assembly  {enter}{enter}Implementation{enter}Audit{enter}');
      await replace(field(texts(2, 'English'), 'Summary'), '  What each column of the estimates tells you. ');
      await userEvent.type(source(2), 'https://www.treasury.go.ke/budget/');
      await userEvent.click(save());

      expect(put).toHaveBeenCalledTimes(1);
      expect(put).toHaveBeenCalledWith(MATERIALS, {
        version: 3,
        materials: [
          { ...handouts[0], en: { ...handouts[0]!.en, points: ['Formulation', 'Approval by the county assembly', 'Implementation', 'Audit'] } },
          {
            ...handouts[1],
            en: { ...handouts[1]!.en, summary: 'What each column of the estimates tells you.' },
            sourceUrl: 'https://www.treasury.go.ke/budget/',
          },
        ],
      });

      // Back in the list, which says so in its one live region; the keyboard is where it was.
      const said = await screen.findByText(SAVED);
      expect(said.closest('[role="status"]')).not.toBeNull();
      expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Handouts for “Reading your county budget”' })).toHaveFocus();

      // Open again: the handouts as saved, their points one a line.
      await openHandouts();
      expect(field(texts(1, 'English'), 'Points')).toHaveValue('Formulation\nApproval by the county assembly\nImplementation\nAudit');
      expect(source(2)).toHaveValue('https://www.treasury.go.ke/budget/');
      await userEvent.click(screen.getByRole('button', { name: 'Back to the workshops' }));

      // The workshop's own save goes over the version the handouts' save made, not the one first read.
      await openEditor(budgeting);
      await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
      expect(put).toHaveBeenLastCalledWith(`${WORKSHOPS}${budgeting.id}/`, expect.objectContaining({ version: 4 }));
    });

    it('adds a handout and removes others, moving focus to where the editor goes on', async () => {
      mockGet({ [WORKSHOPS]: list });
      const put = jest
        .spyOn(api, 'put')
        .mockImplementation(async (_url: string, body: unknown) => answer({ version: 4, materials: (body as { materials: EditableMaterial[] }).materials }));
      renderWithProviders(<WorkshopEditor />, { route: ROUTE });
      await openHandouts();

      await userEvent.click(screen.getByRole('button', { name: 'Add a handout' }));
      expect(field(texts(3, 'English'), 'Title')).toHaveFocus();
      expect(field(texts(3, 'English'), 'Title')).toHaveValue('');
      await userEvent.type(field(texts(3, 'English'), 'Title'), 'Questions to ask at a budget hearing');
      await userEvent.type(field(texts(3, 'English'), 'Points'), 'Who approved the project?{enter}When will it be paid for?');
      await userEvent.type(field(texts(3, 'Kiswahili'), 'Title'), 'Maswali ya kuuliza kwenye kikao cha bajeti');

      // The first goes: the one after it takes its place, and its legend the keyboard.
      await userEvent.click(within(handout(1)).getByRole('button', { name: 'Remove this handout' }));
      expect(screen.getAllByRole('group', { name: /^Handout \d+$/ })).toHaveLength(2);
      expect(within(handout(1)).getByText('Handout 1')).toHaveFocus();
      expect(field(texts(1, 'English'), 'Title')).toHaveValue('Reading a budget line');
      expect(field(texts(2, 'English'), 'Title')).toHaveValue('Questions to ask at a budget hearing');

      // The last goes: the keyboard goes on from Add.
      await userEvent.click(screen.getByRole('button', { name: 'Add a handout' }));
      expect(field(texts(3, 'English'), 'Title')).toHaveFocus();
      await userEvent.click(within(handout(3)).getByRole('button', { name: 'Remove this handout' }));
      expect(screen.queryByRole('group', { name: 'Handout 3' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add a handout' })).toHaveFocus();

      await userEvent.click(save());
      expect(sent(put)).toEqual({
        version: 3,
        materials: [
          handouts[1],
          {
            en: { title: 'Questions to ask at a budget hearing', summary: '', points: ['Who approved the project?', 'When will it be paid for?'] },
            sw: { title: 'Maswali ya kuuliza kwenye kikao cha bajeti', summary: '', points: [] },
            sourceUrl: '',
          },
        ],
      });
      expect(await screen.findByText(SAVED)).toBeInTheDocument();
      expect(within(card('Reading your county budget')).getByText('2 handouts')).toBeInTheDocument();
    });

    it('removes every handout, and saves none', async () => {
      mockGet({ [WORKSHOPS]: list });
      const put = jest.spyOn(api, 'put').mockResolvedValue(answer({ version: 4, materials: [] }));
      renderWithProviders(<WorkshopEditor />, { route: ROUTE });
      await openHandouts();
      await userEvent.click(within(handout(2)).getByRole('button', { name: 'Remove this handout' }));
      await userEvent.click(within(handout(1)).getByRole('button', { name: 'Remove this handout' }));
      expect(screen.getByText('This workshop has no handouts yet.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add a handout' })).toHaveFocus();
      await userEvent.click(save());
      expect(put).toHaveBeenCalledWith(MATERIALS, { version: 3, materials: [] });
      expect(await screen.findByText(SAVED)).toBeInTheDocument();
      expect(within(card('Reading your county budget')).getByText('0 handouts')).toBeInTheDocument();
    });

    it('refuses before sending a handout without its English title, and Kiswahili without its title', async () => {
      mockGet({ [WORKSHOPS]: list });
      const put = jest.spyOn(api, 'put');
      renderWithProviders(<WorkshopEditor />, { route: ROUTE });
      await openHandouts();
      await userEvent.type(field(texts(2, 'Kiswahili'), 'Summary'), 'Maana ya kila safu.');
      await userEvent.click(screen.getByRole('button', { name: 'Add a handout' }));
      await userEvent.type(field(texts(3, 'English'), 'Summary'), 'A summary, but no title yet.');
      await userEvent.click(save());

      expect(put).not.toHaveBeenCalled();
      const swTitle = field(texts(2, 'Kiswahili'), 'Title');
      expect(swTitle).toHaveAttribute('aria-invalid', 'true');
      expect(swTitle).toHaveAccessibleDescription(expect.stringContaining('Please fill in the Kiswahili title too: without it, the Kiswahili summary and points are not kept.'));
      // The first refused field in the form's order, once the save is over.
      await waitFor(() => expect(swTitle).toHaveFocus());
      const enTitle = field(texts(3, 'English'), 'Title');
      expect(enTitle).toHaveAccessibleDescription('Please fill in the handout’s English title.');
      expect(field(texts(1, 'English'), 'Title')).not.toHaveAttribute('aria-invalid');
      expect(field(texts(2, 'Kiswahili'), 'Summary')).toHaveValue('Maana ya kila safu.');
      expect(field(texts(3, 'English'), 'Summary')).toHaveValue('A summary, but no title yet.');
    });

    it('refuses more than 30 points in a language before sending', async () => {
      mockGet({ [WORKSHOPS]: list });
      const put = jest.spyOn(api, 'put');
      renderWithProviders(<WorkshopEditor />, { route: ROUTE });
      await openHandouts();
      const points = field(texts(2, 'English'), 'Points');
      await userEvent.clear(points);
      await userEvent.click(points);
      await userEvent.paste(Array.from({ length: 31 }, (_, i) => `Point ${i + 1}`).join('\n'));
      await userEvent.click(save());
      expect(put).not.toHaveBeenCalled();
      expect(points).toHaveAccessibleDescription(expect.stringContaining('A handout has at most 30 points in each language; this one has 31.'));
      await waitFor(() => expect(points).toHaveFocus());
    });

    it('puts a refused title on that handout’s field, focused, and keeps everything typed', async () => {
      mockGet({ [WORKSHOPS]: list });
      const message = 'This is too long (at most 200 characters).';
      const put = jest.spyOn(api, 'put').mockRejectedValue(apiFailure(400, { status: 'error', message, field: 'materials[1].en.title', status_code: 400 }));
      renderWithProviders(<WorkshopEditor />, { route: ROUTE });
      await openHandouts();
      await replace(field(texts(2, 'English'), 'Title'), 'Reading a budget line, column by column');
      await userEvent.type(field(texts(1, 'Kiswahili'), 'Points'), '{enter}Ukaguzi');
      await userEvent.click(save());

      expect(put).toHaveBeenCalledWith(MATERIALS, expect.objectContaining({ version: 3 }));
      const title = field(texts(2, 'English'), 'Title');
      expect(await within(handout(2)).findByText(message)).toBeInTheDocument();
      expect(title).toHaveAttribute('aria-invalid', 'true');
      expect(title).toHaveAccessibleDescription(message);
      expect(title).toHaveFocus();
      expect(title).toHaveValue('Reading a budget line, column by column');
      expect(field(texts(1, 'English'), 'Title')).not.toHaveAttribute('aria-invalid');
      expect(within(handout(1)).queryByText(message)).not.toBeInTheDocument();
      expect(field(texts(1, 'Kiswahili'), 'Points')).toHaveValue('Maandalizi na serikali ya kaunti\nKuidhinishwa na bunge la kaunti\nUtekelezaji\nUkaguzi');
      expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
    });

    it('puts a refused point on its language’s points, and a refused link on the link', async () => {
      mockGet({ [WORKSHOPS]: list });
      const tooLong = 'This is too long (at most 500 characters).';
      const link = 'A link must be a web address starting with https://.';
      jest
        .spyOn(api, 'put')
        .mockRejectedValueOnce(apiFailure(400, { status: 'error', message: tooLong, field: 'materials[0].sw.points[1]', status_code: 400 }))
        .mockRejectedValueOnce(apiFailure(400, { status: 'error', message: link, field: 'materials[1].sourceUrl', status_code: 400 }));
      renderWithProviders(<WorkshopEditor />, { route: ROUTE });
      await openHandouts();
      await userEvent.type(source(2), 'www.treasury.go.ke');
      await userEvent.click(save());
      const points = field(texts(1, 'Kiswahili'), 'Points');
      expect(await within(texts(1, 'Kiswahili')).findByText(tooLong)).toBeInTheDocument();
      expect(points).toHaveAttribute('aria-invalid', 'true');
      expect(points).toHaveFocus();

      await userEvent.click(save());
      expect(await within(handout(2)).findByText(link)).toBeInTheDocument();
      expect(source(2)).toHaveAccessibleDescription(expect.stringContaining(link));
      expect(source(2)).toHaveFocus();
      expect(source(2)).toHaveValue('www.treasury.go.ke');
      // The earlier refusal went with the new save.
      expect(points).not.toHaveAttribute('aria-invalid');
    });

    it('says when the workshop changed since it was opened, reads it again and keeps what was typed for the next save', async () => {
      const theirs: EditableWorkshop = { ...budgeting, version: 7, edited: { by: 'Otieno Wafula', at: '2026-11-28T10:00:00Z' } };
      const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
        if (url !== WORKSHOPS) throw new Error(`Unexpected GET ${url}`);
        return answer({ workshops: get.mock.calls.length > 1 ? [theirs, procurement, participation] : list.workshops });
      });
      const put = jest
        .spyOn(api, 'put')
        .mockRejectedValueOnce(apiFailure(409, { status: 'error', message: CHANGED_MESSAGE, field: null, status_code: 409, code: CONTENT_CHANGED }))
        .mockImplementationOnce(async (_url: string, body: unknown) => answer({ version: 8, materials: (body as { materials: EditableMaterial[] }).materials }));
      renderWithProviders(<WorkshopEditor />, { route: ROUTE });
      await openHandouts();
      await replace(field(texts(1, 'English'), 'Summary'), 'My own summary.');
      await userEvent.click(save());
      expect(sent(put).version).toBe(3);

      const refusal = await screen.findByText(/^Someone else changed this workshop after you opened it\./);
      expect(refusal.closest('[role="alert"]')).not.toBeNull();
      expect(get).toHaveBeenCalledTimes(2);
      expect(save()).toHaveFocus();
      expect(field(texts(1, 'English'), 'Summary')).toHaveValue('My own summary.');
      expect(screen.queryByText(SAVED)).not.toBeInTheDocument();

      await userEvent.click(save());
      expect(put).toHaveBeenCalledTimes(2);
      expect(sent(put)).toEqual({ version: 7, materials: [{ ...handouts[0], en: { ...handouts[0]!.en, summary: 'My own summary.' } }, handouts[1]] });
      expect(await screen.findByText(SAVED)).toBeInTheDocument();
      // The card as read again: their last edit.
      expect(within(card('Reading your county budget')).getByText('Last edited by Otieno Wafula, 28 Nov 2026')).toBeInTheDocument();
    });

    it('says any other failure above the button, keeping what was typed', async () => {
      mockGet({ [WORKSHOPS]: list });
      jest.spyOn(api, 'put').mockRejectedValue(new Error('Network Error'));
      renderWithProviders(<WorkshopEditor />, { route: ROUTE });
      await openHandouts();
      await replace(field(texts(2, 'English'), 'Title'), 'Reading a budget line, column by column');
      await userEvent.click(save());
      const failure = await screen.findByText('The handouts could not be saved. Please try again.');
      expect(failure.closest('[role="alert"]')).not.toBeNull();
      expect(save()).toHaveFocus();
      expect(field(texts(2, 'English'), 'Title')).toHaveValue('Reading a budget line, column by column');
    });
  });

  it('tells someone who is not an editor that the page is not theirs', async () => {
    mockGet({ [WORKSHOPS]: new HttpFailure(403, 'This is for Uwazi Hub editors only.') });
    renderWithProviders(<WorkshopEditor />, { route: ROUTE });
    expect(await screen.findByText('The content pages are for editors.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New workshop' })).not.toBeInTheDocument();
  });

  it('sends an editor who has not passed two-step sign-in to it, back here after', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(apiFailure(403, { status: 'error', message: 'Confirm it is you…', code: 'second_factor' }));
    renderWithProviders(<WorkshopEditor />, { route: ROUTE });
    expect(await screen.findByRole('link', { name: 'Confirm it is you' })).toHaveAttribute('href', `/auth/two-step?next=${encodeURIComponent(ROUTE)}`);
  });

  it('offers Try again when the workshops cannot be read', async () => {
    mockGet({ [WORKSHOPS]: list }, { [WORKSHOPS]: 1 });
    renderWithProviders(<WorkshopEditor />, { route: ROUTE });
    expect(await screen.findByRole('heading', { name: 'We could not load the workshops' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Reading your county budget' })).toBeInTheDocument();
  });
});
