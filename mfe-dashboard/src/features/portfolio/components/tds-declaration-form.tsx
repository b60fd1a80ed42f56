import { zodResolver } from '@hookform/resolvers/zod';
import type { TdsSummaryResponse } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { useApiErrors } from '@invest/platform/errors';
import { Button, Field } from '@invest/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useDeclareTdsExemptionMutation } from '../api/money-out-api.js';
import type { MessageId } from '../model/display.js';
import { formForAge, tdsDeclarationSchema, type TdsDeclarationValues } from '../model/tds-declaration-rules.js';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  label.choice {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FORMS = [
  { value: '15G', label: 'dashboard.tdsForm.form15G' },
  { value: '15H', label: 'dashboard.tdsForm.form15H' },
] as const satisfies readonly { value: string; label: MessageId }[];

/**
 * Form 15G/15H for the current financial year: the form for the investor's age, their estimated total income and the
 * confirmation that the tax on it is nil. The API records it (or says why not, in its own words).
 */
export function TdsDeclarationForm({ summary, onSaved }: { summary: TdsSummaryResponse; onSaved: (message: string) => void }) {
  const { _ } = useI18n();
  const { refusal, words } = useApiErrors();
  const [declare, { isLoading }] = useDeclareTdsExemptionMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<TdsDeclarationValues>({
    resolver: zodResolver(tdsDeclarationSchema(summary.seniorCitizen)),
    defaultValues: { form: formForAge(summary.seniorCitizen), estimatedTotalIncome: '', confirmNilTax: false },
  });

  async function submit(values: TdsDeclarationValues) {
    setProblem(null);
    try {
      const answer = await declare({
        financialYear: summary.financialYear,
        form: values.form,
        estimatedTotalIncome: Number(values.estimatedTotalIncome),
        confirmNilTax: values.confirmNilTax,
      }).unwrap();
      onSaved(answer.message ? await words(answer.message) : _('dashboard.tdsForm.saved', { form: values.form, year: summary.financialYear }));
    } catch (error) {
      // A refusal (4xx) says why; a fault of the server does not.
      setProblem(await refusal(error, _('dashboard.tdsForm.unavailable')));
    }
  }

  // The checks' messages are ids of this remote's catalogue (tds-declaration-rules.ts).
  const formErrorId = formState.errors.form?.message;
  const nilTaxErrorId = formState.errors.confirmNilTax?.message;
  const formError = formErrorId ? _(formErrorId) : undefined;
  const nilTaxError = nilTaxErrorId ? _(nilTaxErrorId) : undefined;
  return (
    <Form noValidate aria-labelledby="tds-declaration-heading" onSubmit={handleSubmit(submit)}>
      <h3 id="tds-declaration-heading">{_('dashboard.tdsForm.title', { year: summary.financialYear })}</h3>
      <Controller
        name="form"
        control={control}
        render={({ field }) => (
          <fieldset aria-describedby={formError ? 'tds-form-error' : undefined}>
            <legend>{_('dashboard.tdsForm.form')}</legend>
            {FORMS.map((choice) => (
              <label key={choice.value} className="choice">
                <input
                  type="radio"
                  name={field.name}
                  value={choice.value}
                  checked={field.value === choice.value}
                  disabled={isLoading}
                  onChange={() => field.onChange(choice.value)}
                  onBlur={field.onBlur}
                />
                {_(choice.label)}
              </label>
            ))}
          </fieldset>
        )}
      />
      {formError ? (
        <Problem id="tds-form-error" role="alert">
          {formError}
        </Problem>
      ) : null}
      <Controller
        name="estimatedTotalIncome"
        control={control}
        render={({ field, fieldState }) => (
          <Field
            label={_('dashboard.tdsForm.income', { year: summary.financialYear })}
            name={field.name}
            inputMode="numeric"
            autoComplete="off"
            placeholder={_('dashboard.tdsForm.incomePlaceholder')}
            maxLength={12}
            value={field.value}
            error={fieldState.error?.message ? _(fieldState.error.message) : undefined}
            disabled={isLoading}
            onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        name="confirmNilTax"
        control={control}
        render={({ field }) => (
          <label className="choice">
            <input
              type="checkbox"
              name={field.name}
              checked={field.value}
              disabled={isLoading}
              aria-describedby={nilTaxError ? 'tds-nil-tax-error' : undefined}
              aria-invalid={nilTaxError ? true : undefined}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
            {_('dashboard.tdsForm.confirmNilTax')}
          </label>
        )}
      />
      {nilTaxError ? (
        <Problem id="tds-nil-tax-error" role="alert">
          {nilTaxError}
        </Problem>
      ) : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? _('dashboard.tdsForm.saving') : _('dashboard.tdsForm.declare')}
        </Button>
      </div>
    </Form>
  );
}
