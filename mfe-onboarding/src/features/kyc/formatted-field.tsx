import { Field } from '@invest/ui';
import type { ComponentProps } from 'react';
import { type Control, Controller } from 'react-hook-form';
import type { KycFormValues } from './kyc-form.js';

type InputProps = Omit<ComponentProps<typeof Field>, 'name' | 'value' | 'onChange' | 'onBlur'>;

interface Props extends InputProps {
  name: 'aadhaar' | 'pan';
  control: Control<KycFormValues>;
  /** Normalises what was typed (digits grouped, letters upper-cased) before the form keeps it. */
  format: (typed: string) => string;
}

/** One identity number bound to the KYC form, formatted as it is typed; autocomplete stays off for these. */
export function FormattedField({ name, control, format, ...input }: Props) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Field
          {...input}
          name={field.name}
          autoComplete="off"
          value={field.value}
          onChange={(event) => field.onChange(format(event.target.value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
