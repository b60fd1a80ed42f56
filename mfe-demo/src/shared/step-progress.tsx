import { useI18n } from '@invest/platform';
import styled from 'styled-components';

export const DEMO_STEP_COUNT = 4;

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Labels = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Track = styled.div`
  height: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

export const Fill = styled.div<{ $percent: number; $color?: string }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme, $color }) => $color ?? theme.colors.primary};
  border-radius: inherit;
  transition: width ${({ theme }) => theme.motion.normal};
`;

/** 'Step N of 4' with its progress bar: 25, 50, 75, 100 percent (product §9). `label`: the step's name, translated. */
export function StepProgress({ step, label }: { step: number; label: string }) {
  const { _ } = useI18n();
  const percent = Math.round((step / DEMO_STEP_COUNT) * 100);
  return (
    <Wrapper>
      <Labels>
        <span>{_('demo.progress.step', { step, total: DEMO_STEP_COUNT, label })}</span>
        <span>{_('demo.progress.complete', { percent })}</span>
      </Labels>
      <Track role="progressbar" aria-label={_('demo.progress.label')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <Fill $percent={percent} />
      </Track>
    </Wrapper>
  );
}
