import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useSession, Link } from '@civic/shared';
import { t } from '../messages';

const SignInLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  white-space: nowrap;
`;

/**
 * What a signed-in person's control needs (its button, menu and sign-out) is only for them, so it is part of
 * the `signed-in` chunk with the notification bell: a visitor never fetches it, and a signed-in page names it
 * among its preloads.
 */
const SignedInAccountMenu = lazy(() => import(/* webpackChunkName: "signed-in" */ './SignedInAccountMenu').then((module) => ({ default: module.SignedInAccountMenu })));

/** Holds the place of the signed-in control (initials and the menu's arrow) while its chunk arrives. */
const AccountRoom = styled.span`
  display: inline-block;
  width: 4.25rem;
  height: 44px;
`;

/** The header's account control: the signed-in person's menu, or (signed out, or still checking) the Sign In link. */
export function AccountMenu() {
  const user = useSession();
  if (!user) return <SignInLink to="/auth/signin">{t('signIn')}</SignInLink>;
  return (
    <Suspense fallback={<AccountRoom />}>
      <SignedInAccountMenu user={user} />
    </Suspense>
  );
}
