import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import { CONTENT_CHANGED, type EditableEvent } from '@civic/shared/contracts';
import { answer, apiFailure, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import EventEditor from './EventEditor';

const EVENTS = '/api/staff/content/events/';
const ROUTE = '/console/content/events';

const budgetHearing: EditableEvent = {
  id: 'budget-hearing-a1b2c3',
  version: 2,
  published: true,
  hasDraft: false,
  fields: {
    en: { title: 'Kisumu budget hearing', description: 'Residents put questions on the 2026/27 budget to the county executive.' },
    sw: { title: 'Kikao cha bajeti cha Kisumu', description: 'Wakazi wanauliza maswali kuhusu bajeti ya 2026/27.' },
    values: { date: '2026-12-10', time: '10:00', location: 'Kisumu Social Hall', isOnline: false },
  },
  missing: [],
  edited: { by: 'Wanjiru Kamau', at: '2026-11-20T08:00:00Z' },
};

const waterForum: EditableEvent = {
  id: 'water-forum-d4e5f6',
  version: 6,
  published: false,
  hasDraft: true,
  fields: {
    en: { title: 'Water and sanitation forum', description: 'The ward’s water projects, online.' },
    sw: { title: '', description: '' },
    values: { date: '2026-11-18', time: '18:00', location: 'https://meet.example.org/water', isOnline: true },
  },
  missing: ['sw.title', 'sw.description'],
  edited: null,
};

const list = { events: [budgetHearing, waterForum] };

const CHANGED_MESSAGE = 'This entry was changed by someone else after you opened it. Their version is below; your text is kept in the form.';

const card = (title: string) => screen.getByRole('article', { name: title });
const english = () => screen.getByRole('group', { name: 'English' });
const kiswahili = () => screen.getByRole('group', { name: 'Kiswahili' });
const values = () => screen.getByRole('group', { name: 'Date, time and place' });
const field = (group: HTMLElement, label: string) => within(group).getByLabelText(new RegExp(`^${label}`));
const venue = () => field(values(), 'Venue, or meeting link for an online event');
const online = () => within(values()).getByRole('checkbox', { name: 'Held online' });

async function openEditor(event: EditableEvent) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit “${event.fields.en.title}”` }));
  expect(screen.getByRole('heading', { level: 2, name: `Editing “${event.fields.en.title}”` })).toHaveFocus();
}

async function replace(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.type(element, text);
}

afterEach(() => jest.restoreAllMocks());

describe('EventEditor', () => {
  it('lists the events with their date, place, state, missing Kiswahili and last edit', async () => {
    const get = mockGet({ [EVENTS]: list });
    renderWithProviders(<EventEditor />, { route: ROUTE });
    const hearing = await screen.findByRole('article', { name: 'Kisumu budget hearing' });
    expect(get).toHaveBeenCalledWith(EVENTS, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Townhall events' })).toBeInTheDocument();
    expect(screen.getByText('2 events; 1 missing some Kiswahili')).toBeInTheDocument();

    expect(within(hearing).getByText('10 Dec 2026 at 10:00')).toBeInTheDocument();
    expect(within(hearing).getByText('In person: Kisumu Social Hall')).toBeInTheDocument();
    expect(within(hearing).getByText('Published')).toBeInTheDocument();
    expect(within(hearing).getByText('Last edited by Wanjiru Kamau, 20 Nov 2026')).toBeInTheDocument();
    expect(within(hearing).getByRole('button', { name: 'Take down “Kisumu budget hearing”' })).toBeInTheDocument();

    const forum = card('Water and sanitation forum');
    expect(within(forum).getByText('Online: https://meet.example.org/water')).toBeInTheDocument();
    expect(within(forum).getByText('Not published')).toBeInTheDocument();
    expect(within(forum).getByText('Kiswahili missing: title, description')).toBeInTheDocument();
    expect(within(forum).queryByRole('button', { name: /^Take down/ })).not.toBeInTheDocument();
    expect(within(forum).queryByRole('button', { name: /^Registrations/ })).not.toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Townhall events' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds an event held online: its meeting link is its location, and it is sent exactly as typed', async () => {
    mockGet({ [EVENTS]: list });
    const fields = {
      en: { title: 'Health budget townhall', description: 'Ask how the county spends on health.' },
      sw: { title: 'Mkutano wa bajeti ya afya', description: 'Uliza jinsi kaunti inavyotumia pesa kwa afya.' },
      values: { date: '2026-12-12', time: '17:30', location: 'https://meet.example.org/health', isOnline: true },
    };
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(answer({ event: { id: 'health-budget-9f8e7d', version: 1, published: false, hasDraft: true, fields, missing: [], edited: null } }, 201));
    renderWithProviders(<EventEditor />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('button', { name: 'New event' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New event' })).toHaveFocus();
    expect(online()).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(post).not.toHaveBeenCalled();
    expect(venue()).toHaveAccessibleDescription('Please fill in the venue, or the meeting link of an online event.');
    expect(field(english(), 'Title')).toHaveFocus();

    await userEvent.type(field(english(), 'Title'), fields.en.title);
    await userEvent.type(field(english(), 'Description'), fields.en.description);
    await userEvent.type(field(kiswahili(), 'Title'), fields.sw.title);
    await userEvent.type(field(kiswahili(), 'Description'), fields.sw.description);
    expect(screen.getByText('Nothing is missing in Kiswahili.')).toBeInTheDocument();
    await userEvent.type(field(values(), 'Date'), fields.values.date);
    await userEvent.type(field(values(), 'Start time'), fields.values.time);
    await userEvent.click(online());
    expect(online()).toBeChecked();
    await userEvent.type(venue(), ` ${fields.values.location} `);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(post).toHaveBeenCalledWith(EVENTS, { fields, publish: false });
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const added = card('Health budget townhall');
    expect(within(added).getByText('Online: https://meet.example.org/health')).toBeInTheDocument();
    expect(within(added).getByText('Not published')).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toBe(added);
  });

  it('puts a refusal of the location on that field, focused, and keeps everything typed', async () => {
    mockGet({ [EVENTS]: list });
    const message = 'An online event needs its meeting link (https://…) as its location.';
    const put = jest.spyOn(api, 'put').mockRejectedValue(apiFailure(400, { status: 'error', message, field: 'values.location' }));
    renderWithProviders(<EventEditor />, { route: ROUTE });
    await openEditor(budgetHearing);
    await userEvent.click(online());
    await userEvent.type(field(kiswahili(), 'Title'), ' (mtandaoni)');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(put).toHaveBeenCalledWith(`${EVENTS}${budgetHearing.id}/`, {
      version: 2,
      publish: true,
      fields: {
        ...budgetHearing.fields,
        sw: { ...budgetHearing.fields.sw, title: 'Kikao cha bajeti cha Kisumu (mtandaoni)' },
        values: { ...budgetHearing.fields.values, isOnline: true },
      },
    });

    expect(await within(values()).findByText(message)).toBeInTheDocument();
    expect(venue()).toHaveAttribute('aria-invalid', 'true');
    expect(venue()).toHaveAccessibleDescription(message);
    expect(venue()).toHaveFocus();
    expect(venue()).toHaveValue('Kisumu Social Hall');
    expect(online()).toBeChecked();
    expect(field(kiswahili(), 'Title')).toHaveValue('Kikao cha bajeti cha Kisumu (mtandaoni)');
  });

  it('shows someone else’s version when the event changed meanwhile, and Use their version loads its values too', async () => {
    mockGet({ [EVENTS]: list });
    const theirs: EditableEvent = {
      ...budgetHearing,
      version: 3,
      hasDraft: true,
      fields: { ...budgetHearing.fields, values: { date: '2026-12-11', time: '10:00', location: 'https://meet.example.org/hearing', isOnline: true } },
      edited: { by: 'Otieno Wafula', at: '2026-11-28T10:00:00Z' },
    };
    const put = jest
      .spyOn(api, 'put')
      .mockRejectedValueOnce(apiFailure(409, { status: 'error', message: CHANGED_MESSAGE, code: CONTENT_CHANGED, event: theirs }))
      .mockResolvedValueOnce(answer({ event: { ...theirs, version: 4, hasDraft: false } }));
    renderWithProviders(<EventEditor />, { route: ROUTE });
    await openEditor(budgetHearing);
    await replace(field(english(), 'Description'), 'My own description.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect((await screen.findByText(CHANGED_MESSAGE)).closest('[role="alert"]')).not.toBeNull();
    const version = screen.getByRole('region', { name: 'Their version' });
    expect(within(version).getByRole('heading', { name: 'Their version' })).toHaveFocus();
    expect(within(version).getByText('11 Dec 2026')).toBeInTheDocument();
    expect(within(version).getByText('Online: https://meet.example.org/hearing')).toBeInTheDocument();
    expect(field(english(), 'Description')).toHaveValue('My own description.');
    expect(venue()).toHaveValue('Kisumu Social Hall');
    expect(online()).not.toBeChecked();

    await userEvent.click(within(version).getByRole('button', { name: 'Use their version' }));
    expect(screen.getByText('Their version is in the form now.')).toBeInTheDocument();
    expect(field(english(), 'Description')).toHaveValue(budgetHearing.fields.en.description);
    expect(field(values(), 'Date')).toHaveValue('2026-12-11');
    expect(venue()).toHaveValue('https://meet.example.org/hearing');
    expect(online()).toBeChecked();
    expect(field(english(), 'Title')).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(put).toHaveBeenLastCalledWith(`${EVENTS}${budgetHearing.id}/`, { version: 3, publish: true, fields: theirs.fields });
    expect(await screen.findByText('Published: citizens see it now.')).toBeInTheDocument();
    expect(within(card('Kisumu budget hearing')).getByText('Online: https://meet.example.org/hearing')).toBeInTheDocument();
  });

  it('says on the card when a take-down meets someone else’s change, and shows the event as it now is', async () => {
    mockGet({ [EVENTS]: list });
    const theirs: EditableEvent = { ...budgetHearing, version: 3, fields: { ...budgetHearing.fields, en: { ...budgetHearing.fields.en, title: 'Kisumu budget hearing (moved)' } } };
    const post = jest.spyOn(api, 'post').mockRejectedValue(apiFailure(409, { status: 'error', message: CHANGED_MESSAGE, code: CONTENT_CHANGED, event: theirs }));
    renderWithProviders(<EventEditor />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('button', { name: 'Take down “Kisumu budget hearing”' }));
    expect(post).toHaveBeenCalledWith(`${EVENTS}${budgetHearing.id}/unpublish/`, { version: 2 });
    const now = await screen.findByRole('article', { name: 'Kisumu budget hearing (moved)' });
    const refusal = within(now).getByText('Another editor saved it after you opened this page; it is shown here as it is now. Take it down again if you still mean to.');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(within(now).getByRole('button', { name: 'Take down “Kisumu budget hearing (moved)”' })).toHaveFocus();
    expect(screen.queryByText('Taken down: citizens no longer see it.')).not.toBeInTheDocument();
  });

  it('tells someone who is not an editor that the page is not theirs', async () => {
    mockGet({ [EVENTS]: new HttpFailure(403, 'This is for Uwazi Hub editors only.') });
    renderWithProviders(<EventEditor />, { route: ROUTE });
    expect(await screen.findByText('The content pages are for editors.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New event' })).not.toBeInTheDocument();
  });

  it('says when there are no events yet, and still offers a new one', async () => {
    mockGet({ [EVENTS]: { events: [] } });
    renderWithProviders(<EventEditor />, { route: ROUTE });
    expect(await screen.findByText('No townhall events yet.')).toBeInTheDocument();
    expect(screen.queryByText(/events;/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New event' })).toBeInTheDocument();
  });
});
