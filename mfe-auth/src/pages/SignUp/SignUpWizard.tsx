import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { ApiError, Button, toApiError, toast, Notice, useFocusFirstError } from '@civic/shared';
import { signUp } from '../../api';
import { FormActions } from '../../components/FormActions';
import { t } from '../../messages/sign-up';
import { BasicInformationStep } from './BasicInformationStep';
import { ProfessionalInformationStep } from './ProfessionalInformationStep';
import { ProfileDetailsStep } from './ProfileDetailsStep';
import { clearDraft, readDraft, saveDraft } from './signUpDraft';
import { SignUpProgress } from './SignUpProgress';
import { isSignUpField, SIGN_UP_STEP_RULES, stepOfField, toSignUpDetails, type BindField, type SignUpValues } from './signUpValues';
import { TermsAndConsentStep } from './TermsAndConsentStep';

const LAST_STEP = SIGN_UP_STEP_RULES.length - 1;

const StepHeading = styled.h2`
  font-size: 1.35rem;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const TermsNeeded = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The four-step sign-up wizard. Continue validates only the step on screen; editing a field
 * clears its error; the draft is saved on every change (without passwords, terms unticked) and restored
 * on return. A field the server rejects sends the citizen back to the step that asks for it.
 */
export function SignUpWizard({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [draft] = useState(readDraft);
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingOnStep = useRef(false);
  const edited = useRef(false);
  const titles = [t('stepBasic'), t('stepProfile'), t('stepProfessional'), t('stepTerms')];

  useEffect(() => {
    if (draft.unreadable) clearDraft();
  }, [draft.unreadable]);

  function goToStep(next: number) {
    focusHeadingOnStep.current = true;
    setFailure(null);
    setStep(next);
  }

  const formik = useFormik<SignUpValues>({
    initialValues: draft.values,
    validationSchema: SIGN_UP_STEP_RULES[step],
    // Errors appear when the citizen presses Continue, not while they type; editing a field clears its error.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      if (step < LAST_STEP) {
        goToStep(step + 1);
        return;
      }
      setFailure(null);
      try {
        const answer = await signUp(await toSignUpDetails(values));
        if (answer.status !== 'success') throw new ApiError(answer.message || t('signUpFailed'), answer.status_code, answer.field ?? null, answer);
        toast.success(t('registered'));
        clearDraft();
        onRegistered(values.email.trim());
      } catch (error) {
        const problem = toApiError(error, t('signUpFailed'));
        if (problem.field && isSignUpField(problem.field)) {
          setStep(stepOfField(problem.field));
          helpers.setFieldTouched(problem.field, true, false);
          helpers.setFieldError(problem.field, problem.message);
        } else {
          setFailure(problem.message);
        }
      }
    },
  });

  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);

  useEffect(() => {
    if (!focusHeadingOnStep.current) return;
    focusHeadingOnStep.current = false;
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (edited.current) saveDraft(formik.values);
  }, [formik.values]);

  function edit(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) {
    edited.current = true;
    formik.handleChange(event);
    formik.setFieldError(event.target.name, undefined);
  }

  function back() {
    formik.setErrors({});
    goToStep(step - 1);
  }

  const bind: BindField = (name) => ({ name, value: formik.values[name], onChange: edit, onBlur: formik.handleBlur, error: formik.errors[name] });
  const termsAccepted = formik.values.termsAccepted;

  return (
    <>
      {draft.unreadable ? <Notice tone="error">{t('draftUnreadable')}</Notice> : null}
      <SignUpProgress titles={titles} current={step} />
      <form ref={formRef} noValidate onSubmit={formik.handleSubmit} onFocus={SIGN_UP_STEP_RULES[step]!.preload} aria-labelledby="sign-up-step">
        <StepHeading id="sign-up-step" ref={headingRef} tabIndex={-1}>
          {t('stepHeading', { number: step + 1, total: titles.length, title: titles[step] ?? '' })}
        </StepHeading>
        {step === 0 ? <BasicInformationStep bind={bind} /> : null}
        {step === 1 ? <ProfileDetailsStep bind={bind} /> : null}
        {step === 2 ? <ProfessionalInformationStep bind={bind} /> : null}
        {step === 3 ? (
          <TermsAndConsentStep termsAccepted={termsAccepted} marketingUpdates={formik.values.marketingUpdates} termsError={formik.errors.termsAccepted} onChange={edit} />
        ) : null}
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        {step === LAST_STEP && !termsAccepted ? <TermsNeeded id="sign-up-terms-needed">{t('termsNeeded')}</TermsNeeded> : null}
        <FormActions>
          {step > 0 ? (
            <Button type="button" $variant="secondary" onClick={back}>
              {t('back')}
            </Button>
          ) : null}
          {step < LAST_STEP ? (
            <Button type="submit">{t('continue')}</Button>
          ) : (
            <Button type="submit" disabled={!termsAccepted || formik.isSubmitting} aria-describedby={termsAccepted ? undefined : 'sign-up-terms-needed'}>
              {formik.isSubmitting ? t('registering') : t('completeRegistration')}
            </Button>
          )}
        </FormActions>
      </form>
    </>
  );
}
