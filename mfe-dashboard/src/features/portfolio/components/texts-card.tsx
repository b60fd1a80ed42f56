import type { SentText } from '@invest/contracts';
import { Button, Muted } from '@invest/ui';
import { useGetSentTextsQuery } from '../api/api.js';
import { formatInstant } from '../model/display.js';
import { CardProblem, Rows, Section } from './layout.js';

function TextRows({ texts }: { texts: SentText[] }) {
  if (texts.length === 0) return <Muted as="span">No texts sent yet.</Muted>;
  return (
    <Rows aria-label="Texts sent to your phone">
      {texts.map((text) => (
        <li key={text.id}>
          <span>
            {text.body}
            <br />
            <Muted as="span">{formatInstant(text.sentAt)}</Muted>
          </span>
        </li>
      ))}
    </Rows>
  );
}

/**
 * The texts sent to the investor's phone about their money (payment received, payouts, refunds, maturity, withdrawal,
 * a new payout account), newest first, with the time each was sent: the activity the phone saw.
 */
export function TextsCard() {
  const texts = useGetSentTextsQuery();
  return (
    <Section aria-labelledby="texts-heading">
      <h2 id="texts-heading">Texts Sent to You</h2>
      {texts.isLoading ? <Muted as="span">Loading…</Muted> : null}
      {texts.isError && !texts.data ? (
        <CardProblem role="alert">
          Could not load your texts.{' '}
          <Button size="sm" variant="outline" onClick={() => void texts.refetch()}>
            Try again
          </Button>
        </CardProblem>
      ) : null}
      {texts.data ? <TextRows texts={texts.data} /> : null}
    </Section>
  );
}
