import { useI18n } from '@invest/platform';
import { useGetSessionQuery } from '@invest/api';
import styled from 'styled-components';
import { ActionLink } from '../header/header-styles.js';
import { AccountItems } from './account-items.js';
import { useSignInHref } from './use-sign-in-href.js';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The account in the mobile drawer: the same as the header's ("Sign in", or who is signed in with the menu's entries). */
export function DrawerAccount({ onDone }: { onDone: () => void }) {
  const { data: session, isError } = useGetSessionQuery();
  const signInHref = useSignInHref();
  const { _ } = useI18n();
  if (session === undefined && !isError) return null;
  return (
    <Section aria-label={_('shell.account.region')}>
      {session ? (
        <AccountItems session={session} onDone={onDone} />
      ) : (
        <ActionLink to={signInHref} $variant="outline" $block onClick={onDone}>
          {_('shell.account.signIn')}
        </ActionLink>
      )}
    </Section>
  );
}
