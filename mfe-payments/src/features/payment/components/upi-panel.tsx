import { hasErrorCode, isApiError } from '@invest/api';
import { ErrorCode } from '@invest/contracts';
import { formatInr, useI18n, useLocale } from '@invest/platform';
import { useApiErrors } from '@invest/platform/errors';
import { Button, Card, CardTitle, DefinitionList, Field, Muted, Row, Stack, SuccessText } from '@invest/ui';
import { useEffect, useRef, useState } from 'react';
import { useValidateUpiIdMutation } from '../api/api.js';
import { AUTO_CONTINUE_MS, useSimulatedStep } from '../hooks/use-simulated-step.js';
import { frequencyLabel, mandateDate, type MandateTerms } from '../model/autopay-mandate.js';
import { failureNotice } from '../model/payment-errors.js';
import { upiIdSchema } from '../model/payment-rules.js';

type Step = 'idle' | 'validating' | 'validated' | 'autopaying' | 'ready';

interface Props {
  total: number;
  /** A monthly SIP: the UPI payment also sets up AutoPay. A lump sum is one payment, with no mandate. */
  recurring: boolean;
  /** The AutoPay mandate the gateway will set up (its own terms once the order exists). */
  mandate: MandateTerms;
  paying: boolean;
  onPay: (upiId: string) => void;
  onAccessRefused: (notice: ReturnType<typeof failureNotice>) => void;
}

/**
 * Product §4 "Payment UPI": enter the ID, Validate (2 s, through the gateway: the bank must hold it in the investor's own
 * name), then Pay. A lump sum is one UPI payment with no mandate (docs/departures.md: where the spec asked AutoPay of every UPI
 * payment). A monthly SIP also sets up AutoPay (2 s) before Pay: the gateway's checkout asks the customer to approve
 * the payment and the mandate in their UPI app; the mandate's terms are shown before it is set up (RBI e-mandate), and
 * once it is active the payment continues by itself after 3 s, unless the ID is edited first. Editing the ID resets
 * the steps.
 */
export function UpiPanel({ total, recurring, mandate, paying, onPay, onAccessRefused }: Props) {
  const { _ } = useI18n();
  const { inPageLanguage } = useApiErrors();
  const locale = useLocale();
  const [upiId, setUpiId] = useState('');
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const [holder, setHolder] = useState<string | null>(null);
  const [validateUpiId] = useValidateUpiIdMutation();
  const simulated = useSimulatedStep();

  const edit = (value: string) => {
    simulated.cancel();
    setUpiId(value);
    setStep('idle');
    setHolder(null);
    setError(null);
  };

  const validate = async () => {
    const parsed = upiIdSchema.safeParse(upiId);
    if (!parsed.success) {
      setError(_('payments.validation.upiId'));
      return;
    }
    setError(null);
    setStep('validating');
    const { current, result } = await simulated.run(() => validateUpiId({ upiId: parsed.data }));
    if (!current) return;
    if (result.error) {
      const shown = await inPageLanguage(result.error);
      setStep('idle');
      const refused = hasErrorCode(shown, ErrorCode.AuthenticationRequired) || hasErrorCode(shown, ErrorCode.KycVerificationRequired);
      if (refused) onAccessRefused(failureNotice('payment', shown, _));
      setError(isApiError(shown) && shown.body ? shown.body.message : _('payments.upi.validationFailed'));
      return;
    }
    setHolder(result.data.accountHolder);
    setStep('validated');
  };

  const setUpAutoPay = async () => {
    setStep('autopaying');
    const { current } = await simulated.run(() => Promise.resolve());
    if (current) setStep('ready');
  };

  // Product §4/9: once AutoPay is active the payment continues by itself after 3 s; Pay continues at once and ends the
  // countdown, so the two never both fire.
  const countdown = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [continuing, setContinuing] = useState(false);
  const pay = () => {
    clearTimeout(countdown.current);
    setContinuing(false);
    onPay(upiId.trim());
  };
  useEffect(() => {
    if (step !== 'ready') return undefined;
    setContinuing(true);
    countdown.current = setTimeout(pay, AUTO_CONTINUE_MS);
    return () => {
      clearTimeout(countdown.current);
      setContinuing(false);
    };
    // Only the move to 'ready' starts the countdown (editing the ID leaves 'ready'); a new onPay must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const validated = step === 'validated' || step === 'autopaying' || step === 'ready';
  const payable = recurring ? step === 'ready' : step === 'validated';
  return (
    <Card as="section" aria-labelledby="upi-title">
      <Stack>
        <CardTitle id="upi-title">{_('payments.upi.title')}</CardTitle>
        <Field
          label={_('payments.upi.id')}
          placeholder="yourname@paytm"
          autoComplete="off"
          value={upiId}
          onChange={(event) => edit(event.target.value)}
          error={error ?? undefined}
        />
        <Row>
          <Button variant="secondary" onClick={() => void validate()} disabled={step === 'validating' || validated || upiId.trim() === ''}>
            {step === 'validating' ? _('payments.upi.validating') : validated ? _('payments.upi.validated') : _('payments.upi.validate')}
          </Button>
          {validated && holder ? <SuccessText>{_('payments.upi.verified', { holder })}</SuccessText> : null}
        </Row>
        {validated && recurring ? (
          <Stack $gap="sm" aria-label={_('payments.upi.mandate')}>
            <strong>{_('payments.upi.mandateTitle')}</strong>
            <DefinitionList>
              <dt>{_('payments.upi.maxAmount')}</dt>
              <dd>{_('payments.upi.perDebit', { amount: formatInr(mandate.maxAmount) })}</dd>
              <dt>{_('payments.upi.frequency')}</dt>
              <dd>{frequencyLabel(mandate.frequency, _)}</dd>
              <dt>{_('payments.upi.validUntil')}</dt>
              <dd>{mandateDate(mandate.validUntil, locale)}</dd>
            </DefinitionList>
            <Muted>{_('payments.upi.mandateNote')}</Muted>
            <Row>
              <Button variant="secondary" onClick={() => void setUpAutoPay()} disabled={step !== 'validated'}>
                {step === 'autopaying'
                  ? _('payments.upi.settingUpAutoPay')
                  : step === 'ready'
                    ? _('payments.upi.autoPayActive')
                    : _('payments.upi.setUpAutoPay')}
              </Button>
              {step === 'ready' ? <SuccessText>{_('payments.upi.autoPaySetUp')}</SuccessText> : null}
            </Row>
            {continuing && !paying ? <Muted role="status">{_('payments.upi.continuing', { seconds: AUTO_CONTINUE_MS / 1000 })}</Muted> : null}
          </Stack>
        ) : null}
        {recurring && step !== 'ready' ? <Muted>{_('payments.upi.validateAndSetUp')}</Muted> : null}
        {!recurring ? <Muted>{validated ? _('payments.upi.oneTime') : _('payments.upi.validateToPay')}</Muted> : null}
        <Button onClick={pay} disabled={!payable || paying}>
          {paying ? _('payments.processing') : _('payments.pay', { amount: formatInr(total) })}
        </Button>
      </Stack>
    </Card>
  );
}
