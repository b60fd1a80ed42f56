import { useI18n } from '@invest/platform';
import { Button, Container, Spinner } from '@invest/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { DemoGuardState } from './use-demo-guard.js';

const Centre = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} 0;
`;

/** A spinner until the demo session is checked and its data is ready (product §4), or a retry on a failed load. */
export function GuardView({ state, children }: { state: DemoGuardState; children: () => ReactNode }) {
  const { _ } = useI18n();
  if (state.status === 'ready') return <>{children()}</>;
  return (
    <Container>
      <Centre>
        {state.status === 'failed' ? (
          <>
            <p role="alert">{_('demo.guard.failed')}</p>
            <Button onClick={state.retry}>{_('demo.guard.retry')}</Button>
          </>
        ) : (
          <Spinner size={40} label={_('demo.guard.loading')} />
        )}
      </Centre>
    </Container>
  );
}
