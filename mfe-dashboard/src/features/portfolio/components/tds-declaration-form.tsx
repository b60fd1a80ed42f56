import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError, serverMessage } from '@invest/api';
import type { TdsSummaryResponse } from '@invest/contracts';
import { Button, Field } from '@invest/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useDeclareTdsExemptionMutation } from '../api/money-out-api.js';
import { formForAge, savedMessage, tdsDeclarationSchema, type TdsDeclarationValues } from '../model/tds-declaration-rules.js';

export const DECLARATION_UNAVAILABLE = 'We could not record your declaration just now. Please try again in a moment.';

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
  { value: '15G', label: 'Form 15G (under 60)' },
  { value: '15H', label: 'Form 15H (60 or over)' },
] as const;

/**
 * Form 15G/15H for the current financial year: the form for the investor's age, their estimated total income and the
 * confirmation that the tax on it is nil. The API records it (or says why not, in its own words).
 */
export function TdsDeclarationForm({ summary, onSaved }: { summary: TdsSummaryResponse; onSaved: (message: string) => void }) {
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
      onSaved(answer.message || savedMessage(values.form, summary.financialYear));
    } catch (error) {
      // A refusal (4xx) says why; a fault of the server does not.
      const message = isApiError(error) && error.status < 500 ? serverMessage(error) : undefined;
      setProblem(message ?? DECLARATION_UNAVAILABLE);
    }
  }

  const formError = formState.errors.form?.message;
  const nilTaxError = formState.errors.confirmNilTax?.message;
  return (
    <Form noValidate aria-labelledby="tds-declaration-heading" onSubmit={handleSubmit(submit)}>
      <h3 id="tds-declaration-heading">Declare Form 15G/15H for {summary.financialYear}</h3>
      <Controller
        name="form"
        control={control}
        render={({ field }) => (
          <fieldset aria-describedby={formError ? 'tds-form-error' : undefined}>
            <legend>Form</legend>
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
                {choice.label}
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
            label={`Estimated total income for ${summary.financialYear} (₹)`}
            name={field.name}
            inputMode="numeric"
            autoComplete="off"
            placeholder="For example 240000"
            maxLength={12}
            value={field.value}
            error={fieldState.error?.message}
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
            I confirm that the tax on my estimated total income for the year is nil.
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
          {isLoading ? 'Saving...' : 'Declare'}
        </Button>
      </div>
    </Form>
  );
}
