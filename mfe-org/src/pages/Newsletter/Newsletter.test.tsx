import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import NewsletterConfirm from './NewsletterConfirm';
import NewsletterUnsubscribe from './NewsletterUnsubscribe';

const TOKEN = 'tok-0123456789abcdefghij';

afterEach(() => jest.restoreAllMocks());

describe('NewsletterConfirm', () => {
  it('confirms the subscription once on arrival and says which list', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', message: 'ok', list: 'general' }));
    renderWithProviders(
      <StrictMode>
        <NewsletterConfirm />
      </StrictMode>,
      { route: `/newsletter/confirm?token=${TOKEN}` },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your subscription…');
    const done = await screen.findByText('Your subscription to the Uwazi Hub newsletter is confirmed. Thank you!');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/newsletter/confirm/', { token: TOKEN });
  });

  it('names workshop news when the link was for it', async () => {
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', message: 'ok', list: 'workshops' }));
    renderWithProviders(<NewsletterConfirm />, { route: `/newsletter/confirm?token=${TOKEN}` });
    expect(await screen.findByText('Your subscription to Uwazi Hub workshop news is confirmed. Thank you!')).toBeInTheDocument();
  });

  it('says plainly when the link was already used, or has expired', async () => {
    jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new ApiError('used', 409, 'token', null))
      .mockRejectedValueOnce(new ApiError('gone', 410, 'token', null));
    const { unmount } = renderWithProviders(<NewsletterConfirm />, { route: `/newsletter/confirm?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link was already used: your subscription is confirmed.');
    unmount();
    renderWithProviders(<NewsletterConfirm />, { route: `/newsletter/confirm?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or is not valid. To get a new one, subscribe again with the box at the foot of any page.');
  });

  it('offers to try again when the server cannot be reached', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce(answer({ status: 'success', message: 'ok', list: 'general' }));
    renderWithProviders(<NewsletterConfirm />, { route: `/newsletter/confirm?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server to check your link. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Your subscription to the Uwazi Hub newsletter is confirmed. Thank you!')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('explains a link without its token, sending nothing', () => {
    const post = jest.spyOn(api, 'post');
    renderWithProviders(<NewsletterConfirm />, { route: '/newsletter/confirm' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the whole link from the e-mail.');
    expect(post).not.toHaveBeenCalled();
  });
});

describe('NewsletterUnsubscribe', () => {
  it('unsubscribes only when asked, then says so', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', message: 'ok', list: 'general' }));
    renderWithProviders(<NewsletterUnsubscribe />, { route: `/newsletter/unsubscribe?token=${TOKEN}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe this address' }));
    expect((await screen.findByText(/^You are unsubscribed/)).closest('[role="status"]')).toHaveTextContent(
      'You are unsubscribed from the Uwazi Hub newsletter. We will not write to this address again.',
    );
    expect(post).toHaveBeenCalledWith('/api/newsletter/unsubscribe/', { token: TOKEN });
  });

  it('says when the link is not valid any more, and keeps the button for a retry', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('gone', 410, 'token', null));
    renderWithProviders(<NewsletterUnsubscribe />, { route: `/newsletter/unsubscribe?token=${TOKEN}` });
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe this address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid, or the address was already removed.');
    expect(screen.getByRole('button', { name: 'Unsubscribe this address' })).toBeEnabled();
  });

  it('explains a link without its token and offers no button', () => {
    renderWithProviders(<NewsletterUnsubscribe />, { route: '/newsletter/unsubscribe' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the whole link from the e-mail.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe this address' })).not.toBeInTheDocument();
  });
});
