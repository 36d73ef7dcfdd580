import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@civic/shared';
import { renderWithProviders } from '@civic/shared/testing';
import { ReportModalHost } from './ReportModalHost';
import { loadRemoteModule } from './registry';

jest.mock('./registry', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function FakeReportModal({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Report Corruption in Kenya">
      <button type="button" onClick={onClose}>
        Close report
      </button>
    </div>
  );
}

describe('ReportModalHost', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it("opens the reporting section's modal when the header asks, and closes it", async () => {
    load.mockResolvedValue({ default: FakeReportModal });
    renderWithProviders(<ReportModalHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit({ type: 'open-report-modal' }));
    // The host shows its own loading dialog first, then the section's modal replaces it.
    expect(await screen.findByRole('button', { name: 'Close report' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(load).toHaveBeenCalledWith('mfe_reporting', 'ReportCorruptionModal', { fresh: false });
    await userEvent.click(screen.getByRole('button', { name: 'Close report' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed when the loading dialog is closed before the section arrives', async () => {
    let arrive: (module: { default: typeof FakeReportModal }) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)) as never);
    renderWithProviders(<ReportModalHost />);
    act(() => bus.emit({ type: 'open-report-modal' }));
    expect(screen.getByRole('dialog', { name: 'Report Corruption in Kenya' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => arrive({ default: FakeReportModal }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close report' })).not.toBeInTheDocument();
  });

  it('says the form is unavailable when the section cannot be loaded, and Retry tries afresh', async () => {
    load.mockRejectedValueOnce(new Error('manifest 503'));
    renderWithProviders(<ReportModalHost />);
    act(() => bus.emit({ type: 'open-report-modal' }));
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    load.mockResolvedValue({ default: FakeReportModal });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Close report' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mfe_reporting', 'ReportCorruptionModal', { fresh: true });
  });
});
