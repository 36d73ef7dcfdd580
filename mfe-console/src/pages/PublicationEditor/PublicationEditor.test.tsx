import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import { CONTENT_CHANGED, type EditablePublication } from '@civic/shared/contracts';
import { answer, apiFailure, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import PublicationEditor from './PublicationEditor';
import { expectConsoleNav } from '../../components/consoleNavExpectations';

const PUBLICATIONS = '/api/staff/content/publications/';
const ROUTE = '/console/content/publications';

const brief: EditablePublication = {
  id: 'reading-a-county-budget-a1b2c3',
  version: 3,
  published: true,
  hasDraft: false,
  fields: {
    en: { title: 'Reading a county budget', description: 'A short brief on the development budget and where to find it.' },
    sw: { title: 'Kusoma bajeti ya kaunti', description: 'Muhtasari mfupi wa bajeti ya maendeleo na mahali pa kuipata.' },
    values: { category: 'policy', publishedOn: '2026-11-02' },
  },
  missing: [],
  edited: { by: 'Wanjiru Kamau', at: '2026-11-20T08:00:00Z' },
  file: {
    name: 'county-budget-brief.pdf',
    mediaType: 'application/pdf',
    sizeBytes: 1_258_291,
    url: '/api/staff/content/publications/reading-a-county-budget-a1b2c3/file/',
  },
};

const guidelines: EditablePublication = {
  id: 'following-a-tender-d4e5f6',
  version: 1,
  published: false,
  hasDraft: true,
  fields: {
    en: { title: 'Following a tender', description: 'How to read a county tender notice, step by step.' },
    sw: { title: 'Kufuatilia zabuni', description: '' },
    values: { category: 'guidelines', publishedOn: '2026-10-15' },
  },
  missing: ['sw.description'],
  edited: null,
  file: null,
};

const list = { publications: [brief, guidelines] };

const GUIDELINES_FILE = `${PUBLICATIONS}following-a-tender-d4e5f6/file/`;
const uploaded = {
  name: 'tender-guidelines.docx',
  mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  sizeBytes: 348_160,
  url: GUIDELINES_FILE,
};
const NO_DOCUMENT = 'Upload the document before publishing: citizens download it from the list.';

const card = (title: string) => screen.getByRole('article', { name: title });
const english = () => screen.getByRole('group', { name: 'English' });
const kiswahili = () => screen.getByRole('group', { name: 'Kiswahili' });
const values = () => screen.getByRole('group', { name: 'Category and date' });
const field = (group: HTMLElement, label: string) => within(group).getByLabelText(new RegExp(`^${label}`));
const fileInput = () => screen.getByLabelText(/^Document to upload/) as HTMLInputElement;
const docx = (name = 'tender-guidelines.docx') => new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });

/** What a POST sent as its multipart form. */
const sentForm = (post: jest.SpyInstance, call = 0) => post.mock.calls[call]![1] as FormData;

/** The publications as the API gives them at each reading, in turn; the last one stays. */
function readings(...lists: EditablePublication[][]) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url !== PUBLICATIONS) throw new Error(`Unexpected GET ${url}`);
    return answer({ publications: lists.length > 1 ? lists.shift()! : lists[0]! });
  });
}

async function openDocument(publication: EditablePublication) {
  await userEvent.click(await screen.findByRole('button', { name: `Document of “${publication.fields.en.title}”` }));
  expect(screen.getByRole('heading', { level: 2, name: `Document of “${publication.fields.en.title}”` })).toHaveFocus();
}

afterEach(() => jest.restoreAllMocks());

describe('PublicationEditor', () => {
  it('lists the publications with their category, date, document and state', async () => {
    const get = mockGet({ [PUBLICATIONS]: list });
    renderWithProviders(<PublicationEditor />, { route: ROUTE });
    const first = await screen.findByRole('article', { name: 'Reading a county budget' });
    expect(get).toHaveBeenCalledWith(PUBLICATIONS, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Publications' })).toBeInTheDocument();
    expect(screen.getByText('2 publications; 1 missing some Kiswahili')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toEqual([first, card('Following a tender')]);

    expect(within(first).getByText('Category: Policy')).toBeInTheDocument();
    expect(within(first).getByText('Dated 2 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByText('Document: county-budget-brief.pdf (PDF, 1.2 MB)')).toBeInTheDocument();
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText('Last edited by Wanjiru Kamau, 20 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Take down “Reading a county budget”' })).toBeInTheDocument();

    const second = card('Following a tender');
    expect(within(second).getByText('Category: Guidelines')).toBeInTheDocument();
    expect(within(second).getByText('Dated 15 Oct 2026')).toBeInTheDocument();
    expect(within(second).getByText('No document yet: upload one before publishing.')).toBeInTheDocument();
    expect(within(second).getByText('Draft (not published)')).toBeInTheDocument();
    expect(within(second).getByText('Kiswahili missing: description')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Document of “Following a tender”' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /^Take down/ })).not.toBeInTheDocument();

    expectConsoleNav('Publications');
  });

  it('creates a new publication as a draft, without a version, and lists it newest first without a document', async () => {
    mockGet({ [PUBLICATIONS]: list });
    const fields = {
      en: { title: 'Good practice in ward meetings', description: 'What worked in five counties.' },
      sw: { title: 'Mbinu bora katika mikutano ya wadi', description: '' },
      values: { category: 'practices' as const, publishedOn: '2026-12-01' },
    };
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(
        answer({ publication: { id: 'good-practice-0a1b2c', version: 1, published: false, hasDraft: true, fields, missing: ['sw.description'], edited: null, file: null } }, 201),
      );
    renderWithProviders(<PublicationEditor />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('button', { name: 'New publication' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New publication' })).toHaveFocus();
    expect(field(values(), 'Category')).toHaveValue('');
    expect(
      within(field(values(), 'Category'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a category', 'Policy', 'Guidelines', 'Practices']);

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(post).not.toHaveBeenCalled();
    expect(field(values(), 'Category')).toHaveAccessibleDescription('Please choose the category.');
    expect(field(values(), 'Publication date')).toHaveAccessibleDescription(expect.stringContaining('Please give the date.'));
    expect(field(english(), 'Title')).toHaveAccessibleDescription('Please fill in the English title.');

    await userEvent.type(field(english(), 'Title'), fields.en.title);
    await userEvent.type(field(english(), 'Description'), fields.en.description);
    await userEvent.type(field(kiswahili(), 'Title'), fields.sw.title);
    await userEvent.selectOptions(field(values(), 'Category'), 'Practices');
    await userEvent.type(field(values(), 'Publication date'), fields.values.publishedOn);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(post).toHaveBeenCalledWith(PUBLICATIONS, { fields, publish: false });
    expect(post.mock.calls[0]![1]).not.toHaveProperty('version');
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const added = card('Good practice in ward meetings');
    expect(screen.getAllByRole('article')[0]).toBe(added);
    expect(within(added).getByText('Category: Practices')).toBeInTheDocument();
    expect(within(added).getByText('No document yet: upload one before publishing.')).toBeInTheDocument();
    expect(within(added).getByText('Draft (not published)')).toBeInTheDocument();
    expect(within(added).getByRole('heading', { level: 3 })).toHaveFocus();
  });

  it('shows why a publication without its document cannot be published, and keeps everything typed', async () => {
    mockGet({ [PUBLICATIONS]: list });
    const post = jest.spyOn(api, 'post').mockRejectedValue(apiFailure(400, { status: 'error', message: NO_DOCUMENT, field: 'file' }));
    renderWithProviders(<PublicationEditor />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('button', { name: 'New publication' }));
    await userEvent.type(field(english(), 'Title'), 'Open contracting in practice');
    await userEvent.type(field(english(), 'Description'), 'Three counties that publish every contract.');
    await userEvent.type(field(kiswahili(), 'Title'), 'Mikataba ya wazi kwa vitendo');
    await userEvent.selectOptions(field(values(), 'Category'), 'Practices');
    await userEvent.type(field(values(), 'Publication date'), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(post).toHaveBeenCalledWith(PUBLICATIONS, expect.objectContaining({ publish: true }));
    const refusal = await screen.findByText(NO_DOCUMENT);
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    // Above the buttons, where the editor is.
    expect(refusal.compareDocumentPosition(screen.getByRole('button', { name: 'Publish' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveFocus();
    expect(field(english(), 'Title')).toHaveValue('Open contracting in practice');
    expect(field(english(), 'Description')).toHaveValue('Three counties that publish every contract.');
    expect(field(kiswahili(), 'Title')).toHaveValue('Mikataba ya wazi kwa vitendo');
    expect(field(values(), 'Category')).toHaveValue('practices');
    expect(field(values(), 'Publication date')).toHaveValue('2026-11-30');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  describe('the document', () => {
    it('shows the document a publication has, with its download link', async () => {
      mockGet({ [PUBLICATIONS]: list });
      renderWithProviders(<PublicationEditor />, { route: ROUTE });
      await openDocument(brief);
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      const facts = screen.getByRole('heading', { level: 3, name: 'The document now' }).nextElementSibling as HTMLElement;
      expect(
        within(facts)
          .getAllByRole('definition')
          .map((each) => each.textContent),
      ).toEqual(['county-budget-brief.pdf', 'PDF', '1.2 MB']);
      expect(screen.getByRole('link', { name: 'Download “county-budget-brief.pdf”' })).toHaveAttribute('href', brief.file!.url);
      expect(fileInput()).toHaveAttribute('accept', '.pdf,.doc,.docx,.xls,.xlsx');
      expect(screen.getByRole('button', { name: 'Replace the document' })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Back to the publications' }));
      expect(screen.getByRole('button', { name: 'Document of “Reading a county budget”' })).toHaveFocus();
    });

    it('uploads a document with the version read, reads the publication again and shows its new document', async () => {
      const get = readings([brief, guidelines], [brief, { ...guidelines, version: 2, file: uploaded }]);
      const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', message: 'Document uploaded.' }, 201));
      renderWithProviders(<PublicationEditor />, { route: ROUTE });
      await openDocument(guidelines);
      expect(screen.getByText('No document yet: upload one before publishing.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();

      const file = docx();
      await userEvent.upload(fileInput(), file);
      await userEvent.click(screen.getByRole('button', { name: 'Upload the document' }));

      expect(post).toHaveBeenCalledTimes(1);
      expect(post).toHaveBeenCalledWith(GUIDELINES_FILE, expect.any(FormData), expect.objectContaining({ headers: { 'Content-Type': 'multipart/form-data' } }));
      const form = sentForm(post);
      expect(form.get('version')).toBe('1');
      expect(form.get('file')).toBeInstanceOf(File);
      expect((form.get('file') as File).name).toBe('tender-guidelines.docx');
      expect(await screen.findByText('Document uploaded.')).toBeInTheDocument();
      expect(screen.getByText('Document uploaded.').closest('[role="status"]')).not.toBeNull();
      expect(get).toHaveBeenCalledTimes(2);

      const facts = screen.getByRole('heading', { level: 3, name: 'The document now' });
      expect(facts).toHaveFocus();
      expect(
        within(facts.nextElementSibling as HTMLElement)
          .getAllByRole('definition')
          .map((each) => each.textContent),
      ).toEqual(['tender-guidelines.docx', 'Word', '340.0 KB']);
      expect(screen.getByRole('link', { name: 'Download “tender-guidelines.docx”' })).toHaveAttribute('href', GUIDELINES_FILE);
      expect(screen.queryByText('No document yet: upload one before publishing.')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Replace the document' })).toBeInTheDocument();

      // The next upload goes over the version the upload made.
      await userEvent.upload(fileInput(), docx('tender-guidelines-v2.docx'));
      await userEvent.click(screen.getByRole('button', { name: 'Replace the document' }));
      expect(sentForm(post, 1).get('version')).toBe('2');

      await userEvent.click(screen.getByRole('button', { name: 'Back to the publications' }));
      expect(within(card('Following a tender')).getByText('Document: tender-guidelines.docx (Word, 340.0 KB)')).toBeInTheDocument();
    });

    it('says under the file input why the API refused the file, focused, and keeps it chosen', async () => {
      mockGet({ [PUBLICATIONS]: list });
      const message = 'report.pdf is not a PDF, Word or Excel document. Publications are PDF, Word (.docx, .doc) or Excel (.xlsx, .xls) files.';
      const post = jest.spyOn(api, 'post').mockRejectedValue(apiFailure(415, { status: 'error', message, field: 'file' }));
      renderWithProviders(<PublicationEditor />, { route: ROUTE });
      await openDocument(guidelines);
      const file = new File(['not really a pdf'], 'report.pdf', { type: 'application/pdf' });
      await userEvent.upload(fileInput(), file);
      await userEvent.click(screen.getByRole('button', { name: 'Upload the document' }));

      expect(post).toHaveBeenCalledTimes(1);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
      expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(fileInput()).toHaveFocus();
      expect(fileInput().files![0]).toBe(file);
      expect(screen.queryByText('Document uploaded.')).not.toBeInTheDocument();
      expect(screen.getByText('No document yet: upload one before publishing.')).toBeInTheDocument();

      // Still chosen: sent again as it is.
      await userEvent.click(screen.getByRole('button', { name: 'Upload the document' }));
      expect(post).toHaveBeenCalledTimes(2);
      expect((sentForm(post, 1).get('file') as File).name).toBe('report.pdf');
    });

    it('refuses a file over 10 MB in the browser, without sending it', async () => {
      mockGet({ [PUBLICATIONS]: list });
      const post = jest.spyOn(api, 'post');
      renderWithProviders(<PublicationEditor />, { route: ROUTE });
      await openDocument(guidelines);
      const large = docx('annual-report.docx');
      Object.defineProperty(large, 'size', { value: 10 * 1024 * 1024 + 1 });
      await userEvent.upload(fileInput(), large);
      // Said as soon as it is chosen, under the input.
      const refusal = /annual-report\.docx is larger than 10 MB/;
      expect(fileInput()).toHaveAccessibleDescription(refusal);

      await userEvent.click(screen.getByRole('button', { name: 'Upload the document' }));
      expect(post).not.toHaveBeenCalled();
      expect(fileInput()).toHaveFocus();
      expect(screen.getByText(refusal)).toBeInTheDocument();
    });

    it('asks for a file when none is chosen', async () => {
      mockGet({ [PUBLICATIONS]: list });
      const post = jest.spyOn(api, 'post');
      renderWithProviders(<PublicationEditor />, { route: ROUTE });
      await openDocument(guidelines);
      await userEvent.click(screen.getByRole('button', { name: 'Upload the document' }));
      expect(post).not.toHaveBeenCalled();
      expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('Choose the document to upload.'));
      expect(fileInput()).toHaveFocus();
    });

    it('says when someone else changed the publication meanwhile, and reads it again', async () => {
      const theirs = { ...guidelines, version: 2, edited: { by: 'Otieno Wafula', at: '2026-11-28T10:00:00Z' } };
      const get = readings([brief, guidelines], [brief, theirs]);
      const post = jest.spyOn(api, 'post').mockRejectedValue(apiFailure(409, { status: 'error', message: 'This entry was changed…', field: null, code: CONTENT_CHANGED }));
      renderWithProviders(<PublicationEditor />, { route: ROUTE });
      await openDocument(guidelines);
      const file = docx();
      await userEvent.upload(fileInput(), file);
      await userEvent.click(screen.getByRole('button', { name: 'Upload the document' }));

      const refusal = await screen.findByText(/^Another editor changed this publication after you opened it/);
      expect(refusal.closest('[role="alert"]')).not.toBeNull();
      expect(get).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('button', { name: 'Upload the document' })).toHaveFocus();
      expect(fileInput().files![0]).toBe(file);

      post.mockResolvedValue(answer({ status: 'success', message: 'Document uploaded.' }, 201));
      await userEvent.click(screen.getByRole('button', { name: 'Upload the document' }));
      expect(sentForm(post, 1).get('version')).toBe('2');
    });
  });

  it('tells someone who is not an editor that the page is not theirs', async () => {
    mockGet({ [PUBLICATIONS]: new HttpFailure(403, 'This is for Uwazi Hub editors only.') });
    renderWithProviders(<PublicationEditor />, { route: ROUTE });
    expect(await screen.findByText('The content pages are for editors.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New publication' })).not.toBeInTheDocument();
  });
});
