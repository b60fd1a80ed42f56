import { Field } from '@invest/ui';
import type { ComponentProps } from 'react';
import { type Control, Controller } from 'react-hook-form';
import type { KycFormValues } from '../model/kyc-form.js';

type InputProps = Omit<ComponentProps<typeof Field>, 'name' | 'value' | 'onChange' | 'onBlur'>;

interface Props extends InputProps {
  name: 'aadhaar' | 'pan';
  control: Control<KycFormValues>;
  /** Normalises what was typed (digits grouped, letters upper-cased) before the form keeps it. */
  format: (typed: string) => string;
  /** Called on each edit (the page clears the refusal shown under the field). */
  onEdit?: () => void;
}

/**
 * One identity number bound to the KYC form, formatted as it is typed; autocomplete stays off for these. `error` (the
 * server's refusal of this field) shows under it, wired with aria-invalid and aria-describedby (Field).
 */
export function FormattedField({ name, control, format, onEdit, ...input }: Props) {
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
          onChange={(event) => {
            field.onChange(format(event.target.value));
            onEdit?.();
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
