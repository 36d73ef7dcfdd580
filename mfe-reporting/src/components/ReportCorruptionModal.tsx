import { useMemo, useRef, useState } from 'react';
import { useFormik, yupToFormErrors, type FormikErrors } from 'formik';
import { Modal, toApiError, toast } from '@civic/shared';
import { corruptionReportSchema } from '@civic/shared/schemas';
import { submitCorruptionReport } from '../api';
import { draftFingerprint, newIdempotencyKey } from '../evidenceFiles';
import { t, useTranslations } from '../messages/report-form';
import { ReportCorruptionForm, type ReportValues } from './ReportCorruptionForm';
import { ReportFailure } from './ReportFailure';
import { ReportSuccess } from './ReportSuccess';
import { useKeptDraft } from '../drafts/useKeptDraft';
import { KeepDraftChoice } from '../drafts/KeepDraftChoice';
import { failedOffline, useSendWhenOnline } from '../drafts/useSendWhenOnline';
import { WaitingToSend } from '../drafts/WaitingToSend';
import { filesOutcome, useEvidenceSending } from '../uploads/useEvidenceSending';
import { UploadProgress } from '../uploads/UploadProgress';

const EMPTY: ReportValues = {
  incidentType: '',
  location: '',
  date: '',
  description: '',
  involvedParties: '',
  evidenceDescription: '',
  isAnonymous: true,
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  keepOriginals: false,
};

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY));

type View = { kind: 'form' } | { kind: 'waiting' } | { kind: 'sending' } | { kind: 'success'; receipt: string } | { kind: 'failure'; detail: string | null };

/** The payload as the contract names it; contact details and the keep-originals choice go only with the report they belong to. */
function toFields(values: ReportValues): Record<string, string> {
  const named = !values.isAnonymous;
  return {
    incidentType: values.incidentType,
    location: values.location.trim(),
    date: values.date,
    description: values.description.trim(),
    involvedParties: values.involvedParties.trim(),
    evidenceDescription: values.evidenceDescription.trim(),
    contactName: named ? values.contactName.trim() : '',
    contactEmail: named ? values.contactEmail.trim() : '',
    contactPhone: named ? values.contactPhone.trim() : '',
    isAnonymous: String(values.isAnonymous),
    keepOriginals: String(values.isAnonymous && values.keepOriginals),
  };
}

/**
 * 'Report Corruption in Kenya': form → submitting → success (receipt) or failure; sent without a connection, it
 * waits and is sent once the browser is back online (waiting → sending → success or failure).
 * The draft (values and files) lives here, above the views, so 'Try Again' returns to everything as typed.
 */
export default function ReportCorruptionModal({ onClose }: { onClose: () => void }) {
  useTranslations();
  const [view, setView] = useState<View>({ kind: 'form' });
  // Closing before the receipt is saved only warns, once: a second close goes through.
  const [receiptSafe, setReceiptSafe] = useState(false);
  const [closeWarned, setCloseWarned] = useState(false);
  const guardedClose = () => {
    if (view.kind === 'success' && !receiptSafe && !closeWarned) {
      setCloseWarned(true);
      return;
    }
    onClose();
  };
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  // One key per draft: a retry after a timeout must not create the report twice on the server.
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  // The key of a report sent offline and not yet answered; kept with the draft, if the reporter keeps one.
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  // The evidence goes ahead of the report, a piece at a time, with its progress shown.
  const sending = useEvidenceSending();
  const [uploadNote, setUploadNote] = useState<string | null>(null);

  const formik = useFormik<ReportValues>({
    initialValues: EMPTY,
    // Contact details of an anonymous report are never sent, so a half-typed address there must not block it.
    validate: async (values) => {
      try {
        await corruptionReportSchema.validate(toFields(values), { abortEarly: false });
        return {};
      } catch (error) {
        return yupToFormErrors(error) as FormikErrors<ReportValues>;
      }
    },
    onSubmit: async (values, helpers) => {
      const fields = toFields(values);
      const fingerprint = draftFingerprint(fields, files);
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
      setUploadNote(null);
      // What was said about the files before this attempt no longer holds: they go again now.
      setFileProblems([]);
      try {
        const uploads = await sending.send(files);
        const answer = await submitCorruptionReport(fields, uploads, attempt.current.key);
        toast.success(t('reportSuccessToast'));
        setPendingKey(null);
        sending.forget();
        await draft.forget();
        setView({ kind: 'success', receipt: answer.data.receipt });
      } catch (error) {
        const outcome = filesOutcome(error);
        if (outcome === 'stopped' || outcome === 'failed') {
          // The form stays as typed; each file that did not arrive says so and can be tried again.
          if (outcome === 'stopped') setUploadNote(t('uploadStopped'));
          else toast.error(t('reportFailureToast'));
          setView({ kind: 'form' });
          return;
        }
        const failure = toApiError(error, t('reportFailureBody'));
        if (outcome === 'offline' || failedOffline(failure)) {
          setPendingKey(attempt.current.key);
          setView({ kind: 'waiting' });
          outbox.wait();
          return;
        }
        setPendingKey(null);
        const field = failure.field;
        if (field && FORM_FIELDS.has(field)) {
          helpers.setFieldTouched(field, true, false);
          helpers.setFieldError(field, failure.message);
        } else if (field === 'files' || field === 'evidenceFiles') {
          // Named beside the files, as a file the picker refused is; the next pick or removal clears it.
          setFileProblems([failure.message]);
          // The server did not take the uploads as they were: the next attempt sends the files afresh.
          sending.forget();
        }
        toast.error(t('reportFailureToast'));
        // The server's reason whenever it refused the report itself (a field, a file, too many reports).
        const refused = failure.status !== null && failure.status < 500;
        setView({ kind: 'failure', detail: field || refused ? failure.message : null });
      }
    },
  });

  // Back online: the same report again, with the same key.
  const { submitForm } = formik;
  const outbox = useSendWhenOnline(() => {
    setView({ kind: 'sending' });
    void submitForm().finally(() => setView((shown) => (shown.kind === 'sending' ? { kind: 'form' } : shown)));
  });

  // Kept on the phone only if the reporter ticks "Keep a draft on this phone"; put back when the form opens again,
  // and a report that was waiting for the connection waits again.
  const { setValues } = formik;
  const pending = useMemo(() => (pendingKey ? { key: pendingKey } : undefined), [pendingKey]);
  const draft = useKeptDraft<ReportValues>('report', { values: formik.values, files, pending }, (kept) => {
    const values = { ...EMPTY, ...kept.values };
    void setValues(values, false);
    setFiles(kept.files);
    if (kept.pending) {
      attempt.current = { fingerprint: draftFingerprint(toFields(values), kept.files), key: kept.pending.key };
      setPendingKey(kept.pending.key);
      setView({ kind: 'waiting' });
      outbox.wait();
    }
  });

  const uploadProgress = <UploadProgress items={sending.progress} sending={sending.sending} onRetry={() => void formik.submitForm()} onStop={sending.stop} />;

  return (
    <Modal title={t('reportTitle')} onClose={guardedClose} wide>
      {view.kind === 'success' ? <ReportSuccess receipt={view.receipt} onClose={onClose} onSaved={() => setReceiptSafe(true)} closeWarned={closeWarned} /> : null}
      {view.kind === 'failure' ? <ReportFailure detail={view.detail} onRetry={() => setView({ kind: 'form' })} /> : null}
      {view.kind === 'waiting' || view.kind === 'sending' ? (
        <WaitingToSend
          title={t('reportWaitingTitle')}
          sending={view.kind === 'sending'}
          kept={draft.keep}
          onBack={() => {
            outbox.stopWaiting();
            setPendingKey(null);
            setView({ kind: 'form' });
          }}
        >
          {uploadProgress}
        </WaitingToSend>
      ) : null}
      {view.kind === 'form' ? (
        <ReportCorruptionForm
          formik={formik}
          files={files}
          onFiles={setFiles}
          fileProblems={fileProblems}
          onFileProblems={setFileProblems}
          draftChoice={<KeepDraftChoice draft={draft} id="report" />}
          uploadProgress={
            <>
              {uploadNote ? <p role="status">{uploadNote}</p> : null}
              {uploadProgress}
            </>
          }
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
