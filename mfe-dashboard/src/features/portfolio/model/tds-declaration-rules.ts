import { TdsMessage, type TdsDeclarationForm } from '@invest/contracts';
import { z } from 'zod';

export const INCOME_REQUIRED = 'Please enter your estimated total income for the year in whole rupees.';

/** Form 15G is for residents under 60, Form 15H for 60 and over (the API says which the investor is). */
export function formForAge(seniorCitizen: boolean): TdsDeclarationForm {
  return seniorCitizen ? '15H' : '15G';
}

/** TdsMessage.Saved with its form and year filled in, for an answer that carries no message of its own. */
export function savedMessage(form: TdsDeclarationForm, financialYear: string): string {
  return TdsMessage.Saved.replace('{form}', form).replace('{year}', financialYear);
}

/** The declaration form's checks, in the API's words where it has them. */
export function tdsDeclarationSchema(seniorCitizen: boolean) {
  return z
    .object({
      form: z.enum(['15G', '15H']),
      estimatedTotalIncome: z
        .string()
        .trim()
        .regex(/^\d{1,12}$/, INCOME_REQUIRED),
      confirmNilTax: z.boolean().refine((confirmed) => confirmed, TdsMessage.NilTaxRequired),
    })
    .refine((values) => values.form === formForAge(seniorCitizen), { path: ['form'], message: TdsMessage.WrongFormForAge });
}

export type TdsDeclarationValues = z.infer<ReturnType<typeof tdsDeclarationSchema>>;
