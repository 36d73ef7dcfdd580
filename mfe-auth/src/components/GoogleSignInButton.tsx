import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { api, Button, Notice } from '@civic/shared';
import { fetchProviders, GOOGLE_START_PATH } from '../api';
import { browser } from '../browser';
import { t } from '../messages';

const GoogleMark = styled.span`
  font-weight: 800;
  color: #1a5fb4;
`;

/**
 * Sign in (or up) with Google through OpenID Connect, turned on by the server's configuration. The button
 * is always shown; when the site has no Google configuration it says so instead of failing silently.
 * `onBeforeStart` runs just before the page leaves for Google (sign-up clears its saved draft there, since a
 * third-party sign-up attempt clears the draft).
 */
export function GoogleSignInButton({ label, onBeforeStart }: { label: string; onBeforeStart?: () => void }) {
  const availability = useRef<Promise<boolean> | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    // Asked once on arrival, so a press normally needs no wait; a failed check counts as not available.
    availability.current = fetchProviders().then(
      (providers) => providers.google?.enabled === true,
      () => false,
    );
  }, []);

  async function start() {
    const enabled = await (availability.current ?? Promise.resolve(false));
    if (!enabled) {
      setUnavailable(true);
      return;
    }
    onBeforeStart?.();
    browser.goTo(`${api.defaults.baseURL ?? ''}${GOOGLE_START_PATH}`);
  }

  return (
    <div>
      <Button type="button" $variant="secondary" $block onClick={start}>
        {/* eslint-disable-next-line react/jsx-no-literals -- Google's mark, hidden from screen readers, not a word */}
        <GoogleMark aria-hidden="true">G</GoogleMark>
        {label}
      </Button>
      {unavailable ? <Notice tone="info">{t('googleUnavailable')}</Notice> : null}
    </div>
  );
}
