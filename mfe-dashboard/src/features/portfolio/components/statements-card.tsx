import { ButtonAnchor, Muted } from '@invest/ui';
import styled from 'styled-components';
import { reportUrls } from '../model/display.js';
import { Actions, Section } from './layout.js';

/** The long labels wrap on a phone instead of pushing the page sideways. */
const Download = styled(ButtonAnchor)`
  max-width: 100%;
  white-space: normal;
  text-align: center;
`;

/** Real files instead of the spec's 'coming soon' and alert: a PDF portfolio & ROI report and a CSV of transactions. */
export function StatementsCard({ userId }: { userId: string }) {
  const urls = reportUrls(userId);
  return (
    <Section aria-labelledby="statements-heading">
      <h2 id="statements-heading">Statements</h2>
      <p>
        <Muted as="span">Holdings, returns (XIRR), transactions and the payout schedule, with the same figures as this page.</Muted>
      </p>
      <Actions style={{ justifyContent: 'flex-start' }}>
        <Download href={urls.pdf} download $variant="primary">
          Download Portfolio &amp; ROI Report (PDF)
        </Download>
        <Download href={urls.csv} download $variant="outline">
          Download Transactions (CSV)
        </Download>
      </Actions>
    </Section>
  );
}
