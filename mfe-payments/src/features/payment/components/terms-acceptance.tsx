import { localizePath } from '@invest/mf/runtime';
import { useI18n, useLocale } from '@invest/platform';
import { Card, ErrorText, Muted, Stack } from '@invest/ui';
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  input {
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    flex: none;
  }
`;

/** Marks where an element goes in a translated sentence (a character no message contains). */
const MARK = '\u{E000}';
const SLOT = (name: string) => `${MARK}${name}${MARK}`;

/** A translated sentence with its marked slots (`SLOT('terms')`) replaced by elements: the links sit where the language puts them. */
function withElements(text: string, elements: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text.split(MARK).map((part, index) => <Fragment key={index}>{index % 2 === 1 ? (elements[part] ?? null) : part}</Fragment>);
}

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The investor accepted an earlier version: say that they changed. */
  changed: boolean;
  /** Pay was pressed without the tick. */
  missing: boolean;
}

/**
 * Before the first payment (and again when they change), the investor accepts the Terms & Conditions and the Risk
 * Disclosure, linked to read in a new tab. The box starts unticked; the server records the acceptance with its version.
 */
export function TermsAcceptance({ checked, onChange, changed, missing }: Props) {
  const { _ } = useI18n();
  // In the page's language (`/hi/terms` under /hi): a plain link, as it opens in a new tab.
  const locale = useLocale();
  const termsHref = localizePath('/terms', locale);
  const riskHref = localizePath('/risk-disclosure', locale);
  const links = {
    terms: (
      <a href={termsHref} target="_blank" rel="noopener">
        {_('payments.agreement.terms')}
      </a>
    ),
    risk: (
      <a href={riskHref} target="_blank" rel="noopener">
        {_('payments.agreement.risk')}
      </a>
    ),
  };
  return (
    <Card as="section" aria-label={_('payments.agreement.region')} data-testid="terms-acceptance">
      <Stack>
        <Muted>{changed ? _('payments.agreement.changed') : _('payments.agreement.first')}</Muted>
        <Label>
          <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-invalid={missing && !checked} />
          <span>{withElements(_('payments.agreement.accept', { terms: SLOT('terms'), risk: SLOT('risk') }), links)}</span>
        </Label>
        {missing && !checked ? <ErrorText role="alert">{_('payments.validation.termsRequired')}</ErrorText> : null}
      </Stack>
    </Card>
  );
}
