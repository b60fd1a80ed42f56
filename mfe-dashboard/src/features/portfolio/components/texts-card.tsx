import type { SentText } from '@invest/contracts';
import { useI18n, useLocale } from '@invest/platform';
import { Button, Muted } from '@invest/ui';
import { useGetSentTextsQuery } from '../api/api.js';
import { formatInstant } from '../model/display.js';
import { CardProblem, Rows, Section } from './layout.js';

function TextRows({ texts }: { texts: SentText[] }) {
  const { _ } = useI18n();
  const locale = useLocale();
  if (texts.length === 0) return <Muted as="span">{_('dashboard.texts.none')}</Muted>;
  return (
    <Rows aria-label={_('dashboard.texts.list')}>
      {texts.map((text) => (
        <li key={text.id}>
          <span>
            {text.body}
            <br />
            <Muted as="span">{formatInstant(text.sentAt, locale)}</Muted>
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
  const { _ } = useI18n();
  const texts = useGetSentTextsQuery();
  return (
    <Section aria-labelledby="texts-heading">
      <h2 id="texts-heading">{_('dashboard.texts.title')}</h2>
      {texts.isLoading ? <Muted as="span">{_('dashboard.loadingShort')}</Muted> : null}
      {texts.isError && !texts.data ? (
        <CardProblem role="alert">
          {_('dashboard.texts.loadFailed')}{' '}
          <Button size="sm" variant="outline" onClick={() => void texts.refetch()}>
            {_('dashboard.tryAgain')}
          </Button>
        </CardProblem>
      ) : null}
      {texts.data ? <TextRows texts={texts.data} /> : null}
    </Section>
  );
}
