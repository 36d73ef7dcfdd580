import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField, formatFileSize, toApiError } from '@civic/shared';
import { PUBLICATION_FILE_LIMIT, fetchPublications, isChanged, publicationFileHref, uploadPublicationFile, type EditablePublication } from '../../api';
import { Message } from '../../components/Message';
import type { PanelTools } from '../../components/content/RecordList';
import { Actions, Muted, StateBadge } from '../../components/content/parts';
import { t } from '../../messages/publications';
import { documentTypeText } from './words';

/** The words of a publication's state, as its card says it. */
const STATE_WORDS = { published: 'statePublished', draft: 'stateDraft', changed: 'stateChanged' } as const;

/** What the browser's file picker offers: the kinds of document the API takes (it reads the bytes, not the name). */
const ACCEPTED = '.pdf,.doc,.docx,.xls,.xlsx';

/** A plain link the browser downloads, with the session's cookie; as tall as a button for a finger. */
const Download = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`;

const Bar = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** The document's name, type and size, a label beside each; a long file name wraps. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Where focus goes once the panel has changed: its heading, the document as it now is, the file input, or the button pressed. */
type Focus = 'heading' | 'document' | 'file' | 'upload';

/** What an upload came to, beside the file input: said to a screen reader as a status, or an alert. */
type Outcome = { tone: 'success' | 'error'; text: string };

/** Why a file cannot be sent, said before it is: more than the API takes. Its kind is the API's to tell, from its bytes. */
const problemOf = (file: File) => (file.size > PUBLICATION_FILE_LIMIT ? t('documentTooLarge', { name: file.name }) : null);

/**
 * A publication's document, beside the publication: the one it has (editors may download it before it is
 * published), or that it has none yet, and the upload of a new one in its place. The file chosen stays chosen
 * through every refusal, so it can be sent again; a refusal of the file itself is said under its input, which
 * takes focus. The upload answers without the publication, whose version and document it changed: the list is
 * read again after, so the next save or upload is made over the version as it now is.
 */
export function DocumentPanel({ record: publication, tools }: { record: EditablePublication; tools: PanelTools<EditablePublication> }) {
  const id = useId();
  const fileId = `${id}-file`;
  const { file: current } = publication;
  const title = publication.fields.en.title;
  const [chosen, setChosen] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A new file input once a document is uploaded: the file sent is no longer the one chosen.
  const [input, setInput] = useState(0);
  const panel = useRef<HTMLElement>(null);
  // Opening the panel takes focus to its heading, which says whose document it is.
  const focusNext = useRef<Focus | null>('heading');

  useEffect(() => {
    const next = focusNext.current;
    if (!next || sending) return;
    focusNext.current = null;
    panel.current?.querySelector<HTMLElement>(`[data-focus="${next}"]`)?.focus();
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setChosen(file);
    setOutcome(null);
    setFileError(file ? problemOf(file) : null);
  }

  /** The publication as it now is, in the list and so in this panel; false when it could not be read. */
  async function reread(): Promise<boolean> {
    try {
      const { publications } = await fetchPublications();
      const now = publications.find((each) => each.id === publication.id);
      if (now) tools.update(() => now);
      return true;
    } catch {
      return false;
    }
  }

  async function upload() {
    const problem = chosen ? problemOf(chosen) : t('documentChoose');
    if (!chosen || problem) {
      setFileError(problem);
      setOutcome(null);
      // At once: the same refusal a second time changes nothing on screen, and would leave focus where it is.
      panel.current?.querySelector<HTMLElement>('[data-focus="file"]')?.focus();
      return;
    }
    setFileError(null);
    setOutcome(null);
    setSending(true);
    try {
      await uploadPublicationFile(publication.id, publication.version, chosen);
      const read = await reread();
      setChosen(null);
      setInput((n) => n + 1);
      setOutcome(read ? { tone: 'success', text: t('documentUploaded') } : { tone: 'error', text: t('documentRereadFailed') });
      focusNext.current = 'document';
    } catch (error) {
      const failed = toApiError(error, t('documentUploadFailed'));
      if (failed.status === 413 || failed.status === 415 || failed.field === 'file') {
        setFileError(failed.status === 413 ? t('documentTooLarge', { name: chosen.name }) : failed.message);
        focusNext.current = 'file';
      } else if (isChanged(failed)) {
        // Someone else saved it since the panel opened: it is shown as it now is, to decide again.
        await reread();
        setOutcome({ tone: 'error', text: t('documentChanged') });
        focusNext.current = 'upload';
      } else {
        setOutcome({ tone: 'error', text: failed.message });
        focusNext.current = 'upload';
      }
    } finally {
      setSending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void upload();
  }

  return (
    <section ref={panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} data-focus="heading" tabIndex={-1}>
        {t('documentLabel', { title })}
      </h2>
      <Bar>
        <Button type="button" $variant="ghost" onClick={tools.close}>
          {t('backToPublications')}
        </Button>
      </Bar>
      <StateBadge record={publication} words={STATE_WORDS} />
      <h3 data-focus="document" tabIndex={-1}>
        {t('documentHeading')}
      </h3>
      {current ? (
        <>
          <Facts>
            <dt>{t('documentName')}</dt>
            <dd>{current.name}</dd>
            <dt>{t('documentType')}</dt>
            <dd>{documentTypeText(current.mediaType)}</dd>
            <dt>{t('documentSize')}</dt>
            <dd>{formatFileSize(current.sizeBytes)}</dd>
          </Facts>
          <p>
            <Download href={publicationFileHref(current)} download>
              {t('documentDownload', { name: current.name })}
            </Download>
          </p>
          <Muted>{t('documentDownloadHint')}</Muted>
        </>
      ) : (
        <p>{t('documentNone')}</p>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          key={input}
          id={fileId}
          data-focus="file"
          type="file"
          label={t('documentFile')}
          hint={t('documentFileHint')}
          accept={ACCEPTED}
          error={fileError ?? undefined}
          required
          onChange={choose}
        />
        <Actions>
          <Button type="submit" data-focus="upload" disabled={sending}>
            {t(current ? 'documentReplace' : 'documentUpload')}
          </Button>
        </Actions>
      </form>
      <div role="status">
        {sending && chosen ? <p>{t('documentUploading', { name: chosen.name })}</p> : null}
        {outcome?.tone === 'success' ? <Message $tone="success">{outcome.text}</Message> : null}
      </div>
      <div role="alert">{outcome?.tone === 'error' ? <Message $tone="error">{outcome.text}</Message> : null}</div>
    </section>
  );
}
