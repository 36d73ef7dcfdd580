import { useState } from 'react';
import styled from 'styled-components';
import { Button, formatFileSize, Notice, toApiError } from '@civic/shared';
import { addFollowUpEvidence, type FollowUpReport } from '../../api';
import { EvidencePicker } from '../../components/EvidencePicker';
import { t } from '../../messages/follow-up';

const Files = styled.ul`
  padding-left: 1.25rem;
`;

export function AddEvidence({ receipt, files, onUpdated }: { receipt: string; files: FollowUpReport['files']; onUpdated: (report: FollowUpReport) => void }) {
  const [chosen, setChosen] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function upload() {
    if (chosen.length === 0) {
      setOutcome({ tone: 'error', text: t('evidenceNone') });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      onUpdated(await addFollowUpEvidence(receipt, chosen));
      setChosen([]);
      setOutcome({ tone: 'success', text: t('evidenceSent') });
    } catch (error) {
      setOutcome({ tone: 'error', text: toApiError(error, t('evidenceFailed')).message });
    } finally {
      setSending(false);
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
      <EvidencePicker label={t('evidenceAddLabel')} files={chosen} onChange={setChosen} problems={problems} onProblems={setProblems} warnHiddenDetails />
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <Button type="button" disabled={sending} onClick={() => void upload()}>
        {sending ? t('evidenceSending') : t('evidenceSend')}
      </Button>
    </section>
  );
}
