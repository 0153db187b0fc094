import { MigrationInterface, QueryRunner } from "typeorm";

export class Household1795733274649 implements MigrationInterface {
    name = 'Household1795733274649'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "household_members" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "account_id" uuid NOT NULL,
                "name" character varying(100) NOT NULL,
                "email" character varying(320) NOT NULL,
                "language" character varying(5) NOT NULL DEFAULT 'en',
                "invite_nonce" character varying(64) NOT NULL,
                "invited_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "confirmed_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_198055660706bdbea68909fdb01" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_household_members_confirmed_email" ON "household_members" ("email")
            WHERE "confirmed_at" IS NOT NULL
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_household_members_account_email" ON "household_members" ("account_id", "email")
        `);
        await queryRunner.query(`
            CREATE TABLE "used_links" (
                "nonce" character varying(64) NOT NULL,
                "used_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_6fbebb91efe9c34039b9a2ca270" PRIMARY KEY ("nonce")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_used_links_used_at" ON "used_links" ("used_at")
        `);
        await queryRunner.query(`
            ALTER TABLE "household_members"
            ADD CONSTRAINT "FK_31e7b4dbf364b35cc45f2ce8a1b" FOREIGN KEY ("account_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "household_members" DROP CONSTRAINT "FK_31e7b4dbf364b35cc45f2ce8a1b"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_used_links_used_at"
        `);
        await queryRunner.query(`
            DROP TABLE "used_links"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_household_members_account_email"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_household_members_confirmed_email"
        `);
        await queryRunner.query(`
            DROP TABLE "household_members"
        `);
    }

}
