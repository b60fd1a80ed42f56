import type { Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles.js';
import { LabelledControl, type LabelledControlProps } from './labelled-control.js';

/** A multi-line text control styled as the other form controls; it grows downwards only. */
export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
`;

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, LabelledControlProps {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with its hint and error wired to aria attributes, like Field. */
export function TextAreaField({ label, error, hint, id, ...rest }: TextAreaFieldProps) {
  return (
    <LabelledControl id={id} label={label} hint={hint} error={error}>
      {(control) => <TextArea {...control} {...rest} />}
    </LabelledControl>
  );
}
