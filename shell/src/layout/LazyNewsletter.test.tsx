import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import { LazyNewsletter } from './LazyNewsletter';

// The form's code is fetched when the footer reaches the screen: while this is set, fetching it fails, as on a
// phone that has lost its connection.
let mockOffline = false;
jest.mock('./NewsletterForm', () => {
  if (mockOffline) throw new Error('Loading chunk 210 failed');
  return jest.requireActual('./NewsletterForm');
});

describe('LazyNewsletter', () => {
  // The first test that fetches the form: once fetched, its code stays loaded for the rest of the file.
  it('offline, keeps the rest of the page and the form’s place, and shows the form once the phone is back online', async () => {
    mockOffline = true;
    renderWithProviders(
      <footer>
        <p>Uwazi Hub</p>
        <LazyNewsletter />
      </footer>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('Uwazi Hub')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();

    mockOffline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
    expect(screen.getByText('Uwazi Hub')).toBeInTheDocument();
  });

  it('shows the form once its code has come', async () => {
    renderWithProviders(<LazyNewsletter />);
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
