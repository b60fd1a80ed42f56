import { ApiProperty } from '@nestjs/swagger';
import { DEMO_UPDATE_STEPS, type DemoUpdateStep, type DemoUpdateStepRequest } from '@invest/contracts';
import { IsIn } from 'class-validator';
import { DemoUserIdProperty } from './demo-user-id.js';

export class UpdateDemoStepDto implements DemoUpdateStepRequest {
  @DemoUserIdProperty()
  userId: string;

  @ApiProperty({ enum: DEMO_UPDATE_STEPS })
  @IsIn(DEMO_UPDATE_STEPS, { message: `step must be one of ${DEMO_UPDATE_STEPS.join(', ')}.` })
  step: DemoUpdateStep;
}
