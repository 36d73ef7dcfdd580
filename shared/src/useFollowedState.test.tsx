import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFollowedState } from './useFollowedState';

function SearchBox({ address }: { address: string }) {
  const [term, setTerm] = useFollowedState(address);
  return <input aria-label="Search" value={term} onChange={(event) => setTerm(event.target.value)} />;
}

describe('useFollowedState', () => {
  it('keeps what the citizen types, and starts again from the source when the source changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SearchBox address="water" />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveValue('water');
    await user.type(box, ' kiosks');
    expect(box).toHaveValue('water kiosks');
    rerender(<SearchBox address="water" />);
    expect(box).toHaveValue('water kiosks');
    act(() => rerender(<SearchBox address="" />));
    expect(box).toHaveValue('');
  });
});
