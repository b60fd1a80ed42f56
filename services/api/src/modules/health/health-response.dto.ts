import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SandboxedService } from '@invest/contracts';
import type { ApiHealthResponse, ComponentHealth, HealthComponent } from './health-body.js';

export class ComponentHealthDto implements ComponentHealth {
  @ApiProperty({ enum: ['up', 'degraded', 'down'], description: '`degraded`: an outside system that did not answer (the API still serves).' })
  status: 'up' | 'degraded' | 'down';

  @ApiPropertyOptional({ description: 'Milliseconds the check took.' })
  responseTime?: number;

  @ApiPropertyOptional({ description: 'Why the check failed.' })
  message?: string;

  @ApiPropertyOptional({ description: 'An outside system is asked at most every 30 s; true when this is the last answer.' })
  cachedResponse?: boolean;
}

export class HealthDetailsDto implements Partial<Record<HealthComponent, ComponentHealth>> {
  @ApiPropertyOptional({ type: ComponentHealthDto })
  database?: ComponentHealthDto;

  @ApiPropertyOptional({ type: ComponentHealthDto, description: 'The payment gateway (Razorpay, or its stand-in).' })
  payments?: ComponentHealthDto;

  @ApiPropertyOptional({ type: ComponentHealthDto, description: 'The SMS provider (MSG91, or its stand-in).' })
  sms?: ComponentHealthDto;

  @ApiPropertyOptional({ type: ComponentHealthDto, description: 'The KYC provider (Cashfree Verification, or its stand-in).' })
  kyc?: ComponentHealthDto;
}

export class HealthResponseDto implements ApiHealthResponse {
  @ApiProperty({ enum: ['ok', 'error'], description: '`error` (and 503) only when the database does not answer.' })
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

  @ApiProperty({ type: HealthDetailsDto, description: 'Each check by name, as @nestjs/terminus reports it.' })
  details: HealthDetailsDto;
}
