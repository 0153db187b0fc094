import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';

/** POST /api/contact. MailService comes from the global MailModule. */
@Module({ controllers: [ContactController] })
export class ContactModule {}
