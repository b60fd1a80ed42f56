import { Field } from '@invest/ui';
import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type InputProps = Omit<ComponentProps<typeof Field>, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

interface Props<T extends FieldValues> extends InputProps {
  name: Path<T>;
  control: Control<T>;
  /** Normalises what was typed (digits only, upper-case) before the form keeps it. */
  format?: (typed: string) => string;
}

/** A text input bound to a react-hook-form form, with the schema's message under it (role=alert, from Field). */
export function ControlledField<T extends FieldValues>({ name, control, format, ...input }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field
          {...input}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          error={fieldState.error?.message}
          onChange={(event) => field.onChange(format ? format(event.target.value) : event.target.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
