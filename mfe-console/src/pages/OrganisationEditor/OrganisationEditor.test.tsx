import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import { CONTENT_CHANGED, type EditableOrganisation, type OrganisationFields } from '@civic/shared/contracts';
import { answer, apiFailure, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import OrganisationEditor from './OrganisationEditor';

const ORGANISATION = '/api/staff/content/organisation/';
const ROUTE = '/console/content/organisation';

const fields: OrganisationFields = {
  name: 'Uwazi Hub',
  foundedYear: 2022,
  contact: { phone: '+254 700 000 000', email: 'info@uwazihub.example', address: 'Nairobi, Kenya' },
  offices: [
    {
      id: 'kenya',
      name: { en: 'Kenya office', sw: 'Ofisi ya Kenya' },
      address: 'Ngong Road, Kilimani',
      city: 'Nairobi',
      postalCode: '00100',
      country: 'Kenya',
      phone: '+254 700 000 000',
      email: 'kenya@uwazihub.example',
      latitude: -1.2995,
      longitude: 36.7836,
      hours: [
        { days: { en: 'Mon-Fri', sw: 'Jumatatu–Ijumaa' }, hours: { en: '8:00 AM-6:00 PM', sw: 'Saa 2:00 asubuhi – saa 12:00 jioni' } },
        { days: { en: 'Sat', sw: 'Jumamosi' }, hours: { en: '9:00 AM-2:00 PM', sw: '' } },
      ],
    },
    {
      id: 'ohio',
      name: { en: 'Ohio office', sw: '' },
      address: 'High Street',
      city: 'Columbus, Ohio',
      postalCode: '43215',
      country: 'United States',
      phone: '+1 614 000 0000',
      email: 'ohio@uwazihub.example',
      latitude: 39.9612,
      longitude: -82.9988,
      hours: [{ days: { en: 'Mon-Fri', sw: 'Jumatatu–Ijumaa' }, hours: { en: '9:00 AM-5:30 PM', sw: 'Saa 3:00 asubuhi – saa 11:30 jioni' } }],
    },
  ],
  social: { x: 'https://x.com/uwazihub', facebook: 'https://facebook.com/uwazihub', linkedin: '', youtube: '', instagram: '' },
};

const read: EditableOrganisation = {
  version: 3,
  fields,
  hasDraft: false,
  missing: ['offices[0].hours[1].hours.sw', 'offices[1].name.sw'],
  edited: { by: 'Wanjiru Kamau', at: '2026-11-20T08:00:00Z' },
};

const CHANGED_MESSAGE = 'These details were changed by someone else after you opened them. Their version is below; your text is kept in the form.';

const group = (name: string) => screen.getByRole('group', { name });
const office = (name: string) => group(name);
const field = (within_: HTMLElement, label: string) => within(within_).getByLabelText(new RegExp(`^${label}`));
const contact = () => group('Contact, in the top bar');
const rowOf = (officeName: string, n: number) => within(office(officeName)).getByRole('group', { name: `Row ${n}` });

async function replace(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.type(element, text);
}

/** The page as read, before the form is opened. */
async function shown() {
  renderWithProviders(<OrganisationEditor />, { route: ROUTE });
  await screen.findByRole('heading', { level: 2, name: 'The organisation’s details' });
}

/** The page with its form open, as an editor opens it. */
async function opened() {
  await shown();
  await userEvent.click(screen.getByRole('button', { name: 'Edit the details' }));
  await screen.findByRole('group', { name: 'The organisation' });
}

afterEach(() => jest.restoreAllMocks());

describe('OrganisationEditor', () => {
  it('shows the details as saved, read-only, until the editor opens the form', async () => {
    mockGet({ [ORGANISATION]: { organisation: { ...read, hasDraft: true } } });
    await shown();
    expect(screen.getByText('Published, draft waiting')).toBeInTheDocument();
    expect(screen.getByText('Last edited by Wanjiru Kamau, 20 Nov 2026')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const value = (label: string, under: HTMLElement = document.body) => within(under).getByText(label).nextElementSibling;
    expect(value('Name')).toHaveTextContent('Uwazi Hub');
    expect(value('Year founded')).toHaveTextContent('2022');
    expect(value('LinkedIn')).toHaveTextContent('Nothing written');
    const ohio = screen.getByRole('region', { name: 'Ohio office' });
    expect(value('City or town', ohio)).toHaveTextContent('Columbus, Ohio');
    expect(value('Office name in Kiswahili', ohio)).toHaveTextContent('Nothing written');
    const kenya = screen.getByRole('region', { name: 'Kenya office' });
    expect(value('Office name in Kiswahili', kenya)).toHaveTextContent('Ofisi ya Kenya');
    expect(value('Office name in Kiswahili', kenya)).toHaveAttribute('lang', 'sw');

    await userEvent.click(screen.getByRole('button', { name: 'Edit the details' }));
    // The button has gone with the summary: the keyboard goes on from the form's heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'The organisation’s details' })).toHaveFocus());
    expect(field(group('The organisation'), 'Name')).toHaveValue('Uwazi Hub');
    expect(screen.queryByRole('button', { name: 'Edit the details' })).not.toBeInTheDocument();
  });

  it('opens the form with the details as read: the organisation, its contact, its social links and each office with its hours', async () => {
    const get = mockGet({ [ORGANISATION]: { organisation: read } });
    await opened();
    expect(get).toHaveBeenCalledWith(ORGANISATION, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Organisation' })).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('Last edited by Wanjiru Kamau, 20 Nov 2026')).toBeInTheDocument();

    const organisation = group('The organisation');
    expect(field(organisation, 'Name')).toHaveValue('Uwazi Hub');
    expect(field(organisation, 'Year founded')).toHaveValue('2022');
    expect(field(contact(), 'Phone')).toHaveValue('+254 700 000 000');
    expect(field(contact(), 'E-mail')).toHaveValue('info@uwazihub.example');
    expect(field(contact(), 'Postal address')).toHaveValue('Nairobi, Kenya');
    const social = group('Social links, in the footer');
    expect(field(social, 'X')).toHaveValue('https://x.com/uwazihub');
    expect(field(social, 'LinkedIn')).toHaveValue('');
    expect(within(social).getAllByRole('textbox')).toHaveLength(5);

    const kenya = office('Kenya office');
    expect(field(kenya, 'Office name in English')).toHaveValue('Kenya office');
    expect(field(kenya, 'Office name in Kiswahili')).toHaveValue('Ofisi ya Kenya');
    expect(field(kenya, 'Office name in Kiswahili')).toHaveAttribute('lang', 'sw');
    expect(field(kenya, 'Street address')).toHaveValue('Ngong Road, Kilimani');
    expect(field(kenya, 'Latitude')).toHaveValue('-1.2995');
    expect(field(kenya, 'Latitude')).toHaveAttribute('inputmode', 'decimal');
    expect(field(kenya, 'Longitude')).toHaveValue('36.7836');
    expect(field(rowOf('Kenya office', 2), 'Days in English')).toHaveValue('Sat');
    expect(field(rowOf('Kenya office', 2), 'Hours in Kiswahili')).toHaveValue('');
    expect(field(office('Ohio office'), 'City or town')).toHaveValue('Columbus, Ohio');

    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Organisation' })).toHaveAttribute('aria-current', 'page');
  });

  it('publishes an edited phone over the version read, with every other detail as it was', async () => {
    mockGet({ [ORGANISATION]: { organisation: read } });
    const saved: OrganisationFields = { ...fields, contact: { ...fields.contact, phone: '+254 711 222 333' } };
    const put = jest
      .spyOn(api, 'put')
      .mockResolvedValue(answer({ organisation: { ...read, version: 4, fields: saved, edited: { by: 'Amina Hassan', at: '2026-11-29T10:00:00Z' } } }));
    await opened();
    await replace(field(contact(), 'Phone'), '+254 711 222 333');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith(ORGANISATION, { version: 3, publish: true, fields: saved });
    const done = await screen.findByText('Published: every page shows these details now.');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('Last edited by Amina Hassan, 29 Nov 2026')).toBeInTheDocument();
    expect(field(contact(), 'Phone')).toHaveValue('+254 711 222 333');
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveFocus();
  });

  it('saves a draft: the site keeps what was published, and the page says a draft is waiting', async () => {
    mockGet({ [ORGANISATION]: { organisation: read } });
    const drafted: OrganisationFields = { ...fields, social: { ...fields.social, youtube: 'https://www.youtube.com/@uwazihub' } };
    const put = jest.spyOn(api, 'put').mockResolvedValue(answer({ organisation: { ...read, version: 4, fields: drafted, hasDraft: true } }));
    await opened();
    await userEvent.type(field(group('Social links, in the footer'), 'YouTube'), 'https://www.youtube.com/@uwazihub');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(put).toHaveBeenCalledWith(ORGANISATION, { version: 3, publish: false, fields: drafted });
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(screen.getByText('Published, draft waiting')).toBeInTheDocument();
  });

  it('puts a refused latitude on that office’s field, focused, keeping what was typed there and everywhere else', async () => {
    mockGet({ [ORGANISATION]: { organisation: read } });
    const message = 'Please give the latitude in degrees, from -90 to 90.';
    const put = jest.spyOn(api, 'put').mockRejectedValue(apiFailure(400, { status: 'error', message, field: 'offices[1].latitude', status_code: 400 }));
    await opened();
    await replace(field(contact(), 'E-mail'), 'habari@uwazihub.example');
    await replace(field(office('Ohio office'), 'Latitude'), '39,96 N');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    // The text as typed, not a number made of it: the API's words say what is wrong with it.
    const sent = put.mock.calls[0]![1] as { fields: OrganisationFields };
    expect(sent.fields.offices[1]!.latitude).toBe('39,96 N');
    expect(sent.fields.offices[0]!.latitude).toBe(-1.2995);

    const latitude = field(office('Ohio office'), 'Latitude');
    expect(await within(office('Ohio office')).findByText(message)).toBeInTheDocument();
    expect(latitude).toHaveAttribute('aria-invalid', 'true');
    expect(latitude).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(latitude).toHaveFocus();
    expect(latitude).toHaveValue('39,96 N');
    expect(field(office('Kenya office'), 'Latitude')).not.toHaveAttribute('aria-invalid');
    expect(within(office('Kenya office')).queryByText(message)).not.toBeInTheDocument();
    expect(field(contact(), 'E-mail')).toHaveValue('habari@uwazihub.example');
    expect(screen.queryByText('Published: every page shows these details now.')).not.toBeInTheDocument();
  });

  it('puts a refused row of hours on its field', async () => {
    mockGet({ [ORGANISATION]: { organisation: read } });
    const message = 'Please fill in the days and the hours in English.';
    jest.spyOn(api, 'put').mockRejectedValue(apiFailure(400, { status: 'error', message, field: 'offices[0].hours[1].days.en', status_code: 400 }));
    await opened();
    await userEvent.clear(field(rowOf('Kenya office', 2), 'Days in English'));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const days = field(rowOf('Kenya office', 2), 'Days in English');
    expect(await within(rowOf('Kenya office', 2)).findByText(message)).toBeInTheDocument();
    expect(days).toHaveAccessibleDescription(message);
    expect(days).toHaveFocus();
    expect(field(rowOf('Kenya office', 1), 'Days in English')).not.toHaveAttribute('aria-invalid');
  });

  describe('when someone else saved the details after they were read', () => {
    const theirs: EditableOrganisation = {
      version: 5,
      fields: { ...fields, contact: { ...fields.contact, phone: '+254 733 444 555' } },
      hasDraft: true,
      missing: ['offices[1].name.sw'],
      edited: { by: 'Otieno Wafula', at: '2026-11-28T10:00:00Z' },
    };
    const changed = () => apiFailure(409, { status: 'error', message: CHANGED_MESSAGE, field: null, status_code: 409, code: CONTENT_CHANGED, organisation: theirs });

    it('keeps the editor’s details, shows theirs, and saves over their version next', async () => {
      mockGet({ [ORGANISATION]: { organisation: read } });
      const put = jest
        .spyOn(api, 'put')
        .mockRejectedValueOnce(changed())
        .mockResolvedValueOnce(answer({ organisation: { ...theirs, version: 6, hasDraft: false } }));
      await opened();
      await replace(field(contact(), 'Phone'), '+254 711 222 333');
      await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
      expect(put).toHaveBeenLastCalledWith(ORGANISATION, expect.objectContaining({ version: 3 }));

      expect((await screen.findByText(CHANGED_MESSAGE)).closest('[role="alert"]')).not.toBeNull();
      const version = screen.getByRole('region', { name: 'Their version' });
      expect(within(version).getByRole('heading', { name: 'Their version' })).toHaveFocus();
      expect(within(version).getByText('+254 733 444 555')).toBeInTheDocument();
      expect(within(version).getByText('Last edited by Otieno Wafula, 28 Nov 2026')).toBeInTheDocument();
      expect(within(version).getByText('Published, draft waiting')).toBeInTheDocument();
      expect(field(contact(), 'Phone')).toHaveValue('+254 711 222 333');

      await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
      expect(put).toHaveBeenCalledTimes(2);
      expect(put).toHaveBeenLastCalledWith(ORGANISATION, { version: 5, publish: true, fields: { ...fields, contact: { ...fields.contact, phone: '+254 711 222 333' } } });
      expect(await screen.findByText('Published: every page shows these details now.')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Their version' })).not.toBeInTheDocument();
    });

    it('takes their version into the form on request', async () => {
      mockGet({ [ORGANISATION]: { organisation: read } });
      const put = jest
        .spyOn(api, 'put')
        .mockRejectedValueOnce(changed())
        .mockResolvedValueOnce(answer({ organisation: { ...theirs, version: 6 } }));
      await opened();
      await replace(field(contact(), 'Phone'), '+254 711 222 333');
      await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
      const version = await screen.findByRole('region', { name: 'Their version' });
      await userEvent.click(within(version).getByRole('button', { name: 'Use their version' }));

      expect(screen.queryByRole('region', { name: 'Their version' })).not.toBeInTheDocument();
      expect(screen.getByText('Their version is in the form now.')).toBeInTheDocument();
      expect(field(contact(), 'Phone')).toHaveValue('+254 733 444 555');
      expect(field(group('The organisation'), 'Name')).toHaveFocus();
      await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
      expect(put).toHaveBeenLastCalledWith(ORGANISATION, { version: 5, publish: false, fields: theirs.fields });
    });
  });

  it('adds an office and a row of hours, and removes a row, moving focus to where the editor goes on', async () => {
    mockGet({ [ORGANISATION]: { organisation: read } });
    const put = jest.spyOn(api, 'put').mockResolvedValue(answer({ organisation: read }));
    await opened();

    await userEvent.click(screen.getByRole('button', { name: 'Add an office' }));
    const added = office('New office');
    expect(field(added, 'Office name in English')).toHaveFocus();
    await userEvent.type(field(added, 'Office name in English'), 'Kisumu office');
    const kisumu = office('Kisumu office');
    await userEvent.type(field(kisumu, 'Street address'), 'Oginga Odinga Street');
    await userEvent.type(field(kisumu, 'City or town'), 'Kisumu');
    await userEvent.type(field(kisumu, 'Country'), 'Kenya');
    await userEvent.type(field(kisumu, 'Phone'), '+254 722 000 111');
    await userEvent.type(field(kisumu, 'E-mail'), 'kisumu@uwazihub.example');
    await userEvent.type(field(kisumu, 'Latitude'), '-0.0917');
    await userEvent.type(field(kisumu, 'Longitude'), '34.768');
    await userEvent.type(field(rowOf('Kisumu office', 1), 'Days in English'), 'Mon-Fri');
    await userEvent.type(field(rowOf('Kisumu office', 1), 'Hours in English'), '8:00 AM-5:00 PM');

    await userEvent.click(within(kisumu).getByRole('button', { name: 'Add a row of hours' }));
    expect(field(rowOf('Kisumu office', 2), 'Days in English')).toHaveFocus();
    await userEvent.type(field(rowOf('Kisumu office', 2), 'Days in English'), 'Sat');
    await userEvent.type(field(rowOf('Kisumu office', 2), 'Hours in English'), 'Closed');

    await userEvent.click(within(rowOf('Kenya office', 2)).getByRole('button', { name: 'Remove this row' }));
    expect(within(office('Kenya office')).queryByRole('group', { name: 'Row 2' })).not.toBeInTheDocument();
    expect(within(office('Kenya office')).getByRole('button', { name: 'Add a row of hours' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const sent = (put.mock.calls[0]![1] as { fields: OrganisationFields }).fields;
    expect(sent.offices.map((each) => each.id)).toEqual(['kenya', 'ohio', '']);
    expect(sent.offices[0]!.hours).toEqual([fields.offices[0]!.hours[0]]);
    expect(sent.offices[2]).toEqual({
      id: '',
      name: { en: 'Kisumu office', sw: '' },
      address: 'Oginga Odinga Street',
      city: 'Kisumu',
      postalCode: '',
      country: 'Kenya',
      phone: '+254 722 000 111',
      email: 'kisumu@uwazihub.example',
      latitude: -0.0917,
      longitude: 34.768,
      hours: [
        { days: { en: 'Mon-Fri', sw: '' }, hours: { en: '8:00 AM-5:00 PM', sw: '' } },
        { days: { en: 'Sat', sw: '' }, hours: { en: 'Closed', sw: '' } },
      ],
    });
  });

  it('removes an office, but always keeps one', async () => {
    mockGet({ [ORGANISATION]: { organisation: read } });
    await opened();
    await userEvent.click(within(office('Ohio office')).getByRole('button', { name: 'Remove this office' }));
    expect(screen.queryByRole('group', { name: 'Ohio office' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Offices' })).toHaveFocus();
    expect(within(office('Kenya office')).queryByRole('button', { name: 'Remove this office' })).not.toBeInTheDocument();
  });

  it('lists the missing Kiswahili as it is typed, each a link to its field', async () => {
    mockGet({ [ORGANISATION]: { organisation: { ...read, missing: [...read.missing, 'offices[0].summary.sw'] } } });
    await opened();
    const missing = () => screen.getByRole('region', { name: 'Missing in Kiswahili' });
    expect(
      within(missing())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Hours, row 2 of Kenya office', 'Name of Ohio office']);
    // A text this console does not know yet, as the API names it.
    expect(within(missing()).getByText('offices[0].summary.sw')).toBeInTheDocument();

    await userEvent.click(within(missing()).getByRole('link', { name: 'Name of Ohio office' }));
    const ohioName = field(office('Ohio office'), 'Office name in Kiswahili');
    expect(ohioName).toHaveFocus();
    await userEvent.type(ohioName, 'Ofisi ya Ohio');
    expect(within(missing()).queryByRole('link', { name: 'Name of Ohio office' })).not.toBeInTheDocument();

    await userEvent.clear(field(rowOf('Kenya office', 1), 'Days in Kiswahili'));
    expect(within(missing()).getByRole('link', { name: 'Days, row 1 of Kenya office' })).toBeInTheDocument();
  });

  it('says when nothing is missing in Kiswahili', async () => {
    const complete: OrganisationFields = {
      ...fields,
      offices: [{ ...fields.offices[1]!, name: { en: 'Ohio office', sw: 'Ofisi ya Ohio' } }],
    };
    mockGet({ [ORGANISATION]: { organisation: { ...read, fields: complete, missing: [] } } });
    await opened();
    expect(within(screen.getByRole('region', { name: 'Missing in Kiswahili' })).getByText('Nothing is missing in Kiswahili.')).toBeInTheDocument();
  });

  it('shows any other failure above the buttons, keeping what was typed', async () => {
    mockGet({ [ORGANISATION]: { organisation: read } });
    jest.spyOn(api, 'put').mockRejectedValue(new Error('Network Error'));
    await opened();
    await replace(field(contact(), 'Phone'), '+254 711 222 333');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const failure = await screen.findByText('The details could not be saved. Please try again.');
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect(field(contact(), 'Phone')).toHaveValue('+254 711 222 333');
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveFocus();
  });

  it('tells someone who is not an editor that the page is not theirs', async () => {
    mockGet({ [ORGANISATION]: new HttpFailure(403, 'This is for Uwazi Hub editors only.') });
    renderWithProviders(<OrganisationEditor />, { route: ROUTE });
    expect(await screen.findByText('The content pages are for editors.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });
});
