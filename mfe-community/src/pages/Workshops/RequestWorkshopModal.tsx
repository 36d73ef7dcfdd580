import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { Button, Modal, SelectField, TextAreaField, TextField, useFocusFirstError } from '@civic/shared';
import { newIdempotencyKey, requestWorkshop, type WorkshopRequestForm } from '../../api';
import { StatusBox } from '../../components/Status';
import { workshopRequestSchema } from '@civic/shared/schemas';
import { t } from '../../messages';
import { CLOSE_DELAY_MS } from './RegistrationModal';

const EMPTY: WorkshopRequestForm = { title: '', date: '', duration: '', name: '', email: '', organization: '', location: '', participants: '', type: '', description: '' };

/** Request a workshop. 'In-Person' is sent as 'offline', the value the API takes. */
export function RequestWorkshopModal({ onClose }: { onClose: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<'success' | 'error' | null>(null);
  const key = useRef(newIdempotencyKey());

  useEffect(() => {
    if (outcome !== 'success') return;
    const timer = setTimeout(onClose, CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, onClose]);

  const formik = useFormik<WorkshopRequestForm>({
    initialValues: EMPTY,
    validationSchema: workshopRequestSchema,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      try {
        await requestWorkshop(values, key.current);
        helpers.resetForm();
        setOutcome('success');
      } catch {
        setOutcome('error');
      }
    },
  });
  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);
  const errorOf = (field: keyof WorkshopRequestForm) => (formik.touched[field] ? formik.errors[field] : undefined);

  return (
    <Modal title={t('requestTitle')} onClose={onClose} closeLabel={t('close')} wide>
      <form ref={formRef} noValidate onSubmit={formik.handleSubmit}>
        <TextField label={t('reqTitle')} required {...formik.getFieldProps('title')} error={errorOf('title')} />
        <TextField label={t('reqDate')} required type="date" {...formik.getFieldProps('date')} error={errorOf('date')} />
        <TextField label={t('reqDuration')} required hint={t('reqDurationHint')} {...formik.getFieldProps('duration')} error={errorOf('duration')} />
        <TextField label={t('reqName')} required autoComplete="name" {...formik.getFieldProps('name')} error={errorOf('name')} />
        <TextField label={t('reqEmail')} required type="email" autoComplete="email" {...formik.getFieldProps('email')} error={errorOf('email')} />
        <TextField label={t('reqOrganization')} autoComplete="organization" {...formik.getFieldProps('organization')} error={errorOf('organization')} />
        <TextField label={t('reqLocation')} required {...formik.getFieldProps('location')} error={errorOf('location')} />
        <TextField label={t('reqParticipants')} type="number" min={1} inputMode="numeric" {...formik.getFieldProps('participants')} error={errorOf('participants')} />
        <SelectField label={t('reqType')} {...formik.getFieldProps('type')} error={errorOf('type')}>
          <option value="">{t('reqTypeSelect')}</option>
          <option value="online">{t('reqTypeOnline')}</option>
          <option value="offline">{t('reqTypeOffline')}</option>
        </SelectField>
        <TextAreaField label={t('reqDescription')} required rows={4} {...formik.getFieldProps('description')} error={errorOf('description')} />
        <div role={outcome === 'error' ? 'alert' : 'status'}>
          {outcome === 'success' ? <StatusBox $tone="success">{t('reqSuccess')}</StatusBox> : null}
          {outcome === 'error' ? <StatusBox $tone="error">{t('reqFailed')}</StatusBox> : null}
        </div>
        <Button type="submit" disabled={formik.isSubmitting || outcome === 'success'}>
          {formik.isSubmitting ? t('reqSubmitting') : t('reqSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
