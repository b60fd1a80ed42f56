import { zodResolver } from '@hookform/resolvers/zod';
import { hasErrorCode } from '@invest/api';
import { BANK_ACCOUNT_RULES, ErrorCode, type BankAccountResponse, PAYOUT_ACCOUNT_COOLING_OFF_HOURS } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { useApiErrors } from '@invest/platform/errors';
import { Button, Field } from '@invest/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ControlledField } from '../components/controlled-field.js';
import { Lead, Problem, StepActions, StepForm } from '../components/step-layout.js';
import { refusalOf } from '../model/refusal.js';
import { useAddBankAccountMutation, useSendBankAccountOtpMutation } from './api.js';
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  bankAccountSchema,
  formatAccountNumberInput,
  formatIfscInput,
  IFSC_LENGTH,
  type BankAccountFormValues,
} from './bank-account-rules.js';
import { IfscLookupNote, useIfscLookup } from './ifsc-lookup.js';

const FIELDS = new Set<string>(['accountNumber', 'ifsc', 'holderName']);
const isFormField = (field: string): field is keyof BankAccountFormValues => FIELDS.has(field);

interface Props {
  /** The API took the account: verified, verifying (a penny drop under way) or failed. */
  onSubmitted: (answer: BankAccountResponse) => void;
  /** Back to the account on file (shown when there is one). */
  onCancel?: () => void;
  /** A verified account takes the payouts: changing it takes the OTP sent to the registered phone. */
  needsOtp?: boolean;
}

/**
 * Account number, IFSC (looked up as soon as it is complete) and holder name. Whatever the API answers, the account
 * number is cleared once it has been sent: from then on only its last four digits are ever shown. Changing a verified
 * account also asks for the OTP texted to the registered phone (shown masked), and says when payouts move to it.
 */
export function BankAccountForm({ onSubmitted, onCancel, needsOtp = false }: Props) {
  const { _ } = useI18n();
  const { inPageLanguage } = useApiErrors();
  const unavailable = _('onboarding.bank.unavailable');
  const schema = useMemo(() => bankAccountSchema(_), [_]);
  const [addBankAccount, { isLoading, reset }] = useAddBankAccountMutation();
  const [sendOtp, sending] = useSendBankAccountOtpMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, watch, setValue, setError, setFocus } = useForm<BankAccountFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { accountNumber: '', ifsc: '', holderName: '' },
  });
  const lookup = useIfscLookup(watch('ifsc'));

  async function requestOtp() {
    setProblem(null);
    try {
      const sent = await sendOtp().unwrap();
      setSentTo(sent.phoneMasked);
      setOtp('');
    } catch (error) {
      setProblem(refusalOf(await inPageLanguage(error), unavailable).message ?? unavailable);
    }
  }

  async function submit(values: BankAccountFormValues) {
    // The lookup already says so (role=alert): a code no branch has is not worth a penny drop.
    if (lookup.state === 'unknown') return setFocus('ifsc');
    setProblem(null);
    setOtpError(null);
    if (needsOtp && !/^\d{6}$/.test(otp)) return setOtpError(sentTo ? _('onboarding.validation.otp') : _('onboarding.bank.sendOtpFirst'));
    try {
      const details = { accountNumber: values.accountNumber, ifsc: values.ifsc, holderName: values.holderName.trim() };
      const answer = await addBankAccount(needsOtp ? { ...details, otp } : details).unwrap();
      setValue('accountNumber', '');
      setOtp('');
      setSentTo(null);
      onSubmitted(answer);
    } catch (error) {
      const refusal = refusalOf(await inPageLanguage(error), unavailable);
      // The bank answered about this account (a mismatch, no such account): the next try is another account. Other
      // refusals (a typo the API caught, the bank check down) keep it for the investor to correct or send again.
      if (hasErrorCode(error, ErrorCode.BankAccountRejected)) setValue('accountNumber', '');
      for (const { field, message } of refusal.fields) {
        if (isFormField(field)) setError(field, { message });
        else if (field === 'otp') setOtpError(message);
        else setProblem(message);
      }
      if (refusal.message) setProblem(refusal.message);
    } finally {
      // The mutation hook holds on to the request it sent (its originalArgs): let it go, so the number lives nowhere once sent.
      reset();
    }
  }

  return (
    <StepForm noValidate aria-label={_('onboarding.bank.form')} onSubmit={handleSubmit(submit)}>
      <ControlledField
        name="accountNumber"
        control={control}
        format={formatAccountNumberInput}
        label={_('onboarding.bank.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={_('onboarding.bank.accountNumber.placeholder')}
        maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
        disabled={isLoading}
      />
      <ControlledField
        name="ifsc"
        control={control}
        format={formatIfscInput}
        label={_('onboarding.bank.ifsc')}
        autoComplete="off"
        autoCapitalize="characters"
        placeholder="SBIN0001234"
        maxLength={IFSC_LENGTH}
        disabled={isLoading}
        hint={<IfscLookupNote lookup={lookup} />}
      />
      <ControlledField
        name="holderName"
        control={control}
        label={_('onboarding.bank.holderName')}
        autoComplete="name"
        maxLength={BANK_ACCOUNT_RULES.holderNameMaxLength}
        disabled={isLoading}
        hint={_('onboarding.bank.holderName.hint')}
      />
      {needsOtp ? (
        <>
          <Lead>{_('onboarding.bank.changeNeedsOtp', { hours: PAYOUT_ACCOUNT_COOLING_OFF_HOURS })}</Lead>
          {sentTo ? (
            <Field
              label={_('onboarding.bank.otpSentTo', { phone: sentTo })}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              error={otpError ?? undefined}
              disabled={isLoading}
              onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          ) : otpError ? (
            <Problem role="alert">{otpError}</Problem>
          ) : null}
          <StepActions>
            <Button variant="outline" disabled={sending.isLoading || isLoading} onClick={() => void requestOtp()}>
              {sending.isLoading ? _('onboarding.common.sending') : sentTo ? _('onboarding.bank.sendOtpAgain') : _('onboarding.bank.sendOtp')}
            </Button>
          </StepActions>
        </>
      ) : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <StepActions>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? _('onboarding.common.verifying') : _('onboarding.bank.submit')}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={isLoading}>
            {_('onboarding.bank.keepCurrent')}
          </Button>
        ) : null}
      </StepActions>
    </StepForm>
  );
}
