import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import { Button, Notice, TextField, toApiError, useFocusFirstError } from '@civic/shared';
import { formSchema } from '@civic/shared/lazy-schema';
import { findReport, type FollowUpReport } from '../../api';
import { t } from '../../messages/follow-up';

const receiptRules = formSchema(({ receiptSchema }) => receiptSchema);

/** Spaces and dashes are how people write the code down; the server wants the 16 digits. */
export function normaliseReceipt(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function ReceiptLookup({ onFound }: { onFound: (receipt: string, report: FollowUpReport) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { receipt: '' },
    validationSchema: receiptRules,
    onSubmit: async (values) => {
      setFailure(null);
      const receipt = normaliseReceipt(values.receipt);
      try {
        onFound(receipt, await findReport(receipt));
      } catch (error) {
        setFailure(toApiError(error, t('followUpFailed')).message);
      }
    },
  });
  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} onFocus={receiptRules.preload} aria-label={t('followUpTitle')}>
      <TextField
        label={t('receiptInputLabel')}
        hint={t('receiptInputHint')}
        required
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        {...formik.getFieldProps('receipt')}
        error={formik.touched.receipt ? formik.errors.receipt : undefined}
      />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <p>{t('followUpPrivacy')}</p>
      <Button type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? t('followUpFinding') : t('followUpFind')}
      </Button>
    </form>
  );
}
