import type { TdsDeclarationForm } from '@invest/contracts';
import { z } from 'zod';

/** Form 15G is for residents under 60, Form 15H for 60 and over (the API says which the investor is). */
export function formForAge(seniorCitizen: boolean): TdsDeclarationForm {
  return seniorCitizen ? '15H' : '15G';
}

/**
 * The declaration form's checks. Each message is an id of this remote's catalogue (the form shows it in the page's
 * language); their English is the API's words where it has them (TdsMessage.NilTaxRequired, TdsMessage.WrongFormForAge).
 */
export function tdsDeclarationSchema(seniorCitizen: boolean) {
  return z
    .object({
      form: z.enum(['15G', '15H']),
      estimatedTotalIncome: z
        .string()
        .trim()
        .regex(/^\d{1,12}$/, 'dashboard.tdsForm.incomeRequired'),
      confirmNilTax: z.boolean().refine((confirmed) => confirmed, 'dashboard.tdsForm.nilTaxRequired'),
    })
    .refine((values) => values.form === formForAge(seniorCitizen), { path: ['form'], message: 'dashboard.tdsForm.wrongFormForAge' });
}

export type TdsDeclarationValues = z.infer<ReturnType<typeof tdsDeclarationSchema>>;
