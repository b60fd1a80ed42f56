/** The mysql project: integration tests on MySQL/MariaDB at TEST_DATABASE_URL (default the local server). */
process.env['TEST_DATABASE_URL'] = process.env['TEST_DATABASE_URL'] || 'mysql://root@127.0.0.1:3306';

export {};
