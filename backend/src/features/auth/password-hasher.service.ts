import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id password hashing (OWASP-recommended parameters). */
@Injectable()
export class PasswordHasherService {
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  }

  private dummy?: Promise<string>;

  /** Spends the same time as a real check, so unknown emails cannot be told apart by timing. */
  async verifyDummy(password: string): Promise<void> {
    this.dummy ??= this.hash('scamcheck-timing-equaliser');
    await this.verify(await this.dummy, password);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
