import { MigrationInterface, QueryRunner } from "typeorm";

export class AuthErrorAttempts1795733237838 implements MigrationInterface {
    name = 'AuthErrorAttempts1795733237838'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "security_events"
            ADD "attempt_hash" character varying(64)
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_security_events_attempt_hash" ON "security_events" ("attempt_hash")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "public"."IDX_security_events_attempt_hash"
        `);
        await queryRunner.query(`
            ALTER TABLE "security_events" DROP COLUMN "attempt_hash"
        `);
    }

}
