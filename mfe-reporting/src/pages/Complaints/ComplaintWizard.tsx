import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button, Notice, toApiError, toast, useFocusFirstError, useSession } from '@civic/shared';
import { submitComplaint } from '../../api';
import { draftFingerprint, newIdempotencyKey } from '../../evidenceFiles';
import { t } from '../../messages/complaints';
import { BasicInfoStep } from './BasicInfoStep';
import { COMPLAINT_STEP_SCHEMAS, EMPTY_COMPLAINT, stepOfComplaintField, toComplaintFields, type ComplaintFieldProps, type ComplaintValues } from './complaintValues';
import { ComplaintSuccess } from './ComplaintSuccess';
import { ContactStep } from './ContactStep';
import { DetailsStep } from './DetailsStep';
import { useKeptDraft } from '../../drafts/useKeptDraft';
import { KeepDraftChoice } from '../../drafts/KeepDraftChoice';
import { failedOffline, useSendWhenOnline } from '../../drafts/useSendWhenOnline';
import { WaitingToSend } from '../../drafts/WaitingToSend';
import { filesOutcome, useEvidenceSending } from '../../uploads/useEvidenceSending';
import { UploadProgress } from '../../uploads/UploadProgress';

const LAST_STEP = COMPLAINT_STEP_SCHEMAS.length - 1;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  li {
    border-top: 6px solid ${({ theme }) => theme.colors.border};
    padding-top: ${({ theme }) => theme.space(2)};
    font-size: 0.9rem;
  }
  li[data-reached='true'] {
    border-top-color: ${({ theme }) => theme.colors.primary};
  }
  li[aria-current='step'] {
    font-weight: 700;
  }
`;

const StepHeading = styled.h2`
  font-size: 1.35rem;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: space-between;
`;

const stepTitles = () => [t('complaintStepBasic'), t('complaintStepDetails'), t('complaintStepContact')];

function ComplaintSteps({ step }: { step: number }) {
  return (
    <Steps aria-label={t('complaintProgress')}>
      {stepTitles().map((title, index) => (
        <li key={title} data-reached={index <= step} aria-current={index === step ? 'step' : undefined}>
          {index + 1}. {title}
        </li>
      ))}
    </Steps>
  );
}

/**
 * The form as the page rendered ahead shows it (see Complaints): its steps and its first step's heading, where
 * the form will be, and that it is loading. No field: what someone typed before the scripts ran would be lost.
 */
export function ComplaintWizardAhead() {
  const titles = stepTitles();
  return (
    <>
      <ComplaintSteps step={0} />
      <StepHeading>{t('complaintStepHeading', { number: 1, total: titles.length, title: titles[0] ?? '' })}</StepHeading>
      <p>{t('complaintFormLoading')}</p>
    </>
  );
}

/**
 * The three-step complaint form; it really submits, and the complaint is stored. Next checks only
 * the step on screen; the documents and the draft survive Previous/Next and a failed submit.
 */
export function ComplaintWizard() {
  const [step, setStep] = useState(0);
  const [documents, setDocuments] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const user = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  // Sent without a connection: waiting for it, then sending (the key is kept with the draft, if there is one).
  const [outboxView, setOutboxView] = useState<'waiting' | 'sending' | null>(null);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  // The documents go ahead of the complaint, a piece at a time, with their progress shown.
  const sending = useEvidenceSending();
  const [uploadNote, setUploadNote] = useState<string | null>(null);
  const titles = stepTitles();

  function goToStep(next: number) {
    focusHeading.current = true;
    setFailure(null);
    setStep(next);
  }

  const formik = useFormik<ComplaintValues>({
    initialValues: EMPTY_COMPLAINT,
    validationSchema: COMPLAINT_STEP_SCHEMAS[step],
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      if (step < LAST_STEP) {
        helpers.setTouched({}, false);
        goToStep(step + 1);
        return;
      }
      setFailure(null);
      const fields = toComplaintFields(values);
      const fingerprint = draftFingerprint(fields, documents);
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
      setUploadNote(null);
      try {
        const uploads = await sending.send(documents);
        const answer = await submitComplaint(fields, uploads, attempt.current.key);
        toast.success(t('complaintSuccessBody'));
        setPendingKey(null);
        sending.forget();
        await draft.forget();
        setSent({ reference: answer.data.reference, email: fields.email ?? '' });
      } catch (error) {
        const outcome = filesOutcome(error);
        if (outcome === 'stopped' || outcome === 'failed') {
          // The complaint stays as typed; each document that did not arrive says so and can be tried again.
          setOutboxView(null);
          setUploadNote(outcome === 'stopped' ? t('uploadStopped') : null);
          return;
        }
        const problem = toApiError(error, t('complaintFailed'));
        if (outcome === 'offline' || failedOffline(problem)) {
          setPendingKey(attempt.current.key);
          setOutboxView('waiting');
          outbox.wait();
          return;
        }
        setPendingKey(null);
        const fieldStep = problem.field ? stepOfComplaintField(problem.field) : null;
        if (problem.field && fieldStep !== null) {
          setStep(fieldStep);
          helpers.setFieldTouched(problem.field, true, false);
          helpers.setFieldError(problem.field, problem.message);
        } else if (problem.field === 'files' || problem.field === 'documents') {
          setStep(1);
          setProblems([problem.message]);
          // The server did not take the uploads as they were: the next attempt sends the documents afresh.
          sending.forget();
        } else {
          setFailure(problem.message);
        }
      }
    },
  });

  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);

  // Back online: the same complaint again, with the same key.
  const outbox = useSendWhenOnline(() => {
    setOutboxView('sending');
    void formik.submitForm().finally(() => setOutboxView(null));
  });

  const uploadProgress = <UploadProgress items={sending.progress} sending={sending.sending} onRetry={() => void formik.submitForm()} onStop={sending.stop} />;

  // Kept on the phone only if the citizen ticks "Keep a draft on this phone"; put back, at its step, on return, and
  // a complaint that was waiting for the connection waits again.
  const pending = useMemo(() => (pendingKey ? { key: pendingKey } : undefined), [pendingKey]);
  const draft = useKeptDraft<ComplaintValues>('complaint', { values: formik.values, files: documents, step, pending }, (kept) => {
    const values = { ...EMPTY_COMPLAINT, ...kept.values };
    void formik.setValues(values, false);
    setDocuments(kept.files);
    setStep(Math.min(Math.max(kept.step ?? 0, 0), LAST_STEP));
    if (kept.pending) {
      attempt.current = { fingerprint: draftFingerprint(toComplaintFields(values), kept.files), key: kept.pending.key };
      setPendingKey(kept.pending.key);
      setOutboxView('waiting');
      outbox.wait();
    }
  });

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [step, sent]);

  // A signed-in citizen's name and address come from their account, once it is known (the session check may end
  // after the form appears). Only empty fields are filled, so nothing the citizen typed is replaced; they stay editable.
  const { setFieldValue } = formik;
  const formValues = formik.values;
  useEffect(() => {
    if (!user) return;
    if (!formValues.fullName) void setFieldValue('fullName', user.fullName, false);
    if (!formValues.email) void setFieldValue('email', user.email, false);
    // Only when the account changes or the form starts again, not after each keystroke: a cleared field stays cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id, sent]);

  function edit(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    formik.handleChange(event);
    // Editing a field clears its error, as in the other forms of the site.
    formik.setFieldError(event.target.name, undefined);
  }

  const field: ComplaintFieldProps = (name) => ({
    name,
    value: String(formik.values[name]),
    onChange: edit,
    onBlur: formik.handleBlur,
    error: formik.errors[name],
  });

  function startAgain() {
    formik.resetForm();
    setDocuments([]);
    setProblems([]);
    attempt.current = null;
    setSent(null);
    goToStep(0);
  }

  if (sent) return <ComplaintSuccess reference={sent.reference} email={sent.email} onAnother={startAgain} />;
  if (outboxView)
    return (
      <WaitingToSend
        title={t('complaintWaitingTitle')}
        sending={outboxView === 'sending'}
        kept={draft.keep}
        onBack={() => {
          outbox.stopWaiting();
          setPendingKey(null);
          setOutboxView(null);
        }}
      >
        {uploadProgress}
      </WaitingToSend>
    );

  return (
    <>
      <ComplaintSteps step={step} />
      <form ref={formRef} noValidate onSubmit={formik.handleSubmit} onFocus={COMPLAINT_STEP_SCHEMAS[step]!.preload} aria-labelledby="complaint-step">
        <StepHeading id="complaint-step" ref={headingRef} tabIndex={-1}>
          {t('complaintStepHeading', { number: step + 1, total: titles.length, title: titles[step] ?? '' })}
        </StepHeading>
        {step === 0 ? <BasicInfoStep field={field} /> : null}
        {step === 1 ? <DetailsStep field={field} documents={documents} onDocuments={setDocuments} problems={problems} onProblems={setProblems} /> : null}
        {step === 2 ? <ContactStep field={field} declaration={formik.values.declaration} onDeclaration={edit} declarationError={formik.errors.declaration} /> : null}
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <KeepDraftChoice draft={draft} id="complaint" />
        {uploadNote ? <p role="status">{uploadNote}</p> : null}
        {step === LAST_STEP ? uploadProgress : null}
        <Actions>
          {step > 0 ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                formik.setErrors({});
                goToStep(step - 1);
              }}
            >
              {t('previous')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={formik.isSubmitting}>
            {step < LAST_STEP ? t('next') : formik.isSubmitting ? t('complaintSubmitting') : t('complaintSubmit')}
          </Button>
        </Actions>
      </form>
    </>
  );
}
