import { Container, PageHeader } from '@invest/ui';
import { FdCalculatorPanel } from '../../shared/fd-calculator/fd-calculator-panel.js';

export default function CalculatorPage() {
  return (
    <Container>
      <PageHeader title="FD Calculator" lead="Work out your monthly returns and maturity amount for a fixed deposit." />
      <FdCalculatorPanel />
    </Container>
  );
}
