import { Module } from '@nestjs/common';
import { CatalogueCache } from './catalogue-cache.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueService } from './catalogue.service.js';

@Module({ controllers: [CatalogueController], providers: [CatalogueService, CatalogueCache], exports: [CatalogueService] })
export class CatalogueModule {}
