import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@civic/shared';
import { renderWithProviders } from '@civic/shared/testing';
import { REGIONS } from '../../contracts';
import { CountyControls } from './CountyControls';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('CountyControls', () => {
  it('names the regions in Kiswahili, each option keeping the region as the data spells it', async () => {
    const user = userEvent.setup();
    await act(() => changeLanguage('sw'));
    const onChange = jest.fn();
    renderWithProviders(<CountyControls query={{ search: '', region: '', sort: 'name' }} onChange={onChange} />);
    const region = screen.getByRole('combobox', { name: 'Eneo' });
    const options = within(region).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.textContent)).toEqual([
      'Maeneo yote',
      'Nairobi na viunga vyake',
      'Kati',
      'Pwani',
      'Mashariki',
      'Kaskazini Mashariki',
      'Nyanza',
      'Bonde la Ufa',
      'Magharibi',
    ]);
    expect(options.map((option) => option.value)).toEqual(['', ...REGIONS]);
    await user.selectOptions(region, 'Bonde la Ufa');
    expect(onChange).toHaveBeenLastCalledWith({ search: '', region: 'Rift Valley', sort: 'name' });
  });
});
