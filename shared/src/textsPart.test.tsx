import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { changeLanguage, createTranslator } from './i18n';
import { withCommonTexts } from './textsPart';

const common = createTranslator('texts-part-common', {
  en: { loading: 'Loading…', files: '{count} file', files_other: '{count} files' },
  sw: () => Promise.resolve({ loading: 'Inapakia…', files: 'faili {count}', files_other: 'faili {count}' }),
});

// The page's Kiswahili arrives only when the test lets it go.
let releasePage: () => void = () => undefined;
const pageEn = { title: 'File a Complaint', steps: '{count} step', steps_other: '{count} steps' };
const { t, useTranslations } = withCommonTexts(
  createTranslator('texts-part-page', {
    en: pageEn,
    sw: () => new Promise((resolve) => (releasePage = () => resolve({ title: 'Wasilisha lalamiko', steps: 'hatua {count}', steps_other: 'hatua {count}' }))),
  }),
  pageEn,
  common,
);

function Page() {
  useTranslations();
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('loading')}</p>
      <p>{t('steps', { count: 3 })}</p>
      <p>{t('files', { count: 2 })}</p>
    </>
  );
}

afterEach(async () => {
  releasePage();
  await act(() => changeLanguage('en'));
});

describe('withCommonTexts', () => {
  it('gives a page its own texts and the shared ones under one t, plurals included', () => {
    expect(t('title')).toBe('File a Complaint');
    expect(t('loading')).toBe('Loading…');
    expect(t('steps', { count: 1 })).toBe('1 step');
    expect(t('steps', { count: 3 })).toBe('3 steps');
    expect(t('files', { count: 2 })).toBe('2 files');
  });

  it('in Kiswahili, takes the page’s texts from its own catalog and the shared ones from the section’s', async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'File a Complaint' })).toBeInTheDocument();
    const switched = act(() => changeLanguage('sw'));
    releasePage();
    await switched;
    expect(await screen.findByRole('heading', { name: 'Wasilisha lalamiko' })).toBeInTheDocument();
    expect(screen.getByText('Inapakia…')).toBeInTheDocument();
    expect(screen.getByText('hatua 3')).toBeInTheDocument();
    expect(screen.getByText('faili 2')).toBeInTheDocument();
  });
});
