import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, changeLanguage } from '@civic/shared';
import { apiFailure, renderWithProviders } from '@civic/shared/testing';
import { NewsletterForm } from './NewsletterForm';

describe('NewsletterForm', () => {
  it('says an address is required, and then that it must be valid, without sending', async () => {
    const post = jest.spyOn(api, 'post');
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'juma@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('says what is wrong in Kiswahili on a Kiswahili page, and follows a change of language', async () => {
    await act(() => changeLanguage('sw'));
    try {
      const user = userEvent.setup();
      renderWithProviders(<NewsletterForm />);
      await user.click(screen.getByRole('button', { name: 'Jiunge' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Weka barua pepe yako.');
      await act(() => changeLanguage('en'));
      expect(await screen.findByRole('alert')).toHaveTextContent('Email is required.');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('sends the address to the API, says to confirm from the inbox, and clears the box', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { status: 'success', message: 'Almost done.' } });
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), '  juma@example.org ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Almost done: check your inbox and open the link we sent to confirm your subscription.');
    expect(screen.queryByText(/You are subscribed/)).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/newsletter/subscribe/', { email: 'juma@example.org' });
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('shows the server field error and keeps what was typed', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(apiFailure(400, { status: 'error', message: 'Please enter a valid email address.', field: 'email' }));
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), 'juma@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('juma@example.org');
  });

  it('shows the wait when the server refuses too many subscriptions from this connection', async () => {
    jest
      .spyOn(api, 'post')
      .mockRejectedValue(apiFailure(429, { status: 'error', message: 'Too many requests from this connection. Please try again in 60 minutes.', field: null }));
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), 'juma@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests from this connection. Please try again in 60 minutes.');
    expect(screen.getByLabelText('Email address')).toHaveValue('juma@example.org');
  });

  it('says the subscription failed when the network does, keeping the address', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new Error('Network Error'));
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), 'juma@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not subscribe you just now. Please try again.');
    expect(screen.getByLabelText('Email address')).toHaveValue('juma@example.org');
  });
});
