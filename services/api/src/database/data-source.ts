import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from './data-source-options.js';

/**
 * Stand-alone DataSource for the TypeORM CLI, from the same validated environment as the app:
 *   npx typeorm migration:show -d services/api/dist/database/data-source.js
 * The app itself builds its DataSource through TypeOrmModule with `buildDataSourceOptions`. The CLI has no
 * EmbeddedFileSaver, so on the embedded database it saves the file after each write itself.
 */
const options = buildDataSourceOptions(loadConfig().database);
export default new DataSource(options.type === 'sqljs' ? { ...options, autoSave: true } : options);
