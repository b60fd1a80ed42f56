import { useI18n } from '@invest/platform';
import type { SessionResponse } from '@invest/contracts';
import { Badge, KYC_STATUS_BADGES } from '@invest/ui';
import { AccountItemButton, AccountItemLink, SignedInAs } from './account-styles.js';
import { useSignOut } from './use-sign-out.js';

/** The signed-in account's entries (the header's menu and the mobile drawer): who, Dashboard, KYC status, Sign out. */
export function AccountItems({ session, onDone }: { session: SessionResponse; onDone: () => void }) {
  const { signOut, signingOut } = useSignOut();
  const { _ } = useI18n();
  const kyc = KYC_STATUS_BADGES[session.kycStatus];
  return (
    <>
      <SignedInAs>
        {_('shell.account.signedInAs')} <strong>{session.phoneMasked}</strong>
      </SignedInAs>
      <AccountItemLink to="/dashboard" onClick={onDone}>
        Dashboard
      </AccountItemLink>
      <AccountItemLink to="/kyc" onClick={onDone}>
        {_('shell.account.kycStatus')}
        <Badge tone={kyc.tone} data-status={session.kycStatus}>
          {kyc.label}
        </Badge>
      </AccountItemLink>
      <AccountItemButton
        type="button"
        disabled={signingOut}
        onClick={async () => {
          await signOut();
          onDone();
        }}
      >
        {signingOut ? _('shell.account.signingOut') : _('shell.account.signOut')}
      </AccountItemButton>
    </>
  );
}
