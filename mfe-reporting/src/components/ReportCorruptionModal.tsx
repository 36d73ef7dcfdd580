import { useRef, useState } from 'react';
import { useFormik, yupToFormErrors, type FormikErrors } from 'formik';
import { Modal, toApiError, toast } from '@civic/shared';
import { corruptionReportSchema } from '@civic/shared/schemas';
import { submitCorruptionReport } from '../api';
import { draftFingerprint, newIdempotencyKey } from '../evidenceFiles';
import { t, useTranslations } from '../messages';
import { ReportCorruptionForm, type ReportValues } from './ReportCorruptionForm';
import { ReportFailure } from './ReportFailure';
import { ReportSuccess } from './ReportSuccess';

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

type View = { kind: 'form' } | { kind: 'success'; receipt: string } | { kind: 'failure'; detail: string | null };

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
 * 'Report Corruption in Kenya': form → submitting → success (receipt) or failure.
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
  const [serverFileError, setServerFileError] = useState<string | undefined>(undefined);
  // One key per draft: a retry after a timeout must not create the report twice on the server.
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

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
      setServerFileError(undefined);
      try {
        const answer = await submitCorruptionReport(fields, files, attempt.current.key);
        toast.success(t('reportSuccessToast'));
        setView({ kind: 'success', receipt: answer.data.receipt });
      } catch (error) {
        const failure = toApiError(error, t('reportFailureBody'));
        const field = failure.field;
        if (field && FORM_FIELDS.has(field)) {
          helpers.setFieldTouched(field, true, false);
          helpers.setFieldError(field, failure.message);
        } else if (field === 'files' || field === 'evidenceFiles') {
          setServerFileError(failure.message);
        }
        toast.error(t('reportFailureToast'));
        setView({ kind: 'failure', detail: field ? failure.message : null });
      }
    },
  });

  return (
    <Modal title={t('reportTitle')} onClose={guardedClose} wide>
      {view.kind === 'success' ? <ReportSuccess receipt={view.receipt} onClose={onClose} onSaved={() => setReceiptSafe(true)} closeWarned={closeWarned} /> : null}
      {view.kind === 'failure' ? <ReportFailure detail={view.detail} onRetry={() => setView({ kind: 'form' })} /> : null}
      {view.kind === 'form' ? (
        <ReportCorruptionForm
          formik={formik}
          files={files}
          onFiles={setFiles}
          fileProblems={fileProblems}
          onFileProblems={(problems) => {
            setFileProblems(problems);
            setServerFileError(undefined);
          }}
          serverFileError={serverFileError}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
