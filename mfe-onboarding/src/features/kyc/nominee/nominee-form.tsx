import { zodResolver } from '@hookform/resolvers/zod';
import { NOMINEE_RELATIONSHIPS, type NomineeResponse, type NomineeView } from '@invest/contracts';
import { Button, SelectField } from '@invest/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CheckboxField } from '../components/checkbox-field.js';
import { ControlledField } from '../components/controlled-field.js';
import { Lead, Problem, StepActions, StepForm } from '../components/step-layout.js';
import { refusalOf } from '../model/refusal.js';
import { useSaveNomineeMutation } from './api.js';
import { isMinor, nomineeFormDefaults, nomineeRequest, nomineeSchema, todayInIndia, type NomineeFormValues } from './nominee-rules.js';

const FIELDS = new Set<string>(['name', 'relationship', 'dateOfBirth', 'guardianName', 'guardianRelationship']);
const isFormField = (field: string): field is keyof NomineeFormValues => FIELDS.has(field);

export const NOMINEE_UNAVAILABLE = 'We could not save your nominee just now. Please try again in a moment.';
export const OPT_OUT_LABEL = 'I do not wish to name a nominee';

interface Props {
  /** The choice on file, when the investor changes it. */
  current: NomineeView | undefined;
  onSaved: (answer: NomineeResponse) => void;
  onCancel?: () => void;
}

/**
 * Name, relationship and date of birth of the nominee, with a guardian once the date makes them a minor; or the
 * explicit opt-out (SEBI's nomination rules ask for one or the other).
 */
export function NomineeForm({ current, onSaved, onCancel }: Props) {
  const [saveNominee, { isLoading }] = useSaveNomineeMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, watch, setError } = useForm<NomineeFormValues>({
    resolver: zodResolver(nomineeSchema),
    defaultValues: nomineeFormDefaults(current),
  });
  const optOut = watch('optOut');
  const minor = isMinor(watch('dateOfBirth'));

  async function submit(values: NomineeFormValues) {
    setProblem(null);
    try {
      onSaved(await saveNominee(nomineeRequest(values)).unwrap());
    } catch (error) {
      const refusal = refusalOf(error, NOMINEE_UNAVAILABLE);
      for (const { field, message } of refusal.fields) {
        if (isFormField(field)) setError(field, { message });
        else setProblem(message);
      }
      if (refusal.message) setProblem(refusal.message);
    }
  }

  return (
    <StepForm noValidate aria-label="Nominee" onSubmit={handleSubmit(submit)}>
      <Controller
        name="optOut"
        control={control}
        render={({ field }) => (
          <CheckboxField
            label={OPT_OUT_LABEL}
            name={field.name}
            checked={field.value}
            disabled={isLoading}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
      {optOut ? (
        <Lead>Your investments will have no nominee. You can name one here at any time.</Lead>
      ) : (
        <>
          <ControlledField name="name" control={control} label="Nominee name" autoComplete="off" maxLength={100} disabled={isLoading} />
          <Controller
            name="relationship"
            control={control}
            render={({ field, fieldState }) => (
              <SelectField
                label="Relationship"
                placeholder="Choose…"
                options={NOMINEE_RELATIONSHIPS}
                name={field.name}
                value={field.value}
                error={fieldState.error?.message}
                disabled={isLoading}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              />
            )}
          />
          <ControlledField name="dateOfBirth" control={control} label="Date of birth" type="date" max={todayInIndia()} disabled={isLoading} />
          {minor ? (
            <>
              <Lead role="status">The nominee is under 18: please name their guardian.</Lead>
              <ControlledField name="guardianName" control={control} label="Guardian name" autoComplete="off" maxLength={100} disabled={isLoading} />
              <ControlledField
                name="guardianRelationship"
                control={control}
                label="Guardian's relationship to the nominee"
                placeholder="For example Mother"
                autoComplete="off"
                maxLength={50}
                disabled={isLoading}
              />
            </>
          ) : null}
        </>
      )}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <StepActions>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving...' : optOut ? 'Confirm: no nominee' : 'Save nominee'}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={isLoading}>
            Keep the current choice
          </Button>
        ) : null}
      </StepActions>
    </StepForm>
  );
}
