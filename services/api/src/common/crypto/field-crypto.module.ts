import { type FactoryProvider, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { FieldCrypto } from './field-crypto.js';

/** The one way a module gets a FieldCrypto: built from the validated config's FIELD_ENCRYPTION_KEY. */
const fieldCryptoProvider: FactoryProvider<FieldCrypto> = {
  provide: FieldCrypto,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => new FieldCrypto(config.fieldEncryptionKey),
};

/**
 * Field encryption and keyed lookup hashes (FieldCrypto), shared by the domains that keep personal data encrypted at
 * rest: KYC, bank accounts, nominees.
 */
@Module({ providers: [fieldCryptoProvider], exports: [FieldCrypto] })
export class FieldCryptoModule {}
