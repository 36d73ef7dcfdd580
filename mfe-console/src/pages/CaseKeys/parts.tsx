import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, TextAreaField, TextField } from '@civic/shared';
import { Actions } from '../../components/content/parts';
import { t } from '../../messages/caseKeys';

/** Set apart by a rule and a tint, as a warning is: the colour is never the only signal, the question says it. */
const Question = styled.div`
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.accentTint};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} 0;
  margin-bottom: ${({ theme }) => theme.space(4)};
  p:first-child {
    font-weight: 600;
  }
`;

/**
 * The question asked in place before something that cannot be undone (the recovery key taken off the server, a
 * new recovery key), instead of a browser's dialog: it stays beside the button that asked it, in the page's
 * language. Its question takes focus when it opens (`data-focus="<focus>"`); Cancel changes nothing.
 */
export function AskFirst({
  focus,
  question,
  explain,
  yes,
  working,
  busy,
  onYes,
  onCancel,
}: {
  focus: string;
  question: string;
  explain: string;
  yes: string;
  /** The Yes button's words while its call is on its way. */
  working: string | null;
  busy: boolean;
  onYes(): void;
  onCancel(): void;
}) {
  const id = useId();
  return (
    <Question role="group" aria-labelledby={`${id}-question`} aria-describedby={`${id}-explain`}>
      <p id={`${id}-question`} data-focus={focus} tabIndex={-1}>
        {question}
      </p>
      <p id={`${id}-explain`}>{explain}</p>
      <Actions>
        <Button type="button" $variant="danger" disabled={busy} onClick={onYes}>
          {working ?? yes}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Actions>
    </Question>
  );
}

/** The recovery key as text, its lines kept as they are and its characters told apart. */
const KeyBox = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} 0;
  margin-bottom: ${({ theme }) => theme.space(4)};
  textarea {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875rem;
  }
`;

/** A recovery key file is a few lines of text: anything much larger is some other file. */
const RECOVERY_FILE_LIMIT = 64 * 1024;

/** A file's text, read in the browser: it goes nowhere but the field. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/**
 * The private recovery key, for an administrator whose own case key cannot open the cases once the recovery key
 * is offline: pasted, or read from its file into the field. It lives only in the page's memory (no form, no
 * name, nothing a browser keeps or sends to a spelling service) and goes with the one action it is given for.
 */
export function RecoveryKeyField({
  id,
  value,
  error,
  disabled,
  onChange,
  onFileError,
}: {
  id: string;
  value: string;
  error: string | null;
  disabled: boolean;
  onChange(text: string): void;
  onFileError(message: string): void;
}) {
  const fileId = useId();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    try {
      if (file.size > RECOVERY_FILE_LIMIT) onFileError(t('recoveryKeyFileTooLarge'));
      else onChange(await readText(file));
    } catch {
      onFileError(t('recoveryKeyFileUnread'));
    } finally {
      // The same file can be chosen again, and the input holds on to nothing.
      input.value = '';
    }
  }

  return (
    <KeyBox>
      <p>{t('recoveryKeyNeeded')}</p>
      <TextAreaField
        id={id}
        data-focus="recovery-key"
        label={t('recoveryKeyField')}
        hint={t('recoveryKeyHint')}
        rows={6}
        value={value}
        error={error ?? undefined}
        disabled={disabled}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      <TextField id={fileId} type="file" label={t('recoveryKeyFile')} disabled={disabled} onChange={(event) => void choose(event)} />
    </KeyBox>
  );
}
