import { useState } from 'react';
import styled from 'styled-components';
import { Button, formatFileSize, Notice, toApiError } from '@civic/shared';
import { addFollowUpEvidence, type FollowUpReport } from '../../api';
import { EvidencePicker } from '../../components/EvidencePicker';
import { t } from '../../messages/follow-up';
import { UploadProgress } from '../../uploads/UploadProgress';
import { filesOutcome, useEvidenceSending } from '../../uploads/useEvidenceSending';

const Files = styled.ul`
  padding-left: 1.25rem;
`;

type Outcome = { tone: 'success' | 'error' | 'info'; text: string };

/**
 * The files on a report, and more added by its receipt. They go as the report's own did: each sent ahead in
 * resumable pieces with its progress shown, which "Stop sending" stops and "Try again" or a second press resumes
 * where it stopped; then the receipt names them. The chosen files stay chosen until they are on the report.
 */
export function AddEvidence({ receipt, files, onUpdated }: { receipt: string; files: FollowUpReport['files']; onUpdated: (report: FollowUpReport) => void }) {
  const [chosen, setChosen] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sending = useEvidenceSending();

  async function upload() {
    if (chosen.length === 0) {
      setOutcome({ tone: 'error', text: t('evidenceNone') });
      return;
    }
    setBusy(true);
    setOutcome(null);
    // What was said about the files before this press no longer holds: they go again now.
    setProblems([]);
    try {
      const uploads = await sending.send(chosen);
      onUpdated(await addFollowUpEvidence(receipt, uploads));
      sending.forget();
      setChosen([]);
      setOutcome({ tone: 'success', text: t('evidenceSent') });
    } catch (error) {
      const files = filesOutcome(error);
      if (files === 'stopped') setOutcome({ tone: 'info', text: t('evidenceStopped') });
      else if (files === 'offline') setOutcome({ tone: 'error', text: t('evidenceOffline') });
      else if (files === 'failed') setOutcome({ tone: 'error', text: t('evidenceFailed') });
      else {
        const failure = toApiError(error, t('evidenceFailed'));
        if (failure.field === 'files' || failure.field === 'evidenceFiles') {
          // The server did not take the uploads as they were (a file's kind, say): the next press sends them afresh.
          sending.forget();
          // Named beside the picker, in the page's language, as on the report and complaint forms.
          setProblems([failure.message]);
          setOutcome({ tone: 'error', text: t('evidenceFailed') });
        } else setOutcome({ tone: 'error', text: failure.message });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="evidence-title">
      <h3 id="evidence-title">{t('evidenceTitle')}</h3>
      {files.length === 0 ? <p>{t('evidenceEmpty')}</p> : null}
      <Files>
        {files.map((file) => (
          <li key={`${file.name}-${file.sizeBytes}`}>
            {file.name} ({formatFileSize(file.sizeBytes)}), {file.addedBy === 'staff' ? t('evidenceByStaff') : t('evidenceByYou')}
          </li>
        ))}
      </Files>
      {/* Evidence added to an anonymous report is cleaned like the report's own, so the same warning applies. */}
      <EvidencePicker label={t('evidenceAddLabel')} files={chosen} onChange={setChosen} problems={problems} onProblems={setProblems} warnHiddenDetails held={busy} />
      <UploadProgress items={sending.progress} sending={sending.sending} onRetry={() => void upload()} onStop={sending.stop} />
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <Button type="button" disabled={busy} onClick={() => void upload()}>
        {busy ? t('evidenceSending') : t('evidenceSend')}
      </Button>
    </section>
  );
}
