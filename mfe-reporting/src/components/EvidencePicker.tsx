import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { Button, FieldError, formatFileSize } from '@civic/shared';
import { ACCEPTED_FILES, keepsHiddenDetails, screenFiles } from '../evidenceFiles';
import { t } from '../messages';

const DropZone = styled.div<{ $over: boolean }>`
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $over }) => ($over ? theme.colors.primaryTint : theme.colors.surfaceAlt)};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  input {
    max-width: 100%;
    min-height: 44px;
    font: inherit;
  }
`;

const FileList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  span {
    overflow-wrap: anywhere;
  }
`;

/** Under a file whose hidden details cannot be removed: the whole row's width, so it is read with that file. */
const HiddenDetailsNote = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.text};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  padding-left: ${({ theme }) => theme.space(2)};
`;

const Problems = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

/**
 * Evidence or documents: a labelled native file input (so keyboard and screen-reader users get the
 * browser's own picker) inside a zone that also takes dropped files. Each chosen file shows its size and
 * its own Remove button; a refused file is named in a message and the rest are kept. With
 * `warnHiddenDetails` (the server will clean the files), a file it cannot clean says so before anything
 * is sent. `held` while the chosen files are being sent: nothing can be added or removed, since a file
 * removed then would still go with the form.
 */
export function EvidencePicker({
  label,
  files,
  onChange,
  problems,
  onProblems,
  warnHiddenDetails = false,
  held = false,
}: {
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  problems: readonly string[];
  onProblems: (problems: string[]) => void;
  warnHiddenDetails?: boolean;
  held?: boolean;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const problemsId = `${inputId}-problems`;
  const [over, setOver] = useState(false);

  function add(incoming: readonly File[]) {
    const result = screenFiles(files, incoming);
    onChange(result.files);
    onProblems(result.problems);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    if (!held) add(Array.from(event.dataTransfer.files));
  }

  return (
    <div>
      <DropZone
        $over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId}>{label}</label>
        <p id={hintId}>{t('filesDropHint')}</p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          disabled={held}
          aria-describedby={problems.length > 0 ? `${hintId} ${problemsId}` : hintId}
          aria-invalid={problems.length > 0 ? true : undefined}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // Cleared so the same file can be chosen again after it was removed.
            event.target.value = '';
          }}
        />
      </DropZone>
      {problems.length > 0 ? (
        <Problems id={problemsId} role="alert">
          <FieldError as="p">{t('fileProblemsTitle')}</FieldError>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>
                <FieldError as="span">{problem}</FieldError>
              </li>
            ))}
          </ul>
        </Problems>
      ) : null}
      {files.length > 0 ? (
        <FileList aria-label={t('filesChosen', { count: files.length })}>
          {files.map((file, index) => {
            const noteId = `${inputId}-file-${index}-note`;
            const warned = warnHiddenDetails && keepsHiddenDetails(file);
            return (
              <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                <span>
                  {file.name} ({formatFileSize(file.size)})
                </span>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t('fileRemove', { name: file.name })}
                  aria-describedby={warned ? noteId : undefined}
                  disabled={held}
                  onClick={() => {
                    onChange(files.filter((_, position) => position !== index));
                    onProblems([]);
                  }}
                >
                  {t('fileRemoveShort')}
                </Button>
                {warned ? <HiddenDetailsNote id={noteId}>{t('fileKeepsHiddenDetails')}</HiddenDetailsNote> : null}
              </li>
            );
          })}
        </FileList>
      ) : null}
    </div>
  );
}
