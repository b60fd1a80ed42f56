import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Clock } from './common/clock/clock.js';
import { ClockModule } from './common/clock/clock.module.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { CsrfHeaderGuard } from './common/guards/csrf-header.guard.js';
import { RequestBodyLogInterceptor } from './common/interceptors/request-body-log.interceptor.js';
import { buildLoggerParams } from './common/logging/logger-options.js';
import { MetricsModule } from './common/metrics/metrics.module.js';
import { createValidationPipe } from './common/pipes/validation.pipe.js';
import type { LoadedConfig } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { BankAccountsModule } from './modules/bank-accounts/bank-accounts.module.js';
import { CatalogueModule } from './modules/catalogue/catalogue.module.js';
import { ContactModule } from './modules/contact/contact.module.js';
import { DemoModule } from './modules/demo/demo.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { InvestmentsModule } from './modules/investments/investments.module.js';
import { KycModule } from './modules/kyc/kyc.module.js';
import { MarketModule } from './modules/market/market.module.js';
import { NomineesModule } from './modules/nominees/nominees.module.js';
import { OtpModule } from './modules/otp/otp.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { RazorpayWebhookModule } from './modules/razorpay/webhook/razorpay-webhook.module.js';
import { PayoutsModule } from './modules/payouts/payouts.module.js';
import { PortfolioModule } from './modules/portfolio/portfolio.module.js';
import { PrivacyModule } from './modules/privacy/privacy.module.js';
import { ReportsModule } from './modules/reports/reports.module.js';
import { SessionModule } from './modules/session/session.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { TdsModule } from './modules/tds/tds.module.js';
import { TextsModule } from './modules/texts/texts.module.js';

export interface AppModuleOptions {
  clock: Clock;
  /** Where log lines go (createApp's: stdout, or a test's stream); the request lines go there too. */
  logStream: DestinationStream;
}

@Module({})
export class AppModule {
  static forRoot({ module: configModule, config }: LoadedConfig, options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        configModule,
        ClockModule.forRoot(options.clock),
        LoggerModule.forRoot(buildLoggerParams(config.logLevel, options.logStream)),
        DatabaseModule.forRoot(config.database),
        // The sweeps' timers (common/jobs/periodic-sweep.ts), cleared when the app closes.
        ScheduleModule.forRoot(),
        MetricsModule,
        HealthModule,
        SessionModule,
        UsersModule,
        OtpModule,
        CatalogueModule,
        KycModule,
        BankAccountsModule,
        NomineesModule,
        ContactModule,
        PrivacyModule,
        DemoModule,
        PortfolioModule,
        ReportsModule,
        InvestmentsModule,
        PaymentsModule,
        RazorpayWebhookModule,
        PayoutsModule,
        TdsModule,
        TextsModule,
        MarketModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_GUARD, useClass: CsrfHeaderGuard },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        // Only where it logs (LOG_LEVEL=debug or trace): with no interceptor, NestJS skips its rxjs pipeline on every request.
        ...(config.logLevel === 'debug' || config.logLevel === 'trace' ? [{ provide: APP_INTERCEPTOR, useClass: RequestBodyLogInterceptor }] : []),
      ],
    };
  }
}
