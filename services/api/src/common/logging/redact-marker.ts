export const REDACTED = '[Redacted]';
