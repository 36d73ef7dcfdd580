import { act, screen } from '@testing-library/react';
import { setLowData } from '@civic/shared';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import { HomePage } from './HomePage';

jest.mock('../../remotes/registry', () => ({ preloadRoute: jest.fn() }));

function setConnection(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', { value: saveData === undefined ? undefined : { saveData }, configurable: true });
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

describe('HomePage', () => {
  afterEach(() => {
    setConnection(undefined);
    setReducedMotion(false);
  });

  it('shows the hero, its two actions, the stat claims and Get Started Today', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Empowering Citizens, Demanding Accountability!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join us today' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('link', { name: 'Who we are' })).toHaveAttribute('href', '/who-we-are');
    for (const [value, label] of [
      ['98%', 'client satisfaction'],
      ['100%', 'transparent'],
      ['1', 'country'],
      ['24/7', 'support'],
    ] as const) {
      expect(screen.getByText(value)).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    // Each claim says what it counts.
    expect(screen.getByText(/called it useful/)).toBeInTheDocument();
    expect(screen.getByText('we work in Kenya, in all 47 counties')).toBeInTheDocument();
    expect(screen.getByText('Working for open public money in Kenya since 2022.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /File a complaint/ })).toHaveAttribute('href', '/complaints');
    expect(screen.getByRole('heading', { name: 'Get Started Today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/auth/signup');
  });

  it('plays the muted looping video on an ordinary connection', () => {
    setReducedMotion(false);
    renderWithProviders(<HomePage />);
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('poster');
  });

  it('offers a button that pauses and plays the looping video', async () => {
    setReducedMotion(false);
    renderWithProviders(<HomePage />);
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    const pause = jest.spyOn(video, 'pause').mockImplementation(() => undefined);
    const play = jest.spyOn(video, 'play').mockImplementation(() => Promise.resolve());
    await userEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalled();
  });

  it('does not download the video on a save-data connection', () => {
    setConnection(true);
    renderWithProviders(<HomePage />);
    expect(screen.queryByTestId('hero-video')).not.toBeInTheDocument();
  });

  it('in low-data mode plays no video and shows the picture only when asked', async () => {
    act(() => setLowData(true));
    try {
      const { container } = renderWithProviders(<HomePage />);
      expect(screen.queryByTestId('hero-video')).not.toBeInTheDocument();
      expect(container.querySelector('[data-picture]')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Show the picture' }));
      expect(container.querySelector('[data-picture]')).not.toBeNull();
      expect(screen.queryByRole('button', { name: 'Show the picture' })).not.toBeInTheDocument();
    } finally {
      act(() => setLowData(false));
    }
  });

  it('does not play the video when reduced motion is asked for', () => {
    setReducedMotion(true);
    renderWithProviders(<HomePage />);
    expect(screen.queryByTestId('hero-video')).not.toBeInTheDocument();
  });
});
