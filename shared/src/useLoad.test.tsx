import { act, render, screen } from '@testing-library/react';
import { changeLanguage, currentLanguage } from './i18n';
import { useLoad } from './useLoad';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('useLoad', () => {
  it('loads again in the new language when the language changes, keeping what is on screen until the answer arrives', async () => {
    const answers: Array<(value: string) => void> = [];
    const asked: string[] = [];
    const load = () => {
      asked.push(currentLanguage());
      return new Promise<string>((resolve) => answers.push(resolve));
    };
    function Page() {
      const { state } = useLoad(load);
      return <p>{state.status === 'loaded' ? state.data : state.status}</p>;
    }
    render(<Page />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => answers[0]!('Maswali in English'));
    expect(await screen.findByText('Maswali in English')).toBeInTheDocument();

    await act(() => changeLanguage('sw'));
    expect(asked).toEqual(['en', 'sw']);
    // The English answer stays while the Kiswahili one is on its way: no spinner in between.
    expect(screen.getByText('Maswali in English')).toBeInTheDocument();
    await act(async () => answers[1]!('Maswali kwa Kiswahili'));
    expect(await screen.findByText('Maswali kwa Kiswahili')).toBeInTheDocument();
  });
});
