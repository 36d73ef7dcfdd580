import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import type { EditableOrganisation } from '@civic/shared/contracts';
import { answer, apiFailure, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import type { ImportAnswer, RefusedRow } from '../../api';
import ProjectImport from './ProjectImport';

const ROUTE = '/console/content/projects';
const IMPORT = '/api/staff/projects/import/';
// The page asks any editors' read whether the one signed in may import.
const ACCESS = '/api/staff/content/organisation/';
const editor = { organisation: { version: 1, fields: {}, hasDraft: false, missing: [], edited: null } as unknown as EditableOrganisation };

const CSV = [
  'id,title,description,category,status,priority,progress,county,constituency,ward,budget_allocated,budget_disbursed,budget_spent,last_update',
  'console-import-001,Kihingo dispensary solar panels,Solar panels.,Energy,On Track,High,40,Nakuru,Njoro,Kihingo,4500000,2000000,1800000,2026-11-01',
  'console-import-002,Railways ward road patching,Patching.,roads,delayed,Medium,20,Kisumu,Kisumu Central,Railways,900000,300000,250000,2026-10-15',
  'console-import-003,A hall in Atlantis,A hall.,Health,On Track,Low,10,Atlantis,,,100000,0,0,2026-11-01',
].join('\n');

const atlantis: RefusedRow = {
  row: 3,
  line: 4,
  id: 'console-import-003',
  errors: ['county "Atlantis" is not one of Kenya\'s 47 counties', 'constituency is required'],
};

const checked: ImportAnswer = {
  checked: true,
  report: { total: 3, created: 0, updated: 0, unchanged: 0, refused: [atlantis], warnings: ['The column "notes" is not used.'], removedSamples: 0 },
};
const imported: ImportAnswer = {
  checked: false,
  report: { total: 3, created: 2, updated: 0, unchanged: 0, refused: [atlantis], warnings: [], removedSamples: 0 },
};

const csvFile = (name = 'november.csv') => new File([CSV], name, { type: 'text/csv' });
const fileInput = () => screen.getByLabelText(/^File of project records/) as HTMLInputElement;
// The page's one live region: the report's sentence, or what went wrong.
const status = () => screen.getByRole('status', { name: 'The import' });

async function opened() {
  renderWithProviders(<ProjectImport />, { route: ROUTE });
  await screen.findByRole('button', { name: 'Check the file' });
}

afterEach(() => jest.restoreAllMocks());

describe('ProjectImport', () => {
  it('says what it does, with the current projects as a template', async () => {
    const get = mockGet({ [ACCESS]: editor });
    await opened();
    expect(get).toHaveBeenCalledWith(ACCESS, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Project records' })).toBeInTheDocument();
    expect(screen.getByText(/OC4IDS project package/)).toBeInTheDocument();
    expect(screen.getByText(/importing the same file again changes nothing/)).toBeInTheDocument();
    expect(screen.getByText(/A row with any problem is refused whole/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the current projects as CSV' })).toHaveAttribute('href', '/api/projects/?format=csv');
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput()).toHaveAttribute('accept', '.csv,.json,text/csv,application/json');
    expect(within(screen.getByRole('navigation', { name: 'Staff console' })).getByRole('link', { name: 'Project records' })).toHaveAttribute('aria-current', 'page');
  });

  it('checks a CSV file without writing, then imports it: the report names each refused row with every reason', async () => {
    mockGet({ [ACCESS]: editor });
    const post = jest.spyOn(api, 'post').mockResolvedValueOnce(answer(checked)).mockResolvedValueOnce(answer(imported));
    await opened();
    const file = csvFile();
    await userEvent.upload(fileInput(), file);
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));

    // The file's bytes as they are, its format and name in the address.
    expect(post).toHaveBeenCalledWith(
      `${IMPORT}?format=csv&name=november.csv&check=true`,
      file,
      expect.objectContaining({ headers: { 'Content-Type': 'application/octet-stream' } }),
    );
    expect(await within(status()).findByText('3 records read: 2 can be imported, 1 refused. Nothing was written.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Checked: november.csv' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Warnings' }).nextElementSibling).toHaveTextContent('The column "notes" is not used.');
    const table = screen.getByRole('table', { name: 'Refused rows' });
    const [header, row] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Row', 'Line', 'Id', 'Reasons']);
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('3');
    expect(within(row!).getAllByRole('cell')[0]).toHaveTextContent('4');
    expect(within(row!).getByText('console-import-003')).toBeInTheDocument();
    expect(
      within(row!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(atlantis.errors);
    expect(screen.queryByRole('link', { name: 'See the projects' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check the file' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(post).toHaveBeenLastCalledWith(
      `${IMPORT}?format=csv&name=november.csv&check=false`,
      file,
      expect.objectContaining({ headers: { 'Content-Type': 'application/octet-stream' } }),
    );
    expect(await within(status()).findByText('3 records read: 2 created, 0 updated, 0 unchanged, 1 refused.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Imported: november.csv' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Refused rows' })).getByText('console-import-003')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Warnings' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the projects' })).toHaveAttribute('href', '/projects/browser');
    expect(screen.getByRole('button', { name: 'Import' })).toHaveFocus();
  });

  it('offers no way to the projects after an import that changed nothing', async () => {
    mockGet({ [ACCESS]: editor });
    jest.spyOn(api, 'post').mockResolvedValue(answer({ checked: false, report: { ...imported.report, created: 0, unchanged: 2, refused: [] } }));
    await opened();
    await userEvent.upload(fileInput(), csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await within(status()).findByText('3 records read: 0 created, 0 updated, 2 unchanged, 0 refused.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See the projects' })).not.toBeInTheDocument();
  });

  it('sends an OC4IDS package as JSON, its name as it is', async () => {
    mockGet({ [ACCESS]: editor });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ checked: true, report: { ...checked.report, total: 1, refused: [], warnings: [] } }));
    await opened();
    const file = new File(['{"projects": []}'], 'Nakuru projects.JSON', { type: 'application/json' });
    await userEvent.upload(fileInput(), file);
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(post).toHaveBeenCalledWith(`${IMPORT}?format=json&name=Nakuru%20projects.JSON&check=true`, file, expect.anything());
    expect(await within(status()).findByText('1 record read: 1 can be imported, 0 refused. Nothing was written.')).toBeInTheDocument();
  });

  it('refuses any other kind of file in the browser, without sending it', async () => {
    mockGet({ [ACCESS]: editor });
    const post = jest.spyOn(api, 'post');
    const user = userEvent.setup({ applyAccept: false });
    await opened();
    await user.upload(fileInput(), new File(['PK'], 'projects.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    const message = 'Choose a CSV file (.csv) or an OC4IDS JSON file (.json).';
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(post).not.toHaveBeenCalled();
    expect(fileInput()).toHaveFocus();
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('refuses a file larger than 20 MB in the browser, saying how to import it instead', async () => {
    mockGet({ [ACCESS]: editor });
    const post = jest.spyOn(api, 'post');
    await opened();
    const large = csvFile('all-projects.csv');
    Object.defineProperty(large, 'size', { value: 20 * 1024 * 1024 + 1 });
    await userEvent.upload(fileInput(), large);
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(post).not.toHaveBeenCalled();
    expect(fileInput()).toHaveAccessibleDescription(expect.stringMatching(/larger than 20 MB.*Split it into smaller files.*npm run import:projects/));
    expect(fileInput()).toHaveFocus();
  });

  it('asks for a file when none is chosen', async () => {
    mockGet({ [ACCESS]: editor });
    const post = jest.spyOn(api, 'post');
    await opened();
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(post).not.toHaveBeenCalled();
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('Choose the file to import.'));
    expect(fileInput()).toHaveFocus();
  });

  it('puts the API’s refusal of the file under its input, focused, the file still chosen', async () => {
    mockGet({ [ACCESS]: editor });
    const message = 'The file is not UTF-8 text. Save it as CSV (UTF-8) or as JSON and choose it again.';
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(apiFailure(400, { status: 'error', message, field: 'file', status_code: 400 }))
      .mockResolvedValueOnce(answer(checked));
    await opened();
    const file = csvFile('latin1.csv');
    await userEvent.upload(fileInput(), file);
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(fileInput()).toHaveFocus();
    expect(fileInput().files?.[0]).toBe(file);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    // Sent again as it is, once fixed on the server's side or tried again.
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(post).toHaveBeenLastCalledWith(`${IMPORT}?format=csv&name=latin1.csv&check=true`, file, expect.anything());
    expect(await within(status()).findByText(/3 records read/)).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('says a file the API found too large is too large, under its input', async () => {
    mockGet({ [ACCESS]: editor });
    jest.spyOn(api, 'post').mockRejectedValue(apiFailure(413, { status: 'error', message: 'The request is too large.', field: null, status_code: 413 }));
    await opened();
    await userEvent.upload(fileInput(), csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/npm run import:projects/)).toBeInTheDocument();
    expect(fileInput()).toHaveFocus();
  });

  it('says any other failure in the page’s status, focus back on the button pressed', async () => {
    mockGet({ [ACCESS]: editor });
    jest.spyOn(api, 'post').mockRejectedValue(new Error('Network Error'));
    await opened();
    await userEvent.upload(fileInput(), csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await within(status()).findByText('The file could not be sent. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveFocus();
  });

  it('asks someone whose session ended meanwhile to sign in again', async () => {
    mockGet({ [ACCESS]: editor });
    jest.spyOn(api, 'post').mockRejectedValue(apiFailure(401, { status: 'error', message: 'Please sign in to continue.', field: null, status_code: 401 }));
    await opened();
    await userEvent.upload(fileInput(), csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/auth/signin?next=${encodeURIComponent(ROUTE)}`);
  });

  it('tells someone who is not an editor that the page is not theirs, before any file is chosen', async () => {
    mockGet({ [ACCESS]: new HttpFailure(403, 'This is for Uwazi Hub editors only.') });
    renderWithProviders(<ProjectImport />, { route: ROUTE });
    expect(await screen.findByText('The content pages are for editors.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^File of project records/)).not.toBeInTheDocument();
  });
});
