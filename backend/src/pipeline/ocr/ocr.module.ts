import { Module } from '@nestjs/common';
import { MailboxAccessModule } from '../mailbox/mailbox-access.module';
import { ScreenshotReaderService } from './screenshot-reader.service';

/** Offline OCR of the screenshots sent to the scanning mailbox (worker role). */
@Module({
  imports: [MailboxAccessModule],
  providers: [ScreenshotReaderService],
  exports: [ScreenshotReaderService],
})
export class OcrModule {}
