import { Container, PageHeader } from '@invest/ui';
import { CalculatorSection, calculatorServerData } from '../../shared/fd-calculator/calculator-section.js';

/** Every plan's terms and the TDS threshold, fetched on the server as the calculator reads them. */
export const serverData = calculatorServerData;

export default function CalculatorPage() {
  return (
    <Container>
      <PageHeader title="FD Calculator" lead="Work out the payouts, interest and maturity amount of any plan, exactly as it would be booked." />
      <CalculatorSection />
    </Container>
  );
}
