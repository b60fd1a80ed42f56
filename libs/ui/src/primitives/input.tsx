import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles.js';
import { LabelledControl, type LabelledControlProps } from './labelled-control.js';

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement>, LabelledControlProps {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error message wired to aria attributes. */
export function Field({ label, error, hint, id, ...rest }: FieldProps) {
  return (
    <LabelledControl id={id} label={label} hint={hint} error={error}>
      {(control) => <Input {...control} {...rest} />}
    </LabelledControl>
  );
}
