import { zodResolver } from '@hookform/resolvers/zod';
import { NOMINEE_RELATIONSHIPS, type NomineeResponse, type NomineeView } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { useApiErrors } from '@invest/platform/errors';
import { Button, SelectField } from '@invest/ui';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CheckboxField } from '../components/checkbox-field.js';
import { ControlledField } from '../components/controlled-field.js';
import { Lead, Problem, StepActions, StepForm } from '../components/step-layout.js';
import { refusalOf } from '../model/refusal.js';
import { useSaveNomineeMutation } from './api.js';
import { isMinor, nomineeFormDefaults, nomineeRequest, nomineeSchema, relationshipLabel, todayInIndia, type NomineeFormValues } from './nominee-rules.js';

const FIELDS = new Set<string>(['name', 'relationship', 'dateOfBirth', 'guardianName', 'guardianRelationship']);
const isFormField = (field: string): field is keyof NomineeFormValues => FIELDS.has(field);

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
  const { _ } = useI18n();
  const { inPageLanguage } = useApiErrors();
  const schema = useMemo(() => nomineeSchema(_), [_]);
  const relationships = useMemo(() => NOMINEE_RELATIONSHIPS.map((value) => ({ value, label: _(relationshipLabel(value)) })), [_]);
  const [saveNominee, { isLoading }] = useSaveNomineeMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, watch, setError } = useForm<NomineeFormValues>({
    resolver: zodResolver(schema),
    defaultValues: nomineeFormDefaults(current),
  });
  const optOut = watch('optOut');
  const minor = isMinor(watch('dateOfBirth'));

  async function submit(values: NomineeFormValues) {
    setProblem(null);
    try {
      onSaved(await saveNominee(nomineeRequest(values)).unwrap());
    } catch (error) {
      const refusal = refusalOf(await inPageLanguage(error), _('onboarding.nominee.unavailable'));
      for (const { field, message } of refusal.fields) {
        if (isFormField(field)) setError(field, { message });
        else setProblem(message);
      }
      if (refusal.message) setProblem(refusal.message);
    }
  }

  return (
    <StepForm noValidate aria-label={_('onboarding.nominee.form')} onSubmit={handleSubmit(submit)}>
      <Controller
        name="optOut"
        control={control}
        render={({ field }) => (
          <CheckboxField
            label={_('onboarding.nominee.optOut')}
            name={field.name}
            checked={field.value}
            disabled={isLoading}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
      {optOut ? (
        <Lead>{_('onboarding.nominee.noNomineeLead')}</Lead>
      ) : (
        <>
          <ControlledField name="name" control={control} label={_('onboarding.nominee.nameLabel')} autoComplete="off" maxLength={100} disabled={isLoading} />
          <Controller
            name="relationship"
            control={control}
            render={({ field, fieldState }) => (
              <SelectField
                label={_('onboarding.nominee.relationshipLabel')}
                placeholder={_('onboarding.nominee.relationshipPlaceholder')}
                options={relationships}
                name={field.name}
                value={field.value}
                error={fieldState.error?.message}
                disabled={isLoading}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              />
            )}
          />
          <ControlledField
            name="dateOfBirth"
            control={control}
            label={_('onboarding.nominee.dateOfBirthLabel')}
            type="date"
            max={todayInIndia()}
            disabled={isLoading}
          />
          {minor ? (
            <>
              <Lead role="status">{_('onboarding.nominee.minor')}</Lead>
              <ControlledField
                name="guardianName"
                control={control}
                label={_('onboarding.nominee.guardianName')}
                autoComplete="off"
                maxLength={100}
                disabled={isLoading}
              />
              <ControlledField
                name="guardianRelationship"
                control={control}
                label={_('onboarding.nominee.guardianRelationship')}
                placeholder={_('onboarding.nominee.guardianRelationship.placeholder')}
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
          {isLoading ? _('onboarding.common.saving') : optOut ? _('onboarding.nominee.confirmOptOut') : _('onboarding.nominee.save')}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={isLoading}>
            {_('onboarding.nominee.keepCurrent')}
          </Button>
        ) : null}
      </StepActions>
    </StepForm>
  );
}
