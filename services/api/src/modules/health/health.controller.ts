import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ApiHealthResponse } from './health-body.js';
import { HealthResponseDto } from './health-response.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ type: HealthResponseDto, description: 'The database answers (an outside system that does not is `degraded` in `details`).' })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto, description: 'The database does not answer.' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<ApiHealthResponse> {
    const { httpStatus, body } = await this.health.check();
    reply.header('cache-control', 'no-store');
    reply.status(httpStatus);
    return body;
  }
}
