/** The embedded project: the same integration tests on sql.js (no TEST_DATABASE_URL, see test-database.ts). */
process.env['TEST_DATABASE_URL'] = '';

export {};
