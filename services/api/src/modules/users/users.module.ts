import { Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module.js';
import { ProfileController } from './profile.controller.js';
import { UsersService } from './users.service.js';

/** The `users` table (UsersService) and the investor's profile settings (GET/PUT /api/profile/language). */
@Module({ imports: [SessionModule], controllers: [ProfileController], providers: [UsersService], exports: [UsersService] })
export class UsersModule {}
