import { Module } from '@nestjs/common';
import { SignedLinksService } from './signed-links.service';

/** Signed links of family emails (LINK_SIGNING_SECRET). */
@Module({ providers: [SignedLinksService], exports: [SignedLinksService] })
export class LinksModule {}
