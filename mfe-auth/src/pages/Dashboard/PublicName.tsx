import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Notice } from '@civic/shared';
import { AccountPart } from './ChangePassword';
import { useOpenWhenLoaded } from '@civic/shared/open-when-loaded';
import { loadAccountForms } from './openForm';
import { t } from '../../messages/dashboard';

// The form (with the form and validation libraries) is fetched when the citizen asks to change the name.
const PublicNameForm = lazy(() => loadAccountForms().then((module) => ({ default: module.PublicNameForm })));

const Current = styled.p`
  font-weight: 700;
  font-size: 1.1rem;
  overflow-wrap: anywhere;
`;

/**
 * The name other citizens see beside the citizen's posts: shown, and changed in place. After saving, the
 * message that replaces the form takes focus; after Cancel, the button that opened it does.
 */
export function PublicName({ initial }: { initial: string }) {
  const headingId = useId();
  const [name, setName] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const returnFocus = useRef(false);
  const opener = useOpenWhenLoaded(loadAccountForms);

  useEffect(() => {
    if (editing) return;
    if (saved) savedRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      openButton.current?.focus();
    }
  }, [editing, saved]);

  return (
    <AccountPart aria-labelledby={headingId}>
      <h3 id={headingId}>{t('publicNameTitle')}</h3>
      <p>{t('publicNameText')}</p>
      {editing ? (
        <Suspense fallback={null}>
          <PublicNameForm
            name={name}
            labelledBy={headingId}
            onSaved={(next) => {
              setName(next);
              setEditing(false);
              setSaved(true);
            }}
            onCancel={() => {
              returnFocus.current = true;
              setEditing(false);
            }}
          />
        </Suspense>
      ) : (
        <>
          <Current>{name}</Current>
          {saved ? (
            <Notice tone="success">
              <p ref={savedRef} tabIndex={-1}>
                {t('publicNameSaved', { name })}
              </p>
            </Notice>
          ) : null}
          <Button
            ref={openButton}
            type="button"
            $variant="secondary"
            onClick={() =>
              opener.open(() => {
                setSaved(false);
                setEditing(true);
              })
            }
            disabled={opener.opening}
          >
            {t('publicNameChange')}
          </Button>
          {opener.failed ? <Notice tone="error">{t('formOpenFailed')}</Notice> : null}
        </>
      )}
    </AccountPart>
  );
}
