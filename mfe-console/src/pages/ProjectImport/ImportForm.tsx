import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, TextField, counted, formatNumber, toApiError } from '@civic/shared';
import { isSecondFactorRefusal } from '@civic/shared/contracts';
import { IMPORT_FILE_LIMIT, importProjects, type ImportAnswer, type ImportFormat } from '../../api';
import { Refused } from '../../access';
import { Message } from '../../components/Message';
import { Actions } from '../../components/content/parts';
import { t } from '../../messages/projects';
import { ReportDetails } from './ReportDetails';

/** The format a file is read in, from the end of its name; null for any other kind of file. */
function formatOf(name: string): ImportFormat | null {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'json' ? extension : null;
}

/** Why a file cannot be sent, said before it is: the wrong kind, or more than the API takes. */
function problemOf(file: File): string | null {
  if (!formatOf(file.name)) return t('importFormatNeeded');
  if (file.size > IMPORT_FILE_LIMIT) return t('importTooLarge');
  return null;
}

/** The report in one sentence: what was read, and what was (or would be) done with it. */
function summaryOf({ checked, report }: ImportAnswer): string {
  const refused = report.refused.length;
  const read = { ...counted(report.total), refused: formatNumber(refused) };
  return checked
    ? t('importChecked', { ...read, accepted: formatNumber(report.total - refused) })
    : t('importDone', { ...read, created: formatNumber(report.created), updated: formatNumber(report.updated), unchanged: formatNumber(report.unchanged) });
}

/** Which button sent the file: a check writes nothing. */
type Pressed = 'check' | 'import';

/** Where the page is: a file on its way, the API's report on it, or a failure that is not the file's. */
type Outcome = { sending: Pressed; name: string } | { report: ImportAnswer; name: string } | { failed: string } | null;

/**
 * The file to import, checked in the browser for its kind and size before it is sent, and what the API made
 * of it. The file stays chosen through every refusal, so it can be sent again once the trouble is fixed; a
 * refusal of the file itself is said under its input, which takes focus.
 */
export function ImportForm() {
  const id = useId();
  const fileId = `${id}-file`;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [refused, setRefused] = useState<{ status: 401 | 403; secondFactor: boolean } | null>(null);
  // Where focus goes once the answer is shown: the file input, or the button pressed (disabled, and so without
  // focus, while the file was on its way).
  const focusNext = useRef<'file' | Pressed | null>(null);
  const sending = outcome !== null && 'sending' in outcome;

  useEffect(() => {
    const next = focusNext.current;
    if (!next || sending) return;
    focusNext.current = null;
    document.getElementById(next === 'file' ? fileId : `${id}-${next}`)?.focus();
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setOutcome(null);
    setFileError(chosen ? problemOf(chosen) : null);
  }

  async function send(pressed: Pressed) {
    const problem = file ? problemOf(file) : t('importChooseFile');
    if (!file || problem) {
      setFileError(problem);
      setOutcome(null);
      // At once: the same refusal a second time changes nothing on screen, and would leave focus where it is.
      document.getElementById(fileId)?.focus();
      return;
    }
    setFileError(null);
    setOutcome({ sending: pressed, name: file.name });
    try {
      const answer = await importProjects(file, { format: formatOf(file.name)!, name: file.name, check: pressed === 'check' });
      setOutcome({ report: answer, name: file.name });
      focusNext.current = pressed;
    } catch (error) {
      const failed = toApiError(error, t('importFailed'));
      if (failed.status === 401 || failed.status === 403) {
        // Signed out meanwhile, or no longer an editor: the page says so, as it does when it opens.
        setRefused({ status: failed.status, secondFactor: isSecondFactorRefusal(failed.body) });
      } else if (failed.status === 413 || failed.field === 'file') {
        setOutcome(null);
        setFileError(failed.status === 413 ? t('importTooLarge') : failed.message);
        focusNext.current = 'file';
      } else {
        setOutcome({ failed: failed.message });
        focusNext.current = pressed;
      }
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send('check');
  }

  if (refused) return <Refused status={refused.status} secondFactor={refused.secondFactor} next="/console/content/projects" refusal={t('editorsOnly')} />;

  const report = outcome && 'report' in outcome ? outcome : null;
  return (
    <>
      <form onSubmit={submit} noValidate aria-label={t('projectsTitle')}>
        <TextField
          id={fileId}
          type="file"
          label={t('importFile')}
          hint={t('importFileHint')}
          accept=".csv,.json,text/csv,application/json"
          error={fileError ?? undefined}
          required
          onChange={choose}
        />
        <Actions>
          <Button id={`${id}-check`} type="submit" $variant="secondary" disabled={sending}>
            {t('importCheck')}
          </Button>
          <Button id={`${id}-import`} type="button" disabled={sending} onClick={() => void send('import')}>
            {t('importRun')}
          </Button>
        </Actions>
      </form>
      {report ? <h2>{t(report.report.checked ? 'importCheckedHeading' : 'importDoneHeading', { name: report.name })}</h2> : null}
      <div role="status" aria-label={t('statusImport')}>
        {outcome && 'sending' in outcome ? <p>{t(outcome.sending === 'check' ? 'importChecking' : 'importImporting', { name: outcome.name })}</p> : null}
        {report ? <Message $tone={report.report.checked ? 'info' : 'success'}>{summaryOf(report.report)}</Message> : null}
        {outcome && 'failed' in outcome ? <Message $tone="error">{outcome.failed}</Message> : null}
      </div>
      {report ? <ReportDetails answer={report.report} /> : null}
    </>
  );
}
