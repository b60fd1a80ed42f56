import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles.js';
import { LabelledControl, type LabelledControlProps } from './labelled-control.js';

/** A select styled as the other form controls. */
export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
`;

/** An option whose text is not its value ('6 months' for 6). */
export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, LabelledControlProps {
  ref?: Ref<HTMLSelectElement>;
  /** The options: a string is its own value and text. */
  options: readonly (string | SelectOption)[];
  /** The text of an empty first option ('Select an option'); without it the first option is chosen. */
  placeholder?: string;
}

const asOption = (option: string | SelectOption): SelectOption => (typeof option === 'string' ? { value: option, label: option } : option);

/** A labelled select (an optional empty first option, then `options`) with its hint and error wired to aria attributes, like Field. */
export function SelectField({ label, error, hint, options, placeholder, id, ...rest }: SelectFieldProps) {
  return (
    <LabelledControl id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <Select {...control} {...rest}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map(asOption).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </LabelledControl>
  );
}
