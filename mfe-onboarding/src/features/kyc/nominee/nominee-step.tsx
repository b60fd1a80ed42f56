import { formatCalendarDate, type NomineeResponse, type NomineeView } from '@invest/contracts';
import { useI18n, useLocale } from '@invest/platform';
import { Badge, Button, Spinner, SuccessText, toast } from '@invest/ui';
import { Details, Lead, Problem, StepActions, StepCard, StepTitle } from '../components/step-layout.js';
import { confirmationIn } from '../../../shared/api-confirmations.js';
import { NomineeForm } from './nominee-form.js';
import { relationshipLabel } from './nominee-rules.js';

/** 'YYYY-MM-DD' → '12 Mar 1990' (the platform's one India-time formatter; Hindi with the page's language). */
export { formatCalendarDate };

export interface NomineeStepProps {
  /** GET /api/nominee. */
  answer: NomineeResponse | undefined;
  loading: boolean;
  failed: boolean;
  onReload: () => void;
  editing: boolean;
  onEdit: () => void;
  onEditEnd: () => void;
}

function NamedNominee({ nominee }: { nominee: NomineeView }) {
  const { _ } = useI18n();
  const locale = useLocale();
  const relationship = nominee.relationship;
  return (
    <Details aria-label={_('onboarding.nominee.onFile')}>
      <dt>{_('onboarding.nominee.field.name')}</dt>
      <dd>{nominee.name}</dd>
      <dt>{_('onboarding.nominee.field.relationship')}</dt>
      <dd>{relationship ? _(relationshipLabel(relationship)) : null}</dd>
      <dt>{_('onboarding.nominee.field.dateOfBirth')}</dt>
      <dd>{nominee.dateOfBirth ? formatCalendarDate(nominee.dateOfBirth, locale) : _('onboarding.common.none')}</dd>
      {nominee.minor ? (
        <>
          <dt>{_('onboarding.nominee.field.guardian')}</dt>
          <dd>
            {nominee.guardianName}
            {nominee.guardianRelationship ? ` (${nominee.guardianRelationship})` : ''}
          </dd>
        </>
      ) : null}
    </Details>
  );
}

/** KYC step 4, Nominee: who receives the investments if the investor dies, or the explicit choice of no one. */
export function NomineeStep(props: NomineeStepProps) {
  const { _ } = useI18n();
  const { answer, editing } = props;
  const nominee = answer?.nominee;
  const chosen = nominee !== undefined && nominee.status !== 'not_started';
  const saved = (response: NomineeResponse) => {
    toast({ title: _('onboarding.toast.nominee'), description: confirmationIn(_, response.message) });
    props.onEditEnd();
  };
  return (
    <StepCard aria-labelledby="kyc-nominee-title" data-testid="nominee-step">
      <StepTitle id="kyc-nominee-title" as="h2">
        {_('onboarding.nominee.title')}{' '}
        {chosen && !editing ? (
          <Badge tone="green">{nominee.status === 'named' ? _('onboarding.nominee.badge.named') : _('onboarding.nominee.badge.optedOut')}</Badge>
        ) : null}
      </StepTitle>
      {props.loading ? <Spinner size={24} label={_('onboarding.nominee.loading')} /> : null}
      {props.failed ? (
        <>
          <Problem role="alert">{_('onboarding.nominee.loadFailed')}</Problem>
          <StepActions>
            <Button variant="outline" onClick={props.onReload}>
              {_('onboarding.common.tryAgain')}
            </Button>
          </StepActions>
        </>
      ) : null}
      {nominee && (editing || !chosen) ? (
        <>
          <Lead>{_('onboarding.nominee.lead')}</Lead>
          <NomineeForm current={nominee} onSaved={saved} onCancel={chosen ? props.onEditEnd : undefined} />
        </>
      ) : null}
      {nominee && chosen && !editing ? (
        <>
          {nominee.status === 'named' ? <NamedNominee nominee={nominee} /> : <SuccessText>{_('onboarding.nominee.optedOutMessage')}</SuccessText>}
          <StepActions>
            <Button variant="outline" onClick={props.onEdit}>
              {nominee.status === 'named' ? _('onboarding.nominee.change') : _('onboarding.nominee.name')}
            </Button>
          </StepActions>
        </>
      ) : null}
    </StepCard>
  );
}
