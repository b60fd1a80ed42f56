import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiHeader, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type ContactResponse } from '@invest/contracts';
import type { FastifyRequest } from 'fastify';
import { ContactService } from './contact.service.js';
import { ContactMessageDto } from './dto/contact-message.dto.js';
import { ContactResponseDto } from './dto/contact-response.dto.js';

@ApiTags('contact')
@ApiHeader({ name: CSRF_HEADER, required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: ContactResponseDto, description: 'The message is stored.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  @ApiForbiddenResponse({ description: 'FORBIDDEN: the phone has not passed a contact OTP in the last 30 minutes.' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED (10 per address, 3 per phone, per hour); Retry-After set.' })
  send(@Body() body: ContactMessageDto, @Req() request: FastifyRequest): Promise<ContactResponse> {
    return this.contact.send(body, request.ip);
  }
}
