import { useI18n } from '@invest/platform';
import { Card, CardTitle, Spinner } from '@invest/ui';
import styled, { keyframes } from 'styled-components';
import { Track } from '../../shared/step-progress.js';
import { PROCESSING_DELAY_MS, PROCESSING_LINES } from './payment-methods.js';

const grow = keyframes`from { width: 0; } to { width: 100%; }`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

const Bar = styled.div<{ $index: number }>`
  height: 100%;
  width: 0;
  background: ${({ theme }) => theme.colors.primary};
  animation: ${grow} ${PROCESSING_DELAY_MS / PROCESSING_LINES.length}ms linear forwards;
  animation-delay: ${({ $index }) => ($index * PROCESSING_DELAY_MS) / PROCESSING_LINES.length}ms;
`;

/** The 3 s processing view: three progress lines filling one after another. */
export function ProcessingView() {
  const { _ } = useI18n();
  return (
    <Card $padding="lg" aria-live="polite">
      <CardTitle as="h2">{_('demo.payment.processing.title')}</CardTitle>
      <Spinner size={32} label={_('demo.payment.processing.spinner')} />
      <Lines>
        {PROCESSING_LINES.map((line, index) => (
          <li key={line}>
            {_(line)}
            <Track aria-hidden="true">
              <Bar $index={index} />
            </Track>
          </li>
        ))}
      </Lines>
    </Card>
  );
}
