import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExtraModels, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { PRODUCT_PAGE_KEYS, type ProductPageSlug } from '@invest/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../../common/exceptions/app-exception.js';
import { CatalogueCache } from './catalogue-cache.js';
import { CATALOGUE_KEYS, isSlug } from './catalogue-fast-path.js';
import { catalogueLanguageOf, languageKey } from './catalogue-language.js';
import { CatalogueService } from './catalogue.service.js';
import { CATALOGUE_EXTRA_MODELS, CatalogueProductsResponseDto, KnowledgeHubResponseDto, ProductPageResponseDto } from './dto/catalogue-responses.dto.js';
import { CatalogueFiguresResponseDto, CategoryFiguresDto } from './dto/catalogue-figures.dto.js';
import { PlanTermsDto, PlanTermsListResponseDto } from './dto/catalogue-plans.dto.js';
import { CATALOGUE_CACHE_CONTROL, cacheableBody, sendCacheable } from './http-cache.js';

const SLUGS = Object.keys(PRODUCT_PAGE_KEYS) as ProductPageSlug[];
const cacheHeaders = {
  'cache-control': { description: CATALOGUE_CACHE_CONTROL, schema: { type: 'string' } },
  etag: { description: 'Send it back as If-None-Match to get 304 Not Modified (each language has its own)', schema: { type: 'string' } },
  vary: { description: 'Accept-Language (and Origin): the answer depends on the language asked for', schema: { type: 'string' } },
};

/** The language of the answer a request asks for (Accept-Language: Hindi when it prefers `hi`, otherwise English). */
const languageOf = (request: FastifyRequest) => catalogueLanguageOf(request.headers['accept-language']);

/**
 * Read-only catalogue (product §3 and §9), read from the database and kept serialised in memory; cacheable, with ETags.
 * A cached answer is sent before NestJS's pipeline (catalogue-fast-path.ts): these handlers load it when it is not.
 * Each answer is in the language the request's Accept-Language prefers (English or Hindi), cached per language.
 */
@ApiTags('catalogue')
@ApiExtraModels(...CATALOGUE_EXTRA_MODELS, CategoryFiguresDto)
@ApiHeader({ name: 'if-none-match', required: false, description: 'ETag of a copy the client holds' })
@ApiHeader({
  name: 'accept-language',
  required: false,
  description:
    'The language of the wording: Hindi when the request prefers `hi` (`hi`, `hi-IN`; q-values respected), otherwise English. Figures, ids, paths and names are the same in both.',
  example: 'hi-IN,hi;q=0.9,en;q=0.8',
})
@Controller('catalogue')
export class CatalogueController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly cache: CatalogueCache,
  ) {}

  @Get('products')
  @ApiOperation({ summary: 'Categories (tabs of /products) with their product cards and exit terms' })
  @ApiOkResponse({ type: CatalogueProductsResponseDto, headers: cacheHeaders })
  async products(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const language = languageOf(request);
    sendCacheable(request, reply, await this.cache.get(languageKey(CATALOGUE_KEYS.products, language), () => this.catalogue.products(language)));
  }

  @Get('knowledge-hub')
  @ApiOperation({ summary: 'Knowledge-hub summary cards and per-category details' })
  @ApiOkResponse({ type: KnowledgeHubResponseDto, headers: cacheHeaders })
  async knowledgeHub(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const language = languageOf(request);
    sendCacheable(request, reply, await this.cache.get(languageKey(CATALOGUE_KEYS.knowledgeHub, language), () => this.catalogue.knowledgeHub(language)));
  }

  @Get('figures')
  @ApiOperation({ summary: "Every figure the pages state: each category's range of booked terms and the platform's limits, fee, TDS threshold and step times" })
  @ApiOkResponse({ type: CatalogueFiguresResponseDto, headers: cacheHeaders })
  async figures(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const language = languageOf(request);
    sendCacheable(request, reply, await this.cache.get(languageKey(CATALOGUE_KEYS.figures, language), () => this.catalogue.figures(language)));
  }

  @Get('plans')
  @ApiOperation({ summary: 'Every plan an investment can name, with the terms the server books it at' })
  @ApiOkResponse({ type: PlanTermsListResponseDto, headers: cacheHeaders })
  async plans(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const language = languageOf(request);
    sendCacheable(
      request,
      reply,
      await this.cache.get(languageKey(CATALOGUE_KEYS.plans, language), async () => ({
        plans: [...(await this.catalogue.planTerms(undefined, language)).values()],
      })),
    );
  }

  @Get('plans/:planId')
  @ApiOperation({ summary: 'One plan: its rate, tenure, payout frequency and amount range, as the server books them' })
  @ApiOkResponse({ type: PlanTermsDto, headers: cacheHeaders })
  @ApiNotFoundResponse({ description: 'No such plan' })
  async plan(@Param('planId') planId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    sendCacheable(request, reply, cacheableBody(await this.catalogue.plan(planId, undefined, languageOf(request))));
  }

  @Get('product-pages/:slug')
  @ApiOperation({ summary: 'One product page: benefit tiles and plan cards (and the gold price display)' })
  @ApiParam({ name: 'slug', enum: SLUGS })
  @ApiOkResponse({ type: ProductPageResponseDto, headers: cacheHeaders })
  @ApiNotFoundResponse({ description: 'No such product page' })
  async productPage(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!isSlug(slug)) throw new AppException(404, 'NOT_FOUND', `No product page ${slug}.`);
    const language = languageOf(request);
    sendCacheable(
      request,
      reply,
      await this.cache.get(languageKey(CATALOGUE_KEYS.productPage(slug), language), () => this.catalogue.productPage(slug, language)),
    );
  }
}
