import { formatCalendarDate, NomineeMessage, type NomineeResponse, type NomineeView } from '@invest/contracts';
import { Badge, Button, Spinner, SuccessText, toast } from '@invest/ui';
import { Details, Lead, Problem, StepActions, StepCard, StepTitle } from '../components/step-layout.js';
import { NomineeForm } from './nominee-form.js';

/** 'YYYY-MM-DD' → '12 Mar 1990' (the platform's one India-time formatter). */
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
  return (
    <Details aria-label="Nominee on file">
      <dt>Name</dt>
      <dd>{nominee.name}</dd>
      <dt>Relationship</dt>
      <dd>{nominee.relationship}</dd>
      <dt>Date of birth</dt>
      <dd>{nominee.dateOfBirth ? formatCalendarDate(nominee.dateOfBirth) : '—'}</dd>
      {nominee.minor ? (
        <>
          <dt>Guardian</dt>
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
  const { answer, editing } = props;
  const nominee = answer?.nominee;
  const chosen = nominee !== undefined && nominee.status !== 'not_started';
  const saved = (response: NomineeResponse) => {
    toast({ title: 'Nominee', description: response.message });
    props.onEditEnd();
  };
  return (
    <StepCard aria-labelledby="kyc-nominee-title" data-testid="nominee-step">
      <StepTitle id="kyc-nominee-title" as="h2">
        Nominee {chosen && !editing ? <Badge tone="green">{nominee.status === 'named' ? 'Named' : 'Opted out'}</Badge> : null}
      </StepTitle>
      {props.loading ? <Spinner size={24} label="Loading your nominee" /> : null}
      {props.failed ? (
        <>
          <Problem role="alert">We could not load your nominee.</Problem>
          <StepActions>
            <Button variant="outline" onClick={props.onReload}>
              Try again
            </Button>
          </StepActions>
        </>
      ) : null}
      {nominee && (editing || !chosen) ? (
        <>
          <Lead>Name the person your investments go to if something happens to you, or choose not to name anyone.</Lead>
          <NomineeForm current={nominee} onSaved={saved} onCancel={chosen ? props.onEditEnd : undefined} />
        </>
      ) : null}
      {nominee && chosen && !editing ? (
        <>
          {nominee.status === 'named' ? <NamedNominee nominee={nominee} /> : <SuccessText>{NomineeMessage.OptedOut}</SuccessText>}
          <StepActions>
            <Button variant="outline" onClick={props.onEdit}>
              {nominee.status === 'named' ? 'Change nominee' : 'Name a nominee'}
            </Button>
          </StepActions>
        </>
      ) : null}
    </StepCard>
  );
}
