export * from './errors.js';
export * from './session.js';
export * from './otp.js';
export * from './catalogue.js';
