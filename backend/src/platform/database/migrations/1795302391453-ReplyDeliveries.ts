import { MigrationInterface, QueryRunner } from "typeorm";

export class ReplyDeliveries1795302391453 implements MigrationInterface {
    name = 'ReplyDeliveries1795302391453'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "reply_deliveries" (
                "id" character varying(64) NOT NULL,
                "message_key" character varying(255),
                "kind" character varying(16) NOT NULL,
                "recipient" character varying(320) NOT NULL,
                "language" character varying(8) NOT NULL DEFAULT 'en',
                "payload" jsonb NOT NULL DEFAULT '{}',
                "message_id" character varying(255) NOT NULL,
                "status" character varying(16) NOT NULL DEFAULT 'pending',
                "attempts" integer NOT NULL DEFAULT '0',
                "last_error" character varying(500),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "sent_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_18cce7885d7590b4dcedc9db6d3" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_reply_deliveries_recipient_kind_created" ON "reply_deliveries" ("recipient", "kind", "created_at")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_reply_deliveries_status_created" ON "reply_deliveries" ("status", "created_at")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "public"."IDX_reply_deliveries_status_created"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_reply_deliveries_recipient_kind_created"
        `);
        await queryRunner.query(`
            DROP TABLE "reply_deliveries"
        `);
    }

}
