import { hasErrorCode, isApiError } from '@invest/api';
import { ErrorCode } from '@invest/contracts';
import { formatInr } from '@invest/platform';
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
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setStep('validating');
    const { current, result } = await simulated.run(() => validateUpiId({ upiId: parsed.data }));
    if (!current) return;
    if (result.error) {
      setStep('idle');
      const refused = hasErrorCode(result.error, ErrorCode.AuthenticationRequired) || hasErrorCode(result.error, ErrorCode.KycVerificationRequired);
      if (refused) onAccessRefused(failureNotice('payment', result.error));
      setError(isApiError(result.error) && result.error.body ? result.error.body.message : 'We could not validate this UPI ID. Please try again.');
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
        <CardTitle id="upi-title">Pay by UPI</CardTitle>
        <Field
          label="UPI ID"
          placeholder="yourname@paytm"
          autoComplete="off"
          value={upiId}
          onChange={(event) => edit(event.target.value)}
          error={error ?? undefined}
        />
        <Row>
          <Button variant="secondary" onClick={() => void validate()} disabled={step === 'validating' || validated || upiId.trim() === ''}>
            {step === 'validating' ? 'Validating...' : validated ? 'UPI ID Validated' : 'Validate'}
          </Button>
          {validated && holder ? <SuccessText>UPI ID verified: {holder}</SuccessText> : null}
        </Row>
        {validated && recurring ? (
          <Stack $gap="sm" aria-label="AutoPay mandate">
            <strong>UPI AutoPay mandate</strong>
            <DefinitionList>
              <dt>Maximum amount</dt>
              <dd>{formatInr(mandate.maxAmount)} per debit</dd>
              <dt>Frequency</dt>
              <dd>{frequencyLabel(mandate.frequency)}</dd>
              <dt>Valid until</dt>
              <dd>{mandateDate(mandate.validUntil)}</dd>
            </DefinitionList>
            <Muted>
              Our payment partner sets up this mandate when you approve the payment in your UPI app. You can cancel this mandate at any time from your UPI app.
              Each debit is notified to you in advance.
            </Muted>
            <Row>
              <Button variant="secondary" onClick={() => void setUpAutoPay()} disabled={step !== 'validated'}>
                {step === 'autopaying' ? 'Setting up AutoPay...' : step === 'ready' ? 'AutoPay Active' : 'Set up AutoPay'}
              </Button>
              {step === 'ready' ? <SuccessText>AutoPay is set up.</SuccessText> : null}
            </Row>
            {continuing && !paying ? (
              <Muted role="status">Continuing to payment in {AUTO_CONTINUE_MS / 1000} seconds. Pay now, or change the UPI ID to stop.</Muted>
            ) : null}
          </Stack>
        ) : null}
        {recurring && step !== 'ready' ? <Muted>Validate your UPI ID and set up AutoPay to pay.</Muted> : null}
        {!recurring ? <Muted>{validated ? 'A one-time payment: no AutoPay mandate is set up.' : 'Validate your UPI ID to pay.'}</Muted> : null}
        <Button onClick={pay} disabled={!payable || paying}>
          {paying ? 'Processing...' : `Pay ${formatInr(total)}`}
        </Button>
      </Stack>
    </Card>
  );
}
