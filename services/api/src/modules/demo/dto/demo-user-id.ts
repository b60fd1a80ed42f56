import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The demo user id of a request body: the id create-account answered. */
export const DemoUserIdProperty = () =>
  applyDecorators(
    ApiProperty({ example: '1b4e28ba-2fa1-4d2e-9c5f-3c1a2b3c4d5e' }),
    IsString({ message: 'userId must be text.' }),
    IsNotEmpty({ message: 'userId is required.' }),
    MaxLength(64, { message: 'userId is not a demo user id.' }),
  );
