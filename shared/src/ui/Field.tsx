import { useId, useState, type HTMLAttributes, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { pillButtonStyles } from './ToggleButton';
import { useLanguage } from '../language';
import { useValidationTexts, useValidationTextsOnIntent, validationText } from '../validationText';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const FieldErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
  font-weight: 600;
`;

/**
 * A field's error. A form's schema gives the agreed English text; it is shown in the page's language (and follows
 * a change of language while it is on screen). Anything else is shown as it is. On a page in another language the
 * text waits, the element empty, until the catalog is in (validationText.ts).
 */
export function FieldError({ children, as, ...props }: HTMLAttributes<HTMLElement> & { as?: 'p' | 'span' | 'div' }) {
  const english = useLanguage() === 'en';
  const settled = useValidationTexts();
  const text = typeof children === 'string' ? (settled || english ? validationText(children) : null) : children;
  return (
    <FieldErrorText as={as} {...props}>
      {text}
    </FieldErrorText>
  );
}

const controlStyles = `
  font: inherit;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border-radius: 8px;
  width: 100%;
  background: #fff;
  color: inherit;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
`;
const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
`;
const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
`;

interface CommonProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

/**
 * Label, control, hint and error tied together with aria-describedby, so a screen reader reads the error with
 * the field. `control` is what every text, select and password control carries.
 */
function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode, required?: boolean) {
  // The texts its errors will be shown in come when someone starts to use a form, before the first error.
  useValidationTextsOnIntent();
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    $invalid: Boolean(error),
  };
  return { controlId, errorId, hintId, describedBy, control };
}

function Frame({ label, error, hint, required, ids, children }: CommonProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <Wrapper>
      <Label htmlFor={ids.controlId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {children}
      {error ? (
        <FieldError id={ids.errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Wrapper>
  );
}

export function TextField({ label, error, hint, required, id, ...input }: CommonProps & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(id, error, hint, required);
  return (
    <Frame label={label} error={error} hint={hint} required={required} ids={ids}>
      <Input {...ids.control} {...input} />
    </Frame>
  );
}

export function TextAreaField({ label, error, hint, required, id, ...input }: CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(id, error, hint, required);
  return (
    <Frame label={label} error={error} hint={hint} required={required} ids={ids}>
      <TextArea {...ids.control} {...input} />
    </Frame>
  );
}

export function SelectField({ label, error, hint, required, id, children, ...input }: CommonProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const ids = useFieldIds(id, error, hint, required);
  return (
    <Frame label={label} error={error} hint={hint} required={required} ids={ids}>
      <Select {...ids.control} {...input}>
        {children}
      </Select>
    </Frame>
  );
}

/** Moves focus to the first invalid control in `form` (call after a failed submit). */
export function focusFirstError(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}

const PasswordRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  input {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

const RevealButton = styled.button`
  ${pillButtonStyles}
  flex: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryTint};
  }
`;

/**
 * A password input with a show/hide button. The button says what it will do: `toggleLabel` ('Show password')
 * while the password is hidden, `hideLabel` ('Hide password') while it shows.
 */
export function PasswordField({
  label,
  toggleLabel,
  hideLabel,
  error,
  hint,
  required,
  id,
  ...input
}: CommonProps & { toggleLabel: string; hideLabel: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const ids = useFieldIds(id, error, hint, required);
  const [visible, setVisible] = useState(false);
  return (
    <Frame label={label} error={error} hint={hint} required={required} ids={ids}>
      <PasswordRow>
        <Input
          {...ids.control}
          // A shown password must not go to a spell-checking service or be auto-capitalised.
          type={visible ? 'text' : 'password'}
          spellCheck={false}
          autoCapitalize="off"
          {...input}
        />
        <RevealButton type="button" aria-controls={ids.controlId} onClick={() => setVisible((shown) => !shown)}>
          {visible ? hideLabel : toggleLabel}
        </RevealButton>
      </PasswordRow>
    </Frame>
  );
}

const CheckboxRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space(4)};
  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0.55rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  label {
    /* The label is the tap target: at least 44px tall even for one line. */
    min-height: 44px;
    display: block;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
`;

/** A checkbox with its label beside it and its error tied to it. */
export function CheckboxField({ label, error, id, ...input }: { label: ReactNode; error?: string | undefined } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const ids = useFieldIds(id, error, undefined);
  return (
    <div>
      <CheckboxRow>
        <input id={ids.controlId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...input} />
        <label htmlFor={ids.controlId}>{label}</label>
      </CheckboxRow>
      {error ? (
        <FieldError id={ids.errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
