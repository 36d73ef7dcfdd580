import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import { CONTENT_CHANGED, type EditableTeamMember } from '@civic/shared/contracts';
import { answer, apiFailure, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import TeamEditor from './TeamEditor';
import { expectConsoleNav } from '../../components/consoleNavExpectations';

const TEAM = '/api/staff/content/team/';
const ROUTE = '/console/content/team';

const amina: EditableTeamMember = {
  id: '13',
  version: 2,
  published: true,
  hasDraft: false,
  fields: {
    en: { role: 'Executive Director', bio: 'Amina has led Uwazi Hub since it began, after ten years auditing county accounts.' },
    sw: { role: 'Mkurugenzi Mtendaji', bio: 'Amina ameongoza Uwazi Hub tangu ilipoanza, baada ya miaka kumi ya kukagua hesabu za kaunti.' },
    values: {
      name: 'Amina Otieno',
      department: 'executive',
      joinedOn: '2021-03-01',
      linkedin: 'https://www.linkedin.com/in/aminaotieno',
      twitter: '',
      github: '',
    },
  },
  missing: [],
  edited: { by: 'Wanjiru Kamau', at: '2026-11-20T08:00:00Z' },
};

const brian: EditableTeamMember = {
  id: '14',
  version: 1,
  published: false,
  hasDraft: true,
  fields: {
    en: { role: 'Data Engineer', bio: 'Brian keeps the budget data flowing from the counties.' },
    sw: { role: '', bio: '' },
    values: { name: 'Brian Mwangi', department: 'data', joinedOn: '2024-06-17', linkedin: '', twitter: '', github: 'https://github.com/bmwangi' },
  },
  missing: ['sw.role', 'sw.bio'],
  edited: null,
};

const grace: EditableTeamMember = {
  id: '15',
  version: 4,
  published: true,
  hasDraft: true,
  fields: {
    en: { role: 'Product Designer', bio: 'Grace designs the forms citizens fill in.' },
    sw: { role: 'Msanifu wa bidhaa', bio: 'Grace husanifu fomu ambazo wananchi hujaza.' },
    values: { name: 'Grace Wambui', department: 'design', joinedOn: '2023-01-09', linkedin: '', twitter: 'https://x.com/gracewambui', github: '' },
  },
  missing: [],
  edited: { by: 'Otieno Wafula', at: '2026-11-28T10:00:00Z' },
};

const list = { members: [amina, brian, grace] };

const card = (name: string) => screen.getByRole('article', { name });
const english = () => screen.getByRole('group', { name: 'English' });
const kiswahili = () => screen.getByRole('group', { name: 'Kiswahili' });
const values = () => screen.getByRole('group', { name: 'Name, department and links' });
const field = (group: HTMLElement, label: string) => within(group).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

async function openEditor(member: EditableTeamMember) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit “${member.fields.values.name}”` }));
  expect(screen.getByRole('heading', { level: 2, name: `Editing “${member.fields.values.name}”` })).toHaveFocus();
}

async function replace(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.type(element, text);
}

afterEach(() => jest.restoreAllMocks());

describe('TeamEditor', () => {
  it('lists the team in the API’s order, each by name with their role, department, state, missing Kiswahili and last edit', async () => {
    const get = mockGet({ [TEAM]: list });
    renderWithProviders(<TeamEditor />, { route: ROUTE });
    const first = await screen.findByRole('article', { name: 'Amina Otieno' });
    expect(get).toHaveBeenCalledWith(TEAM, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByText('3 team members; 1 missing some Kiswahili')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toEqual([first, card('Brian Mwangi'), card('Grace Wambui')]);

    expect(within(first).getByRole('heading', { level: 3, name: 'Amina Otieno' })).toBeInTheDocument();
    expect(within(first).getByText('Executive Director')).toBeInTheDocument();
    expect(within(first).getByText('Department: Executive')).toBeInTheDocument();
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText('Last edited by Wanjiru Kamau, 20 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit “Amina Otieno”' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Take down “Amina Otieno”' })).toBeInTheDocument();

    const second = card('Brian Mwangi');
    expect(within(second).getByText('Data Engineer')).toBeInTheDocument();
    expect(within(second).getByText('Department: Data')).toBeInTheDocument();
    expect(within(second).getByText('Not published')).toBeInTheDocument();
    expect(within(second).getByText('Kiswahili missing: role, bio')).toBeInTheDocument();
    expect(within(second).getByText('Not edited in the console yet')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /^Take down/ })).not.toBeInTheDocument();

    const third = card('Grace Wambui');
    expect(within(third).getByText('Department: Design')).toBeInTheDocument();
    expect(within(third).getByText('Published, draft waiting')).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'Take down “Grace Wambui”' })).toBeInTheDocument();

    expectConsoleNav('Team');
  });

  it('adds a team member: the name comes first, and everything is sent exactly as typed', async () => {
    mockGet({ [TEAM]: list });
    const fields = {
      en: { role: 'Community Manager', bio: 'Otieno answers citizens on the forum.' },
      sw: { role: 'Msimamizi wa jamii', bio: 'Otieno huwajibu wananchi kwenye jukwaa.' },
      values: {
        name: 'Otieno Wafula',
        department: 'people',
        joinedOn: '2026-11-02',
        linkedin: 'https://www.linkedin.com/in/otienowafula',
        twitter: '',
        github: 'https://github.com/owafula',
      },
    };
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ member: { id: '16', version: 1, published: false, hasDraft: true, fields, missing: [], edited: null } }, 201));
    renderWithProviders(<TeamEditor />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('button', { name: 'New team member' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New team member' })).toHaveFocus();
    expect(field(values(), 'Department')).toHaveValue('');
    expect(field(values(), 'LinkedIn')).toHaveAccessibleDescription('Optional. The full address of their profile, starting with https://');

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(post).not.toHaveBeenCalled();
    expect(field(values(), 'Name')).toHaveAccessibleDescription('Please fill in the name.');
    expect(field(values(), 'Department')).toHaveAccessibleDescription('Please choose a department.');
    expect(field(values(), 'Joined on')).toHaveAccessibleDescription('Please give the date they joined.');
    expect(field(english(), 'Role')).toHaveAccessibleDescription('Please fill in the English role.');
    expect(field(values(), 'Name')).toHaveFocus();

    await userEvent.type(field(values(), 'Name'), ` ${fields.values.name} `);
    await userEvent.selectOptions(field(values(), 'Department'), 'People');
    await userEvent.type(field(values(), 'Joined on'), fields.values.joinedOn);
    await userEvent.type(field(values(), 'LinkedIn'), fields.values.linkedin);
    await userEvent.type(field(values(), 'GitHub'), fields.values.github);
    await userEvent.type(field(english(), 'Role'), fields.en.role);
    await userEvent.type(field(english(), 'Bio'), fields.en.bio);
    await userEvent.type(field(kiswahili(), 'Role'), fields.sw.role);
    expect(screen.getByText('Kiswahili missing: bio')).toBeInTheDocument();
    await userEvent.type(field(kiswahili(), 'Bio'), fields.sw.bio);
    expect(screen.getByText('Nothing is missing in Kiswahili.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(post).toHaveBeenCalledWith(TEAM, { fields, publish: false });
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const added = card('Otieno Wafula');
    expect(within(added).getByText('Department: People')).toBeInTheDocument();
    expect(within(added).getByText('Not published')).toBeInTheDocument();
    expect(within(added).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(screen.getAllByRole('article').at(-1)).toBe(added);
    expect(screen.getByText('4 team members; 1 missing some Kiswahili')).toBeInTheDocument();
  });

  it('puts a refusal of a profile link on that field, focused, and keeps everything typed', async () => {
    mockGet({ [TEAM]: list });
    const message = 'A link must be a web address starting with https://.';
    const put = jest.spyOn(api, 'put').mockRejectedValue(apiFailure(400, { status: 'error', message, field: 'values.linkedin' }));
    renderWithProviders(<TeamEditor />, { route: ROUTE });
    await openEditor(amina);
    const linkedin = field(values(), 'LinkedIn');
    await replace(linkedin, 'linkedin.com/in/aminaotieno');
    await userEvent.selectOptions(field(values(), 'Department'), 'Data');
    await userEvent.type(field(kiswahili(), 'Role'), ' wa muda');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(put).toHaveBeenCalledWith(`${TEAM}13/`, {
      version: 2,
      publish: true,
      fields: {
        ...amina.fields,
        sw: { ...amina.fields.sw, role: 'Mkurugenzi Mtendaji wa muda' },
        values: { ...amina.fields.values, department: 'data', linkedin: 'linkedin.com/in/aminaotieno' },
      },
    });

    expect(await within(values()).findByText(message)).toBeInTheDocument();
    expect(linkedin).toHaveAttribute('aria-invalid', 'true');
    expect(linkedin).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(linkedin).toHaveFocus();
    expect(linkedin).toHaveValue('linkedin.com/in/aminaotieno');
    expect(field(values(), 'Department')).toHaveValue('data');
    expect(field(values(), 'Name')).toHaveValue('Amina Otieno');
    expect(field(kiswahili(), 'Role')).toHaveValue('Mkurugenzi Mtendaji wa muda');
    expect(screen.getByRole('heading', { level: 2, name: 'Editing “Amina Otieno”' })).toBeInTheDocument();
  });

  it('shows someone else’s version when the member changed meanwhile, and Use their version loads it, name first', async () => {
    mockGet({ [TEAM]: list });
    const theirs: EditableTeamMember = {
      ...amina,
      version: 3,
      hasDraft: true,
      fields: { ...amina.fields, values: { ...amina.fields.values, name: 'Amina A. Otieno', department: 'people' } },
      edited: { by: 'Otieno Wafula', at: '2026-11-28T10:00:00Z' },
    };
    const put = jest
      .spyOn(api, 'put')
      .mockRejectedValueOnce(apiFailure(409, { status: 'error', message: 'Someone else changed it.', code: CONTENT_CHANGED, member: theirs }))
      .mockResolvedValueOnce(answer({ member: { ...theirs, version: 4, hasDraft: false } }));
    renderWithProviders(<TeamEditor />, { route: ROUTE });
    await openEditor(amina);
    await replace(field(english(), 'Bio'), 'My own bio.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    const version = await screen.findByRole('region', { name: 'Their version' });
    expect(within(version).getByRole('heading', { name: 'Their version' })).toHaveFocus();
    expect(within(version).getByText('Amina A. Otieno')).toBeInTheDocument();
    expect(within(version).getByText('People')).toBeInTheDocument();
    expect(within(version).getByText('1 Mar 2021')).toBeInTheDocument();
    expect(field(english(), 'Bio')).toHaveValue('My own bio.');
    expect(field(values(), 'Name')).toHaveValue('Amina Otieno');

    await userEvent.click(within(version).getByRole('button', { name: 'Use their version' }));
    expect(field(values(), 'Name')).toHaveValue('Amina A. Otieno');
    expect(field(values(), 'Name')).toHaveFocus();
    expect(field(values(), 'Department')).toHaveValue('people');
    expect(field(english(), 'Bio')).toHaveValue(amina.fields.en.bio);

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(put).toHaveBeenLastCalledWith(`${TEAM}13/`, { version: 3, publish: true, fields: theirs.fields });
    expect(await screen.findByText('Published: citizens see their profile now.')).toBeInTheDocument();
    expect(within(card('Amina A. Otieno')).getByText('Department: People')).toBeInTheDocument();
  });

  it('takes a member down from their card', async () => {
    mockGet({ [TEAM]: list });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ member: { ...amina, version: 3, published: false } }));
    renderWithProviders(<TeamEditor />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('button', { name: 'Take down “Amina Otieno”' }));
    expect(post).toHaveBeenCalledWith(`${TEAM}13/unpublish/`, { version: 2 });
    expect(await screen.findByText('Taken down: citizens no longer see their profile.')).toBeInTheDocument();
    const taken = card('Amina Otieno');
    expect(within(taken).getByText('Not published')).toBeInTheDocument();
    expect(within(taken).getByRole('button', { name: 'Edit “Amina Otieno”' })).toHaveFocus();
  });

  it('tells someone who is not an editor that the page is not theirs', async () => {
    mockGet({ [TEAM]: new HttpFailure(403, 'This is for Uwazi Hub editors only.') });
    renderWithProviders(<TeamEditor />, { route: ROUTE });
    expect(await screen.findByText('The content pages are for editors.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New team member' })).not.toBeInTheDocument();
  });

  it('says when there is nobody on the team yet, and still offers a new member', async () => {
    mockGet({ [TEAM]: { members: [] } });
    renderWithProviders(<TeamEditor />, { route: ROUTE });
    expect(await screen.findByText('No team members yet.')).toBeInTheDocument();
    expect(screen.queryByText(/team members?;/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New team member' })).toBeInTheDocument();
  });
});
