import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import { Button, TextAreaField, TextField, useFocusFirstError } from '@civic/shared';
import { createDiscussion, type Discussion } from '../../api';
import { StatusBox } from '../../components/Status';
import { discussionSchema, parseTags } from '@civic/shared/schemas';
import { t } from '../../messages';

/** The new-discussion form. Tags are typed comma-separated and sent trimmed, without empties. */
export function NewDiscussionForm({ onCreated }: { onCreated: (discussion: Discussion) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failed, setFailed] = useState(false);
  const formik = useFormik({
    initialValues: { title: '', content: '', tags: '' },
    validationSchema: discussionSchema,
    onSubmit: async (values) => {
      setFailed(false);
      try {
        onCreated(await createDiscussion({ title: values.title.trim(), content: values.content.trim(), tags: parseTags(values.tags) }));
      } catch {
        setFailed(true);
      }
    },
  });
  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);
  const errorOf = (field: 'title' | 'content' | 'tags') => (formik.touched[field] ? formik.errors[field] : undefined);

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-labelledby="new-discussion-heading">
      <h2 id="new-discussion-heading">{t('forumNewHeading')}</h2>
      <TextField label={t('forumTitleLabel')} required {...formik.getFieldProps('title')} error={errorOf('title')} />
      <TextAreaField label={t('forumContentLabel')} required rows={5} {...formik.getFieldProps('content')} error={errorOf('content')} />
      <TextField label={t('forumTagsLabel')} hint={t('forumTagsHint')} {...formik.getFieldProps('tags')} error={errorOf('tags')} />
      <div role="alert">{failed ? <StatusBox $tone="error">{t('forumCreateFailed')}</StatusBox> : null}</div>
      <Button type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? t('forumCreating') : t('forumCreate')}
      </Button>
    </form>
  );
}
