import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { bus, changeLanguage } from '@civic/shared';
import { renderWithProviders } from '@civic/shared/testing';
import { useTranslations } from '../messages';
import { makeProject } from '../testing/fixtures';
import { ProjectDetail } from './ProjectDetail';

/** As under the section's root, which draws the page again when the language changes. */
function Page({ render }: { render: () => ReactNode }) {
  useTranslations();
  return <>{render()}</>;
}

/** The value beside a term of the detail's fact lists. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => bus.emit({ type: 'session', user: null }));
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('ProjectDetail', () => {
  it('shows its status, sector, priority and document type in Kiswahili, and exactly as before in English', async () => {
    const project = makeProject({ status: 'Delayed', category: 'health', categoryLabel: 'Health', priority: 'Low' });
    const { container } = renderWithProviders(<Page render={() => <ProjectDetail project={project} shareUrl="https://uwazi.example/projects/browser?project=sample-001" />} />);
    expect(fact('Status')).toBe('Delayed');
    expect(fact('Sector')).toBe('Health');
    expect(fact('Priority')).toBe('Low');
    expect(screen.getByText('Delayed', { selector: '[data-tone]' })).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('(Guide)', { exact: false })).toBeInTheDocument();
    const english = container.textContent;

    await act(() => changeLanguage('sw'));
    expect(fact('Hali')).toBe('Umechelewa');
    expect(fact('Sekta')).toBe('Afya');
    expect(fact('Kipaumbele')).toBe('Chini');
    expect(screen.getByText('Umechelewa', { selector: '[data-tone]' })).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('(Mwongozo)', { exact: false })).toBeInTheDocument();
    expect(container).not.toHaveTextContent('Delayed');

    await act(() => changeLanguage('en'));
    expect(container.textContent).toBe(english);
  });
});
