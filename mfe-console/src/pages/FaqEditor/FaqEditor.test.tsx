import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import { CONTENT_CHANGED, type EditableFaqEntry } from '@civic/shared/contracts';
import { answer, apiFailure, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import FaqEditor from './FaqEditor';
import { expectConsoleNav } from '../../components/consoleNavExpectations';

const FAQ = '/api/staff/content/faq/';
const ROUTE = '/console/content/faq';

const anonymous: EditableFaqEntry = {
  id: 'faq-anonymous',
  position: 1,
  version: 4,
  published: true,
  hasDraft: false,
  fields: {
    en: { category: 'Reporting', question: 'Can I report without giving my name?', answer: 'Yes. Choose “Report anonymously” and keep your receipt code.' },
    sw: {
      category: 'Kuripoti',
      question: 'Je, naweza kuripoti bila kujitambulisha?',
      answer: 'Ndiyo. Chagua “Ripoti bila kujitambulisha” na uhifadhi namba yako ya risiti.',
    },
  },
  missing: [],
  edited: { by: 'Wanjiru Kamau', at: '2026-11-20T08:00:00Z' },
};

const budget: EditableFaqEntry = {
  id: 'faq-budget',
  position: 2,
  version: 7,
  published: false,
  hasDraft: true,
  fields: {
    en: { category: 'County data', question: 'How do I read my county budget?', answer: 'Start with the development budget of your ward.' },
    sw: { category: 'Data ya kaunti', question: '', answer: '' },
  },
  missing: ['sw.question', 'sw.answer'],
  edited: null,
};

const account: EditableFaqEntry = {
  id: 'faq-account',
  position: 3,
  version: 2,
  published: true,
  hasDraft: true,
  fields: {
    en: { category: 'Your account', question: 'How do I delete my account?', answer: 'Open Settings and choose Delete account.' },
    sw: { category: 'Akaunti yako', question: 'Nifute vipi akaunti yangu?', answer: '' },
  },
  missing: ['sw.answer'],
  edited: { by: 'Otieno Wafula', at: '2026-11-27T09:00:00Z' },
};

const entries = { entries: [anonymous, budget, account] };

const CHANGED_MESSAGE = 'This entry was changed by someone else after you opened it. Their version is below; your text is kept in the form.';

const card = (question: string) => screen.getByRole('article', { name: question });
const english = () => screen.getByRole('group', { name: 'English' });
const kiswahili = () => screen.getByRole('group', { name: 'Kiswahili' });
const field = (group: HTMLElement, label: 'Category' | 'Question' | 'Answer') => within(group).getByLabelText(new RegExp(`^${label}`));

async function openEditor(entry: EditableFaqEntry) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit “${entry.fields.en.question}”` }));
  expect(screen.getByRole('heading', { level: 2, name: `Editing “${entry.fields.en.question}”` })).toHaveFocus();
}

async function replace(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.type(element, text);
}

afterEach(() => jest.restoreAllMocks());

describe('FaqEditor', () => {
  it('lists the entries with their place, state, missing Kiswahili and last edit, and counts them', async () => {
    const get = mockGet({ [FAQ]: entries });
    renderWithProviders(<FaqEditor />, { route: ROUTE });
    const first = await screen.findByRole('article', { name: 'Can I report without giving my name?' });
    expect(get).toHaveBeenCalledWith(FAQ, expect.anything());
    expect(screen.getByText('3 entries; 2 missing some Kiswahili')).toBeInTheDocument();

    expect(first).toHaveTextContent('No. 1 · Reporting');
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).queryByText(/Kiswahili missing/)).not.toBeInTheDocument();
    expect(within(first).getByText('Last edited by Wanjiru Kamau, 20 Nov 2026')).toBeInTheDocument();

    const second = card('How do I read my county budget?');
    expect(second).toHaveTextContent('No. 2 · County data');
    expect(within(second).getByText('Draft (not published)')).toBeInTheDocument();
    expect(within(second).getByText('Kiswahili missing: question, answer')).toBeInTheDocument();
    expect(within(second).getByText('Not edited in the console yet')).toBeInTheDocument();

    const third = card('How do I delete my account?');
    expect(within(third).getByText('Published, with unpublished changes')).toBeInTheDocument();
    expect(within(third).getByText('Kiswahili missing: answer')).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'Edit “How do I delete my account?”' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'New entry' })).toBeInTheDocument();
    const nav = expectConsoleNav('FAQ');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', ROUTE);
  });

  it('edits side by side, lists the missing Kiswahili as it is typed, and publishes with the version read', async () => {
    mockGet({ [FAQ]: entries });
    const sw = { category: 'Data ya kaunti', question: 'Nisome vipi bajeti ya kaunti yangu?', answer: 'Anza na bajeti ya maendeleo ya wadi yako.' };
    const put = jest.spyOn(api, 'put').mockResolvedValue(
      answer({
        entry: {
          ...budget,
          version: 8,
          published: true,
          hasDraft: false,
          fields: { en: budget.fields.en, sw },
          missing: [],
          edited: { by: 'Amina Hassan', at: '2026-11-29T10:00:00Z' },
        },
      }),
    );
    renderWithProviders(<FaqEditor />, { route: ROUTE });
    await openEditor(budget);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(field(english(), 'Question')).toHaveValue('How do I read my county budget?');
    expect(field(english(), 'Answer')).toHaveAttribute('rows', '6');
    expect(field(kiswahili(), 'Category')).toHaveValue('Data ya kaunti');
    expect(field(kiswahili(), 'Category')).toHaveAttribute('lang', 'sw');

    expect(screen.getByText('Kiswahili missing: question, answer')).toBeInTheDocument();
    await userEvent.type(field(kiswahili(), 'Question'), sw.question);
    expect(screen.getByText('Kiswahili missing: answer')).toBeInTheDocument();
    await userEvent.type(field(kiswahili(), 'Answer'), `  ${sw.answer} `);
    expect(screen.getByText('Nothing is missing in Kiswahili.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith(`${FAQ}faq-budget/`, { version: 7, publish: true, fields: { en: budget.fields.en, sw } });
    expect(await screen.findByText('Published: citizens read it now.')).toBeInTheDocument();
    const updated = card('How do I read my county budget?');
    expect(within(updated).getByText('Published')).toBeInTheDocument();
    expect(within(updated).queryByText(/Kiswahili missing/)).not.toBeInTheDocument();
    expect(within(updated).getByText('Last edited by Amina Hassan, 29 Nov 2026')).toBeInTheDocument();
    expect(within(updated).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(screen.getByText('3 entries; 1 missing some Kiswahili')).toBeInTheDocument();
  });

  it('saves a draft of a published entry: citizens keep reading what was published', async () => {
    mockGet({ [FAQ]: entries });
    const en = { ...anonymous.fields.en, answer: 'Yes. Your name is never asked for.' };
    const put = jest.spyOn(api, 'put').mockResolvedValue(answer({ entry: { ...anonymous, version: 5, hasDraft: true, fields: { en, sw: anonymous.fields.sw } } }));
    renderWithProviders(<FaqEditor />, { route: ROUTE });
    await openEditor(anonymous);
    await replace(field(english(), 'Answer'), en.answer);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(put).toHaveBeenCalledWith(`${FAQ}faq-anonymous/`, { version: 4, publish: false, fields: { en, sw: anonymous.fields.sw } });
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(within(card('Can I report without giving my name?')).getByText('Published, with unpublished changes')).toBeInTheDocument();
  });

  it('puts a refusal of the Kiswahili answer on that field, focused, and keeps everything typed', async () => {
    mockGet({ [FAQ]: entries });
    jest.spyOn(api, 'put').mockRejectedValue(apiFailure(400, { status: 'error', message: 'The Kiswahili answer is longer than 4,000 characters.', field: 'sw.answer' }));
    renderWithProviders(<FaqEditor />, { route: ROUTE });
    await openEditor(account);
    await replace(field(english(), 'Question'), 'How can I delete my account?');
    await userEvent.type(field(kiswahili(), 'Answer'), 'Fungua Mipangilio.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await within(kiswahili()).findByText('The Kiswahili answer is longer than 4,000 characters.')).toBeInTheDocument();
    const swAnswer = field(kiswahili(), 'Answer');
    expect(swAnswer).toHaveAttribute('aria-invalid', 'true');
    expect(swAnswer).toHaveAccessibleDescription('The Kiswahili answer is longer than 4,000 characters.');
    expect(swAnswer).toHaveFocus();
    expect(swAnswer).toHaveValue('Fungua Mipangilio.');
    expect(field(english(), 'Answer')).not.toHaveAttribute('aria-invalid');
    expect(within(english()).queryByText(/4,000/)).not.toBeInTheDocument();
    expect(field(english(), 'Question')).toHaveValue('How can I delete my account?');
    expect(screen.queryByText('Published: citizens read it now.')).not.toBeInTheDocument();
  });

  describe('when someone else saved the entry after it was opened', () => {
    const theirs: EditableFaqEntry = {
      ...anonymous,
      version: 6,
      hasDraft: true,
      fields: {
        en: { ...anonymous.fields.en, answer: 'Yes. Their newer answer.' },
        sw: { ...anonymous.fields.sw, answer: '' },
      },
      missing: ['sw.answer'],
      edited: { by: 'Otieno Wafula', at: '2026-11-28T10:00:00Z' },
    };
    const changed = () => apiFailure(409, { status: 'error', message: CHANGED_MESSAGE, code: CONTENT_CHANGED, entry: theirs });

    it('keeps the editor’s text, shows their version, and Use their version loads it for the next save', async () => {
      mockGet({ [FAQ]: entries });
      const put = jest
        .spyOn(api, 'put')
        .mockRejectedValueOnce(changed())
        .mockResolvedValueOnce(answer({ entry: { ...theirs, version: 7, hasDraft: false } }));
      renderWithProviders(<FaqEditor />, { route: ROUTE });
      await openEditor(anonymous);
      await replace(field(english(), 'Answer'), 'Yes, and mine is better.');
      await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
      expect(put).toHaveBeenLastCalledWith(`${FAQ}faq-anonymous/`, expect.objectContaining({ version: 4 }));

      expect((await screen.findByText(CHANGED_MESSAGE)).closest('[role="alert"]')).not.toBeNull();
      expect(field(english(), 'Answer')).toHaveValue('Yes, and mine is better.');
      const version = screen.getByRole('region', { name: 'Their version' });
      expect(within(version).getByRole('heading', { name: 'Their version' })).toHaveFocus();
      expect(within(version).getByText('Yes. Their newer answer.')).toBeInTheDocument();
      expect(within(version).getByText('Je, naweza kuripoti bila kujitambulisha?')).toBeInTheDocument();
      expect(within(version).getByText('Nothing written')).toBeInTheDocument();
      expect(within(version).getByText('Last edited by Otieno Wafula, 28 Nov 2026')).toBeInTheDocument();
      expect(within(version).getByText('Published, with unpublished changes')).toBeInTheDocument();

      await userEvent.click(within(version).getByRole('button', { name: 'Use their version' }));
      expect(screen.queryByRole('region', { name: 'Their version' })).not.toBeInTheDocument();
      expect(screen.getByText('Their version is in the form now.')).toBeInTheDocument();
      expect(field(english(), 'Answer')).toHaveValue('Yes. Their newer answer.');
      expect(field(kiswahili(), 'Answer')).toHaveValue('');
      expect(field(english(), 'Category')).toHaveFocus();

      await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
      expect(put).toHaveBeenCalledTimes(2);
      expect(put).toHaveBeenLastCalledWith(`${FAQ}faq-anonymous/`, { version: 6, publish: true, fields: theirs.fields });
      expect(await screen.findByText('Published: citizens read it now.')).toBeInTheDocument();
    });

    it('saves the editor’s own text over theirs once they have been shown it', async () => {
      mockGet({ [FAQ]: entries });
      const put = jest
        .spyOn(api, 'put')
        .mockRejectedValueOnce(changed())
        .mockResolvedValueOnce(answer({ entry: { ...theirs, version: 7 } }));
      renderWithProviders(<FaqEditor />, { route: ROUTE });
      await openEditor(anonymous);
      await replace(field(english(), 'Answer'), 'Yes, and mine is better.');
      await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
      await screen.findByRole('region', { name: 'Their version' });
      await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
      expect(put).toHaveBeenLastCalledWith(`${FAQ}faq-anonymous/`, {
        version: 6,
        publish: false,
        fields: { en: { ...anonymous.fields.en, answer: 'Yes, and mine is better.' }, sw: anonymous.fields.sw },
      });
      expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    });
  });

  it('adds a new entry: the English is asked for first, then it is sent without a version', async () => {
    mockGet({ [FAQ]: entries });
    const fields = {
      en: { category: 'Workshops', question: 'Are the workshops free?', answer: 'Yes, for every community group.' },
      sw: { category: 'Warsha', question: '', answer: '' },
    };
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(
        answer({ entry: { id: 'faq-new', position: 4, version: 1, published: false, hasDraft: true, fields, missing: ['sw.question', 'sw.answer'], edited: null } }, 201),
      );
    renderWithProviders(<FaqEditor />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('button', { name: 'New entry' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New entry' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Take down' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(post).not.toHaveBeenCalled();
    expect(field(english(), 'Category')).toHaveAccessibleDescription('Please fill in the English category.');
    expect(field(english(), 'Question')).toHaveAccessibleDescription('Please fill in the English question.');
    expect(field(english(), 'Answer')).toHaveAccessibleDescription('Please fill in the English answer.');
    expect(field(kiswahili(), 'Answer')).not.toHaveAttribute('aria-invalid');
    expect(field(english(), 'Category')).toHaveFocus();

    await userEvent.type(field(english(), 'Category'), fields.en.category);
    await userEvent.type(field(english(), 'Question'), fields.en.question);
    await userEvent.type(field(english(), 'Answer'), fields.en.answer);
    await userEvent.type(field(kiswahili(), 'Category'), fields.sw.category);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(post).toHaveBeenCalledWith(FAQ, { publish: false, fields });
    expect(post.mock.calls[0]![1]).not.toHaveProperty('version');

    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const added = card('Are the workshops free?');
    expect(added).toHaveTextContent('No. 4 · Workshops');
    expect(within(added).getByText('Draft (not published)')).toBeInTheDocument();
    expect(screen.getAllByRole('article').at(-1)).toBe(added);
    expect(screen.getByText('4 entries; 3 missing some Kiswahili')).toBeInTheDocument();
  });

  it('takes a published entry down with the version read, keeping the form open', async () => {
    mockGet({ [FAQ]: entries });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ entry: { ...anonymous, version: 5, published: false, hasDraft: true } }));
    renderWithProviders(<FaqEditor />, { route: ROUTE });
    await openEditor(anonymous);
    await userEvent.type(field(english(), 'Answer'), ' More soon.');
    await userEvent.click(screen.getByRole('button', { name: 'Take down' }));
    expect(post).toHaveBeenCalledWith(`${FAQ}faq-anonymous/unpublish/`, { version: 4 });
    expect(await screen.findByText('Taken down: citizens no longer read it.')).toBeInTheDocument();
    expect(screen.getByRole('form')).toHaveTextContent('Draft (not published)');
    expect(screen.queryByRole('button', { name: 'Take down' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveFocus();
    expect(field(english(), 'Answer')).toHaveValue(`${anonymous.fields.en.answer} More soon.`);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const entry = card('Can I report without giving my name?');
    expect(within(entry).getByText('Draft (not published)')).toBeInTheDocument();
    expect(within(entry).getByRole('button', { name: /^Edit/ })).toHaveFocus();
  });

  it('shows any other failure above the buttons and keeps the text', async () => {
    mockGet({ [FAQ]: entries });
    jest.spyOn(api, 'put').mockRejectedValue(new Error('Network Error'));
    renderWithProviders(<FaqEditor />, { route: ROUTE });
    await openEditor(budget);
    await userEvent.type(field(kiswahili(), 'Question'), 'Nisome vipi bajeti?');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const failure = await screen.findByText('The entry could not be saved. Please try again.');
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    // Above the buttons, not beside a field.
    expect(failure.compareDocumentPosition(screen.getByRole('button', { name: 'Save draft' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field(kiswahili(), 'Question')).toHaveValue('Nisome vipi bajeti?');
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveFocus();
    expect(screen.queryByText('Draft saved.')).not.toBeInTheDocument();
  });

  it('cancels without saving, back to the entry’s Edit button', async () => {
    mockGet({ [FAQ]: entries });
    const put = jest.spyOn(api, 'put');
    renderWithProviders(<FaqEditor />, { route: ROUTE });
    await openEditor(account);
    await userEvent.type(field(kiswahili(), 'Answer'), 'Fungua Mipangilio.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(put).not.toHaveBeenCalled();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit “How do I delete my account?”' })).toHaveFocus();
    expect(within(card('How do I delete my account?')).getByText('Kiswahili missing: answer')).toBeInTheDocument();
  });

  describe('moving and deleting entries', () => {
    /** The FAQ as the API gives it at each reading, in turn; the last one stays. */
    function readings(...lists: EditableFaqEntry[][]) {
      return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
        if (url !== FAQ) throw new Error(`Unexpected GET ${url}`);
        return answer({ entries: lists.length > 1 ? lists.shift()! : lists[0]! });
      });
    }
    const moveUp = (entry: EditableFaqEntry) => `Move up: “${entry.fields.en.question}”`;
    const moveDown = (entry: EditableFaqEntry) => `Move down: “${entry.fields.en.question}”`;
    const remove = (entry: EditableFaqEntry) => `Delete “${entry.fields.en.question}”`;
    const CONFIRM = 'Delete this entry for good? Citizens will no longer read it, and it cannot be brought back.';
    /** A message in the page's live region, which is the only live region around it. */
    const announced = (message: HTMLElement, role: 'status' | 'alert') => {
      const region = message.closest(`[role="${role}"]`);
      expect(region).not.toBeNull();
      expect(region!.parentElement!.closest('[role="status"], [role="alert"]')).toBeNull();
      expect(region!.querySelectorAll('[role="status"], [role="alert"]')).toHaveLength(0);
    };

    it('offers each entry its moves and Delete, named by its question: the first cannot move up, the last cannot move down', async () => {
      readings([anonymous, budget, account]);
      renderWithProviders(<FaqEditor />, { route: ROUTE });
      const first = await screen.findByRole('article', { name: anonymous.fields.en.question });
      expect(within(first).queryByRole('button', { name: /up$/ })).not.toBeInTheDocument();
      expect(within(first).getByRole('button', { name: moveDown(anonymous) })).toHaveTextContent('Move down');
      expect(within(first).getByRole('button', { name: remove(anonymous) })).toHaveTextContent('Delete');

      const middle = card(budget.fields.en.question);
      expect(within(middle).getByRole('button', { name: moveUp(budget) })).toHaveTextContent('Move up');
      expect(within(middle).getByRole('button', { name: moveDown(budget) })).toBeInTheDocument();

      const last = card(account.fields.en.question);
      expect(within(last).getByRole('button', { name: moveUp(account) })).toBeInTheDocument();
      expect(within(last).queryByRole('button', { name: /down$/ })).not.toBeInTheDocument();
    });

    it('moves an entry up to the place before it, with its version, then reads the list again and says where it went', async () => {
      const moved = [{ ...budget, position: 1, version: 8 }, { ...anonymous, position: 2 }, account];
      const get = readings([anonymous, budget, account], moved);
      const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ order: moved.map((entry) => entry.id) }));
      renderWithProviders(<FaqEditor />, { route: ROUTE });
      await userEvent.click(await screen.findByRole('button', { name: moveUp(budget) }));

      expect(post).toHaveBeenCalledTimes(1);
      expect(post).toHaveBeenCalledWith(`${FAQ}faq-budget/move/`, { version: 7, to: 1 });
      const done = await screen.findByText('Moved to place 1 of 3.');
      announced(done, 'status');
      expect(get).toHaveBeenCalledTimes(2);
      expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent)).toEqual(
        moved.map((entry) => entry.fields.en.question),
      );
      const first = card(budget.fields.en.question);
      expect(first).toHaveTextContent('No. 1 · County data');
      expect(card(anonymous.fields.en.question)).toHaveTextContent('No. 2 · Reporting');
      // At the top it cannot move up again: focus stays on the entry, on its other move.
      expect(within(first).queryByRole('button', { name: moveUp(budget) })).not.toBeInTheDocument();
      expect(within(first).getByRole('button', { name: moveDown(budget) })).toHaveFocus();
    });

    it('moves an entry down, focus staying on the button pressed, each time over the version read again', async () => {
      const once = [{ ...budget, position: 1 }, { ...anonymous, position: 2, version: 5 }, account];
      const twice = [once[0]!, { ...account, position: 2 }, { ...anonymous, position: 3, version: 6 }];
      readings([anonymous, budget, account], once, twice);
      const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ order: [] }));
      renderWithProviders(<FaqEditor />, { route: ROUTE });
      await userEvent.click(await screen.findByRole('button', { name: moveDown(anonymous) }));
      expect(post).toHaveBeenLastCalledWith(`${FAQ}faq-anonymous/move/`, { version: 4, to: 2 });
      expect(await screen.findByText('Moved to place 2 of 3.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: moveDown(anonymous) })).toHaveFocus();

      // Pressed again from the keyboard where focus was left.
      await userEvent.keyboard('{Enter}');
      expect(post).toHaveBeenLastCalledWith(`${FAQ}faq-anonymous/move/`, { version: 5, to: 3 });
      expect(await screen.findByText('Moved to place 3 of 3.')).toBeInTheDocument();
      const last = screen.getAllByRole('article').at(-1)!;
      expect(last).toBe(card(anonymous.fields.en.question));
      expect(within(last).queryByRole('button', { name: moveDown(anonymous) })).not.toBeInTheDocument();
      expect(within(last).getByRole('button', { name: moveUp(anonymous) })).toHaveFocus();
    });

    it('reads the list again when someone else changed the entry meanwhile, and says so on it', async () => {
      const theirs = { ...budget, version: 9, fields: { ...budget.fields, en: { ...budget.fields.en, category: 'Budgets' } } };
      const get = readings([anonymous, budget, account], [anonymous, theirs, account]);
      jest.spyOn(api, 'post').mockRejectedValue(apiFailure(409, { status: 'error', message: CHANGED_MESSAGE, field: null, code: CONTENT_CHANGED }));
      renderWithProviders(<FaqEditor />, { route: ROUTE });
      await userEvent.click(await screen.findByRole('button', { name: moveUp(budget) }));

      const refusal = await within(card(budget.fields.en.question)).findByText(/Move it again if you still mean to/);
      announced(refusal, 'alert');
      expect(get).toHaveBeenCalledTimes(2);
      expect(card(budget.fields.en.question)).toHaveTextContent('No. 2 · Budgets');
      expect(screen.getByRole('button', { name: moveUp(budget) })).toHaveFocus();
      expect(screen.queryByText(/Moved to place/)).not.toBeInTheDocument();
    });

    it('asks before deleting, in the entry: Keep it sends nothing and gives focus back to Delete', async () => {
      readings([anonymous, budget, account]);
      const del = jest.spyOn(api, 'delete');
      const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
      renderWithProviders(<FaqEditor />, { route: ROUTE });
      await userEvent.click(await screen.findByRole('button', { name: remove(budget) }));

      const question = within(card(budget.fields.en.question)).getByRole('group', { name: CONFIRM });
      expect(within(question).getByText(CONFIRM)).toHaveFocus();
      expect(within(question).getByRole('button', { name: 'Delete for good' })).toBeInTheDocument();
      expect(within(card(anonymous.fields.en.question)).queryByRole('group')).not.toBeInTheDocument();
      expect(confirm).not.toHaveBeenCalled();
      expect(del).not.toHaveBeenCalled();

      await userEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
      expect(screen.queryByRole('group', { name: CONFIRM })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: remove(budget) })).toHaveFocus();
      expect(del).not.toHaveBeenCalled();
      expect(screen.getAllByRole('article')).toHaveLength(3);
    });

    it('deletes for good with the version read, then reads the list again and says so', async () => {
      const get = readings([anonymous, budget, account], [anonymous, { ...account, position: 2 }]);
      const del = jest.spyOn(api, 'delete').mockResolvedValue(answer(null, 204));
      renderWithProviders(<FaqEditor />, { route: ROUTE });
      await userEvent.click(await screen.findByRole('button', { name: remove(budget) }));
      await userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));

      expect(del).toHaveBeenCalledTimes(1);
      expect(del).toHaveBeenCalledWith(`${FAQ}faq-budget/?version=7`);
      const done = await screen.findByText('Entry deleted.');
      announced(done, 'status');
      expect(get).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('article', { name: budget.fields.en.question })).not.toBeInTheDocument();
      expect(card(account.fields.en.question)).toHaveTextContent('No. 2 · Your account');
      expect(screen.getByText('2 entries; 1 missing some Kiswahili')).toBeInTheDocument();
      // Its card has gone: focus goes on from the entry that took its place.
      expect(within(card(account.fields.en.question)).getByRole('heading', { level: 3 })).toHaveFocus();
    });

    it('deletes nothing that someone else changed meanwhile: the list is read again and the entry says so', async () => {
      const theirs = { ...budget, version: 8, fields: { ...budget.fields, en: { ...budget.fields.en, answer: 'Their newer answer.' } } };
      const get = readings([anonymous, budget, account], [anonymous, theirs, account]);
      const del = jest.spyOn(api, 'delete').mockRejectedValue(apiFailure(409, { status: 'error', message: CHANGED_MESSAGE, code: CONTENT_CHANGED, entry: theirs }));
      renderWithProviders(<FaqEditor />, { route: ROUTE });
      await userEvent.click(await screen.findByRole('button', { name: remove(budget) }));
      await userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));

      expect(del).toHaveBeenCalledWith(`${FAQ}faq-budget/?version=7`);
      const refusal = await within(card(budget.fields.en.question)).findByText(/Delete it again if you still mean to/);
      announced(refusal, 'alert');
      expect(get).toHaveBeenCalledTimes(2);
      expect(screen.queryByText('Entry deleted.')).not.toBeInTheDocument();
      expect(screen.queryByRole('group', { name: CONFIRM })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: remove(budget) })).toHaveFocus();

      // Asked again, it goes over the version read again.
      del.mockResolvedValue(answer(null, 204));
      await userEvent.click(screen.getByRole('button', { name: remove(budget) }));
      await userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
      expect(del).toHaveBeenLastCalledWith(`${FAQ}faq-budget/?version=8`);
    });
  });

  it('says when there are no entries yet, and still offers a new one', async () => {
    mockGet({ [FAQ]: { entries: [] } });
    renderWithProviders(<FaqEditor />, { route: ROUTE });
    expect(await screen.findByText('No FAQ entries yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText(/entries;/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New entry' })).toBeInTheDocument();
  });

  it('tells someone who is not an editor that the page is not theirs', async () => {
    mockGet({ [FAQ]: new HttpFailure(403, 'This is for Uwazi Hub editors only.') });
    renderWithProviders(<FaqEditor />, { route: ROUTE });
    expect(await screen.findByText('The content pages are for editors.')).toBeInTheDocument();
    expect(screen.queryByText('This is for Uwazi Hub editors only.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New entry' })).not.toBeInTheDocument();
  });

  it('sends an editor who has not passed two-step sign-in to it, back here after', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(apiFailure(403, { status: 'error', message: 'Confirm it is you…', code: 'second_factor' }));
    renderWithProviders(<FaqEditor />, { route: ROUTE });
    expect(await screen.findByRole('link', { name: 'Confirm it is you' })).toHaveAttribute('href', `/auth/two-step?next=${encodeURIComponent(ROUTE)}`);
    expect(screen.queryByText('The content pages are for editors.')).not.toBeInTheDocument();
  });

  it('offers Try again when the entries cannot be read', async () => {
    mockGet({ [FAQ]: entries }, { [FAQ]: 1 });
    renderWithProviders(<FaqEditor />, { route: ROUTE });
    expect(await screen.findByRole('heading', { name: 'We could not load the FAQ entries' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Can I report without giving my name?' })).toBeInTheDocument();
  });
});
