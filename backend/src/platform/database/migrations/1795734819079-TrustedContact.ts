import { MigrationInterface, QueryRunner } from "typeorm";

export class TrustedContact1795734819079 implements MigrationInterface {
    name = 'TrustedContact1795734819079'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "trusted_contacts" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "account_id" uuid NOT NULL,
                "name" character varying(100) NOT NULL,
                "email" character varying(320) NOT NULL,
                "language" character varying(5) NOT NULL DEFAULT 'en',
                "alert_on_caution" boolean NOT NULL DEFAULT false,
                "invite_nonce" character varying(64) NOT NULL,
                "invited_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "confirmed_at" TIMESTAMP WITH TIME ZONE,
                "stopped_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_60653044eadafc3fcd44cca3cbb" UNIQUE ("account_id"),
                CONSTRAINT "REL_60653044eadafc3fcd44cca3cb" UNIQUE ("account_id"),
                CONSTRAINT "PK_f4ad8b84a27d23a63a5defc1b5f" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            ALTER TABLE "trusted_contacts"
            ADD CONSTRAINT "FK_60653044eadafc3fcd44cca3cbb" FOREIGN KEY ("account_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "trusted_contacts" DROP CONSTRAINT "FK_60653044eadafc3fcd44cca3cbb"
        `);
        await queryRunner.query(`
            DROP TABLE "trusted_contacts"
        `);
    }

}
