import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import { DataTable } from './DataTable';

/** jsdom lays nothing out: the widths a phone would measure are set on the element's prototype. */
function layOut(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

function Figures() {
  return (
    <>
      <button type="button">Before</button>
      <DataTable caption="Money by county">
        <tbody>
          <tr>
            <th scope="row">Nakuru</th>
            <td>KES 80.0M</td>
          </tr>
        </tbody>
      </DataTable>
      <button type="button">After</button>
    </>
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { ResizeObserver?: unknown }).ResizeObserver;
});

describe('DataTable', () => {
  it('is no Tab stop and says nothing of scrolling when the table fits', async () => {
    const user = userEvent.setup();
    layOut(340, 340);
    renderWithProviders(<Figures />);
    expect(screen.getByRole('table', { name: 'Money by county' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(/Scroll sideways/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('becomes a named, focusable scrolling region with a visible hint when the table is wider than the screen', async () => {
    const user = userEvent.setup();
    layOut(720, 343);
    renderWithProviders(<Figures />);
    const region = screen.getByRole('region', { name: 'Money by county (scrolls sideways)' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Scroll sideways to see every column →')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(region).toHaveFocus();
  });

  it('measures again when the screen changes size', () => {
    let resized: () => void = () => undefined;
    (window as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    };
    layOut(340, 340);
    renderWithProviders(<Figures />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    layOut(720, 343);
    act(() => resized());
    expect(screen.getByRole('region', { name: 'Money by county (scrolls sideways)' })).toBeInTheDocument();
    layOut(340, 340);
    act(() => resized());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(/Scroll sideways/)).not.toBeInTheDocument();
  });
});
