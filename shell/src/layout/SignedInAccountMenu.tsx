import { useCallback, useRef, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { initialsOf, staffHome, type SessionUser } from '@civic/shared';
import { SiteLink } from './SiteLink';
import { useSignOut } from './AccountLinks';
import { useCloseOnNavigation, useDismissToButton } from './useDismiss';
import { t } from '../messages';

/** It may shrink (the first name gives way first), so a long name never pushes the header onto a second line. */
const Wrapper = styled.div`
  position: relative;
  min-width: 0;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  max-width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space(2)} 0 ${theme.space(1)}`};
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  white-space: nowrap;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primaryTint};
  }
  &::after {
    content: '▾';
    flex: none;
    font-size: 0.8em;
  }
`;

/** InitialsAvatar's smallest size (3.5rem) is taller than the header's controls, hence this smaller circle. */
const Initials = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryTint};
  color: ${({ theme }) => theme.colors.primaryDark};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font-size: 0.8rem;
  font-weight: 700;
`;

/**
 * Shown only where the row has room for it (1200 px and up): between 1024 and 1200 px the five menus take the
 * width, and a name cut to a letter or two says less than the initials beside it.
 */
const FirstName = styled.span`
  display: none;
  min-width: 0;
  max-width: 6rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  @media (min-width: 75em) {
    display: inline;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  width: max-content;
  min-width: 14rem;
  max-width: min(20rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space(2)};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  z-index: 200;
  ul {
    list-style: none;
    margin: 0;
    padding: ${({ theme }) => theme.space(1)} 0 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.space(3)}`};
    font: inherit;
    font-weight: 600;
    text-align: left;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    background: none;
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.primaryTint};
  }
`;

/** Here the whole name is shown, wrapped if it must be: the button only has room for the first name. */
const Who = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)} ${theme.space(2)}`};
  overflow-wrap: anywhere;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The header's account control for a signed-in person: a compact button (initials and first name; the full
 * name is its accessible name) disclosing Dashboard, the full name and Sign out; it closes on Escape (focus
 * back on the button), on a click or focus outside, and on navigation. A member of staff also finds the way to
 * their screens there. Part of the `signed-in` chunk (see AccountMenu).
 */
export function SignedInAccountMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut(() => setOpen(false));
  useCloseOnNavigation(() => setOpen(false));
  useDismissToButton(
    open,
    root,
    toggle,
    useCallback(() => setOpen(false), []),
  );

  // Focus moving to another window leaves no related target: the menu stays as it was.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen(false);
  }

  const fullName = user.fullName.trim() || user.username;
  const firstName = fullName.split(/\s+/)[0];
  const staff = staffHome(user.staffRoles);

  return (
    <Wrapper ref={root} onBlur={onBlur}>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls="account-menu" aria-label={fullName} title={fullName} onClick={() => setOpen((shown) => !shown)}>
        <Initials aria-hidden="true">{initialsOf(fullName)}</Initials>
        <FirstName>{firstName}</FirstName>
      </Toggle>
      <Panel id="account-menu" hidden={!open}>
        <Who>
          <small>{t('signedInAs')}</small>
          <strong>{fullName}</strong>
        </Who>
        <ul>
          <li>
            <SiteLink to="/dashboard" onClick={() => setOpen(false)}>
              {t('dashboard')}
            </SiteLink>
          </li>
          {staff ? (
            <li>
              <SiteLink to={staff} onClick={() => setOpen(false)}>
                {t('staffConsole')}
              </SiteLink>
            </li>
          ) : null}
          <li>
            <button type="button" onClick={signOut}>
              {t('signOut')}
            </button>
          </li>
        </ul>
      </Panel>
    </Wrapper>
  );
}
