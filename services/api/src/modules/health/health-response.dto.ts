import { ApiProperty } from '@nestjs/swagger';
import type { HealthResponse, SandboxedService } from '@invest/contracts';

export class HealthResponseDto implements HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ enum: ['up', 'down'] })
  database: 'up' | 'down';

  @ApiProperty()
  uptimeSeconds: number;

  @ApiProperty({
    enum: ['payments', 'sms', 'kyc'],
    isArray: true,
    description: 'Services answered by a local stand-in (development, tests, or production with ALLOW_SANDBOX=true).',
  })
  sandbox: SandboxedService[];
}
