import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * used_links rows carry their link's expiry, so the outbox sweeper can purge them once the link
 * is refused as expired anyway. Rows already there get the longest validity of any link (365 days)
 * after their use.
 */
export class UsedLinkExpiry1795744000000 implements MigrationInterface {
    name = 'UsedLinkExpiry1795744000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "used_links"
            ADD "expires_at" TIMESTAMP WITH TIME ZONE
        `);
        await queryRunner.query(`
            UPDATE "used_links" SET "expires_at" = "used_at" + interval '365 days'
        `);
        await queryRunner.query(`
            ALTER TABLE "used_links"
            ALTER COLUMN "expires_at" SET NOT NULL
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_used_links_expires_at" ON "used_links" ("expires_at")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "public"."IDX_used_links_expires_at"
        `);
        await queryRunner.query(`
            ALTER TABLE "used_links" DROP COLUMN "expires_at"
        `);
    }

}
