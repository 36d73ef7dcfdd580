import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@civic/shared';
import { laterForm } from './LaterForm';

function Greeting({ name }: { name: string }) {
  return <p>Form for {name}</p>;
}

const shown = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('laterForm', () => {
  it('says it is loading until the form arrives, then shows it with its props', async () => {
    let arrive: (form: typeof Greeting) => void = () => undefined;
    const Later = laterForm(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)), 2);
    shown(<Later name="Njeri" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText(/Form for/)).not.toBeInTheDocument();
    arrive(Greeting);
    expect(await screen.findByText('Form for Njeri')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('says so when the form cannot be fetched, with focus, at the heading level asked for, and fetches it again on Try again', async () => {
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    const Later = laterForm(load, 3);
    shown(<Later name="Otieno" />);
    const failure = await screen.findByRole('heading', { level: 3, name: 'We could not open the form. Check your connection and try again.' });
    // In view and where the keyboard goes on from: the button that opened the form may have gone.
    await waitFor(() => expect(failure.closest('[tabindex="-1"]')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Form for Otieno')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a form fetched before at once, without fetching it again', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Later = laterForm(load, 2);
    const first = shown(<Later name="Akinyi" />);
    expect(await screen.findByText('Form for Akinyi')).toBeInTheDocument();
    first.unmount();
    shown(<Later name="Wafula" />);
    expect(screen.getByText('Form for Wafula')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
