import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not } from 'typeorm';
import { ProfileEntity } from '../users/entities/profile.entity';
import { HouseholdMemberEntity } from './household-member.entity';

/** The account a forward is checked as: the forwarder's own, or the household that confirmed the address. */
export interface ForwarderAccount {
  /** The account id (email_inbox.user_id, the allowance, the history). */
  id: string;
  /** How to greet the forwarder. */
  name: string | null;
  /** Language of the forwarder's replies. */
  language: string;
  /** Set when the forwarder is a confirmed household address of the account. */
  householdMemberId?: string;
}

/** The intake's one family fact: which account, if any, a forwarder's address belongs to. */
@Injectable()
export class ForwarderAccountsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async resolve(address: string): Promise<ForwarderAccount | null> {
    const email = address.trim().toLowerCase();
    const profile = await this.db.getRepository(ProfileEntity).findOne({ where: { email } });
    if (profile) return { id: profile.id, name: profile.name, language: profile.language };
    const member = await this.db.getRepository(HouseholdMemberEntity).findOne({ where: { email, confirmedAt: Not(IsNull()) } });
    if (!member) return null;
    return { id: member.accountId, name: member.name, language: member.language, householdMemberId: member.id };
  }
}
