import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** OpenAPI document and UI at /api/docs (JSON at /api/docs-json). */
export function setupSwagger(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Investment platform API')
    .setDescription(
      'Every failure answers `{ statusCode, code, message, errors? }`. State-changing requests need ' +
        'the header `x-requested-with: invest-web`. Sessions are an HttpOnly `sid` cookie set by POST /api/otp/verify.',
    )
    .setVersion('0.1.0')
    .addCookieAuth('sid')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, config), {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
  });
}
