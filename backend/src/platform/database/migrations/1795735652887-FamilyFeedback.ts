import { MigrationInterface, QueryRunner } from "typeorm";

export class FamilyFeedback1795735652887 implements MigrationInterface {
    name = 'FamilyFeedback1795735652887'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "email_inbox"
            ADD "family_feedback" character varying(16)
        `);
        await queryRunner.query(`
            ALTER TABLE "email_inbox"
            ADD "family_feedback_at" TIMESTAMP WITH TIME ZONE
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "email_inbox" DROP COLUMN "family_feedback_at"
        `);
        await queryRunner.query(`
            ALTER TABLE "email_inbox" DROP COLUMN "family_feedback"
        `);
    }

}
