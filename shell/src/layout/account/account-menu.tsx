import { useI18n } from '@invest/platform';
import { useGetSessionQuery } from '@invest/api';
import type { SessionResponse } from '@invest/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ActionLink } from '../header/header-styles.js';
import { AccountItems } from './account-items.js';
import { AccountButton, AccountPanel, AccountWrap } from './account-styles.js';
import { useSignInHref } from './use-sign-in-href.js';

/** The masked phone; a disclosure menu below it. Closes on Escape, a click outside, focus leaving it, or navigation. */
function AccountDropdown({ session }: { session: SessionResponse }) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrap.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <AccountWrap
      ref={wrap}
      data-hide="mobile"
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && !wrap.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <AccountButton
        ref={button}
        type="button"
        aria-label={`Account ${session.phoneMasked}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {session.phoneMasked}
        <span aria-hidden="true">▾</span>
      </AccountButton>
      {open ? (
        <AccountPanel id={panelId}>
          <AccountItems session={session} onDone={() => setOpen(false)} />
        </AccountPanel>
      ) : null}
    </AccountWrap>
  );
}

/** The header's account state from GET /api/session: "Sign in" for a visitor, the masked phone and its menu once signed in. */
export function AccountMenu() {
  const { data: session, isError } = useGetSessionQuery();
  const signInHref = useSignInHref();
  const { _ } = useI18n();
  if (session) return <AccountDropdown session={session} />;
  if (session === null || isError) {
    return (
      <ActionLink to={signInHref} $variant="outline" $size="sm" data-hide="mobile">
        {_('shell.account.signIn')}
      </ActionLink>
    );
  }
  return null;
}
