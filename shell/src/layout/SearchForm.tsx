import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, useNavigate } from '@civic/shared';
import { t } from '../messages';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** Header search: a non-empty trimmed term goes to /search-results?q=…; an empty one does nothing. */
export function SearchForm({ onSearched, focusOnOpen = false }: { onSearched?: () => void; focusOnOpen?: boolean }) {
  const [term, setTerm] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The header's search toggle opens this form to type in at once: the citizen asked for it, so focus moves here.
  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);
  const navigate = useNavigate();
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    navigate(`/search-results?q=${encodeURIComponent(query)}`);
    onSearched?.();
  }

  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input ref={input} id={id} type="search" value={term} onChange={(e) => setTerm(e.target.value)} placeholder={t('searchPlaceholder')} enterKeyHint="search" />
      <Button type="submit">{t('searchSubmit')}</Button>
    </Form>
  );
}
