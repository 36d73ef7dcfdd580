import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import { CONTENT_CHANGED, type EditableOrganisation } from '@civic/shared/contracts';
import { answer, apiFailure, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import type { ProjectRecordFields } from '../../api';
import ProjectImport from './ProjectImport';

const ROUTE = '/console/content/projects';
// The page asks any editors' read whether the one signed in may edit.
const ACCESS = '/api/staff/content/organisation/';
const editor = { organisation: { version: 1, fields: {}, hasDraft: false, missing: [], edited: null } as unknown as EditableOrganisation };
const RECORDS = '/api/staff/projects/';
const KIHINGO = `${RECORDS}nakuru-energy-001/`;

/** A project as the API reads it: every column of the projects CSV, the rarer ones too. */
const project: ProjectRecordFields = {
  id: 'nakuru-energy-001',
  title: 'Kihingo dispensary solar panels',
  description: 'Solar panels and batteries for the dispensary.',
  category: 'energy',
  status: 'On Track',
  priority: 'High',
  progress: '40',
  country: 'Kenya',
  county: 'Nakuru',
  constituency: 'Njoro',
  ward: 'Kihingo',
  budget_allocated: '4500000',
  budget_disbursed: '2000000',
  budget_spent: '1800000',
  currency: 'KES',
  planned_start: '2026-03-01',
  planned_end: '2026-12-15',
  actual_start: '2026-03-10',
  actual_end: '',
  last_update: '2026-11-01',
  ministry: 'Ministry of Energy and Petroleum',
  department: 'State Department for Energy',
  implementing_agency: 'Rural Electrification and Renewable Energy Corporation',
  lead_by: 'County Energy Officer',
  contractors: 'Mwangi Solar Ltd; Njoro Electrical Works',
  beneficiaries: '8,000 residents of Kihingo',
  tags: 'solar;health',
  risks_count: '2',
  risks_critical: '1',
  tasks_completed: '4',
  tasks_total: '10',
  documents: '[{"title":"Tender notice","url":"https://example.go.ke/tender.pdf","type":"Tender"}]',
  source_url: 'https://nakuru.go.ke/projects/kihingo-solar',
  funding_government: '4000000',
  funding_ngo: '500000',
  funding_ppp: '',
  funding_details: '[{"source":"County government","purpose":"Panels","amount":4000000}]',
  participation: '{"upcomingSessions":[],"pastFeedback":[{"topic":"Siting","summary":"Asked for the roof","outcome":"Agreed"}]}',
  goals: 'Power the maternity ward at night',
  impact: 'Night deliveries no longer by torchlight.',
  is_sample: '',
};
const read = { project, version: 'a1b2c3d4e5f6a7b8c9d0' };

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const idInput = () => field('Project id');
// The page's one live region: what was saved, or what went wrong.
const status = () => screen.getByRole('status', { name: 'The project being edited' });
const save = () => screen.getByRole('button', { name: 'Save the project' });

async function replace(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.type(element, text);
}

async function opened() {
  renderWithProviders(<ProjectImport />, { route: ROUTE });
  await screen.findByRole('heading', { level: 2, name: 'Edit one project' });
}

async function openKihingo() {
  await opened();
  await userEvent.type(idInput(), 'nakuru-energy-001');
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await screen.findByRole('heading', { level: 3, name: 'Project nakuru-energy-001' });
}

afterEach(() => jest.restoreAllMocks());

describe('Edit one project', () => {
  it('opens a project by its id into the form, its rarer fields folded under More fields', async () => {
    const get = mockGet({ [ACCESS]: editor, [KIHINGO]: read });
    await openKihingo();
    expect(get).toHaveBeenCalledWith(KIHINGO, expect.anything());
    expect(screen.getByRole('heading', { level: 3, name: 'Project nakuru-energy-001' })).toHaveFocus();

    const what = screen.getByRole('group', { name: 'What' });
    expect(within(what).getByLabelText(/^Id/)).toHaveValue('nakuru-energy-001');
    expect(within(what).getByLabelText(/^Id/)).toHaveAttribute('readonly');
    expect(within(what).getByLabelText(/^Title/)).toHaveValue('Kihingo dispensary solar panels');
    expect(within(what).getByLabelText(/^Description/)).toHaveValue('Solar panels and batteries for the dispensary.');
    expect(within(what).getByLabelText(/^Progress/)).toHaveValue('40');
    expect(within(what).getByLabelText(/^Progress/)).toHaveAttribute('inputmode', 'numeric');
    expect(within(what).getByLabelText(/^Progress/)).toHaveAccessibleDescription(expect.stringContaining('from 0 to 100'));
    expect(within(screen.getByRole('group', { name: 'Where' })).getByLabelText(/^Ward/)).toHaveValue('Kihingo');
    expect(within(screen.getByRole('group', { name: 'Money' })).getByLabelText(/^Budget spent/)).toHaveValue('1800000');
    expect(within(screen.getByRole('group', { name: 'Dates' })).getByLabelText(/^Last update/)).toHaveValue('2026-11-01');
    expect(within(screen.getByRole('group', { name: 'Who' })).getByLabelText(/^Contractors/)).toHaveValue('Mwangi Solar Ltd; Njoro Electrical Works');

    const more = screen.getByText('More fields').closest('details')!;
    expect(more).not.toHaveAttribute('open');
    expect(within(more).getByLabelText(/^Tasks in all/)).toHaveValue('10');
    expect(within(more).getByLabelText(/^Documents/)).toHaveValue(project.documents);
  });

  it('saves an edited progress over the version read, with every other field as it was read, then shows the project to citizens', async () => {
    mockGet({ [ACCESS]: editor, [KIHINGO]: read });
    const saved = { ...project, progress: '55' };
    const put = jest.spyOn(api, 'put').mockResolvedValue(answer({ project: saved, version: 'f0e1d2c3b4a596877869' }));
    await openKihingo();
    await replace(field('Progress'), '55');
    await userEvent.click(save());

    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith(KIHINGO, { version: read.version, fields: saved });
    const done = await within(status()).findByText(/Saved: citizens see the project now\./);
    expect(within(done).getByRole('link', { name: 'See it as citizens do' })).toHaveAttribute('href', '/projects/browser?project=nakuru-energy-001');
    // The form stays open, and the next save is made over the version this one made.
    expect(field('Progress')).toHaveValue('55');
    expect(save()).toHaveFocus();
    await replace(field('Progress'), '60');
    await userEvent.click(save());
    expect(put).toHaveBeenLastCalledWith(KIHINGO, { version: 'f0e1d2c3b4a596877869', fields: { ...project, progress: '60' } });
  });

  it('puts a refusal at the field it names, focused, lists every reason, and keeps what was typed', async () => {
    mockGet({ [ACCESS]: editor, [KIHINGO]: read });
    const reasons = ['county "Atlantis" is not one of Kenya\'s 47 counties', 'ward "Kihingo" is not in constituency "Njoro"'];
    const put = jest.spyOn(api, 'put').mockRejectedValue(apiFailure(400, { status: 'error', message: reasons[0], field: 'fields.county', status_code: 400, errors: reasons }));
    await openKihingo();
    await replace(field('County'), 'Atlantis');
    await replace(field('Title'), 'Kihingo dispensary solar panels and batteries');
    await userEvent.click(save());

    expect(put).toHaveBeenCalledWith(KIHINGO, { version: read.version, fields: { ...project, county: 'Atlantis', title: 'Kihingo dispensary solar panels and batteries' } });
    const county = field('County');
    await screen.findByRole('heading', { name: 'Why the project was not saved' });
    expect(county).toHaveFocus();
    expect(county).toHaveAttribute('aria-invalid', 'true');
    expect(county).toHaveAccessibleDescription(expect.stringContaining(reasons[0]!));
    const list = screen.getByRole('heading', { name: 'Why the project was not saved' }).nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(reasons);
    expect(county).toHaveValue('Atlantis');
    expect(field('Title')).toHaveValue('Kihingo dispensary solar panels and batteries');
    expect(within(status()).queryByText(/Saved/)).not.toBeInTheDocument();
  });

  it('opens More fields to show a refusal of one of them', async () => {
    mockGet({ [ACCESS]: editor, [KIHINGO]: read });
    const reason = 'tasks_total must be a whole number';
    jest.spyOn(api, 'put').mockRejectedValue(apiFailure(400, { status: 'error', message: reason, field: 'fields.tasks_total', status_code: 400, errors: [reason] }));
    await openKihingo();
    await userEvent.click(save());
    await screen.findByRole('heading', { name: 'Why the project was not saved' });
    expect(screen.getByText('More fields').closest('details')).toHaveAttribute('open');
    expect(field('Tasks in all')).toHaveFocus();
    expect(field('Tasks in all')).toHaveAccessibleDescription(expect.stringContaining(reason));
  });

  it('says a project saved by someone else meanwhile has changed, keeping what was typed until the editor opens it again', async () => {
    const newer = { ...project, progress: '45', last_update: '2026-11-20' };
    const get = mockGet({ [ACCESS]: editor, [KIHINGO]: read });
    const message = 'This project was changed by someone else after you opened it. Open it again to see their version; your text is kept in the form.';
    jest.spyOn(api, 'put').mockRejectedValue(apiFailure(409, { status: 'error', message, field: null, status_code: 409, code: CONTENT_CHANGED }));
    await openKihingo();
    await replace(field('Progress'), '55');
    await userEvent.click(save());

    expect(await within(status()).findByText(/Someone else saved this project after you opened it/)).toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Open it again' });
    expect(again).toHaveFocus();
    expect(again).toHaveAccessibleDescription(expect.stringContaining('replaces everything you typed'));
    expect(field('Progress')).toHaveValue('55');

    get.mockImplementation(async (url: string) => {
      if (url !== KIHINGO) throw new Error(`Unexpected GET ${url}`);
      return answer({ project: newer, version: 'bbbbbbbbbbbbbbbbbbbb' });
    });
    await userEvent.click(again);
    expect(await within(status()).findByText('Opened again: the form shows the project as it is saved now.')).toBeInTheDocument();
    expect(field('Progress')).toHaveValue('45');
    expect(field('Last update')).toHaveValue('2026-11-20');
    expect(screen.queryByRole('button', { name: 'Open it again' })).not.toBeInTheDocument();
  });

  it('adds a new project with POST and its fields alone, then keeps it open with its id fixed', async () => {
    mockGet({ [ACCESS]: editor });
    const created = { ...project, id: 'nakuru-water-009', title: 'Njoro borehole' };
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ project: created, version: 'cccccccccccccccccccc' }, 201));
    const put = jest.spyOn(api, 'put').mockResolvedValue(answer({ project: created, version: 'dddddddddddddddddddd' }));
    await opened();
    await userEvent.click(screen.getByRole('button', { name: 'Add a new project' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'New project' })).toHaveFocus();
    expect(field('Id')).not.toHaveAttribute('readonly');
    await userEvent.type(field('Id'), 'nakuru-water-009');
    await userEvent.type(field('Title'), 'Njoro borehole');
    await userEvent.type(field('Progress'), '0');
    await userEvent.click(save());

    expect(post).toHaveBeenCalledTimes(1);
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe(RECORDS);
    expect(body).toEqual({ fields: expect.objectContaining({ id: 'nakuru-water-009', title: 'Njoro borehole', progress: '0', county: '', tasks_total: '' }) });
    expect(body).not.toHaveProperty('version');
    expect(await within(status()).findByRole('link', { name: 'See it as citizens do' })).toHaveAttribute('href', '/projects/browser?project=nakuru-water-009');
    expect(screen.getByRole('heading', { level: 3, name: 'Project nakuru-water-009' })).toBeInTheDocument();
    expect(field('Id')).toHaveAttribute('readonly');

    // Saved once, it is saved over its version from then on.
    await userEvent.click(save());
    expect(put).toHaveBeenCalledWith(`${RECORDS}nakuru-water-009/`, { version: 'cccccccccccccccccccc', fields: created });
  });

  it('says at the id of a new project that a project has it already', async () => {
    mockGet({ [ACCESS]: editor });
    const message = 'A project with this id exists already: open it to change it, or choose another id.';
    jest.spyOn(api, 'post').mockRejectedValue(apiFailure(409, { status: 'error', message, field: 'fields.id', status_code: 409 }));
    await opened();
    await userEvent.click(screen.getByRole('button', { name: 'Add a new project' }));
    await userEvent.type(field('Id'), 'nakuru-energy-001');
    await userEvent.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Id')).toHaveFocus();
    expect(field('Id')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByRole('button', { name: 'Open it again' })).not.toBeInTheDocument();
  });

  it('says at the id input that there is no project with that id', async () => {
    mockGet({ [ACCESS]: editor, [`${RECORDS}nakuru-energy-404/`]: new HttpFailure(404, 'There is no project with that id.') });
    await opened();
    await userEvent.type(idInput(), 'nakuru-energy-404');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('There is no project with that id.')).toBeInTheDocument();
    expect(idInput()).toHaveFocus();
    expect(idInput()).toHaveAttribute('aria-invalid', 'true');
    expect(idInput()).toHaveAccessibleDescription(expect.stringContaining('There is no project with that id.'));
    expect(screen.queryByRole('button', { name: 'Save the project' })).not.toBeInTheDocument();
  });

  it('asks for an id before opening anything', async () => {
    const get = mockGet({ [ACCESS]: editor });
    await opened();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(idInput()).toHaveAccessibleDescription(expect.stringContaining('Type the id of the project to open.'));
    expect(idInput()).toHaveFocus();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('gives the import and the project each a live region of its own, neither inside the other', async () => {
    mockGet({ [ACCESS]: editor, [KIHINGO]: read });
    await openKihingo();
    const regions = screen.getAllByRole('status');
    expect(regions).toHaveLength(2);
    expect(regions.some((region) => regions.some((other) => other !== region && region.contains(other)))).toBe(false);
  });
});
