import { MigrationInterface, QueryRunner } from "typeorm";

export class InitialSchema1795301537171 implements MigrationInterface {
    name = 'InitialSchema1795301537171'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "users" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "email" character varying(320) NOT NULL,
                "encrypted_password" character varying(255) NOT NULL,
                "email_confirmed_at" TIMESTAMP WITH TIME ZONE,
                "confirmation_sent_at" TIMESTAMP WITH TIME ZONE,
                "recovery_sent_at" TIMESTAMP WITH TIME ZONE,
                "last_sign_in_at" TIMESTAMP WITH TIME ZONE,
                "banned_until" TIMESTAMP WITH TIME ZONE,
                "user_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email")
        `);
        await queryRunner.query(`
            CREATE TABLE "sessions" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "user_id" uuid NOT NULL,
                "amr" jsonb NOT NULL DEFAULT '[]'::jsonb,
                "user_agent" character varying(512),
                "ip" character varying(64),
                "refreshed_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_sessions_user_id" ON "sessions" ("user_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "one_time_tokens" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "user_id" uuid NOT NULL,
                "token_type" character varying(32) NOT NULL,
                "token_hash" character varying(64) NOT NULL,
                "redirect_to" character varying(2048),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_8e470cc9ffc1b2afa054304db17" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_one_time_tokens_token_hash" ON "one_time_tokens" ("token_hash")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_one_time_tokens_user_type" ON "one_time_tokens" ("user_id", "token_type")
        `);
        await queryRunner.query(`
            CREATE TABLE "refresh_tokens" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "token_hash" character varying(64) NOT NULL,
                "session_id" uuid NOT NULL,
                "user_id" uuid NOT NULL,
                "parent_id" uuid,
                "revoked" boolean NOT NULL DEFAULT false,
                "revoked_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_7d8bee0204106019488c4c50ffa" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_refresh_tokens_token_hash" ON "refresh_tokens" ("token_hash")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_refresh_tokens_session_id" ON "refresh_tokens" ("session_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "blocked_emails" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "email" character varying(254) NOT NULL,
                "reason" character varying(500) NOT NULL DEFAULT 'Blocked by admin',
                "blocked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "blocked_by" uuid,
                CONSTRAINT "PK_59bb05e923ca6ca5915a98c4eaf" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_blocked_emails_email" ON "blocked_emails" ("email")
        `);
        await queryRunner.query(`
            CREATE TABLE "email_inbox" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "message_key" character varying(255) NOT NULL,
                "subject" character varying(998),
                "sender_email" character varying(320) NOT NULL,
                "user_id" uuid,
                "recipient_email" character varying(320),
                "original_sender" character varying(998),
                "risk_level" character varying(16),
                "outcome" character varying(32) NOT NULL DEFAULT 'analysed',
                "analysis_result" jsonb,
                "content_hash" character varying(64),
                "content_fingerprint" character varying(32),
                "verdict_feedback" character varying(16),
                "response_sent" boolean NOT NULL DEFAULT false,
                "response_sent_at" TIMESTAMP WITH TIME ZONE,
                "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_55ce3c09ebab81dd5cb82f8a527" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_email_inbox_message_key" ON "email_inbox" ("message_key")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_email_inbox_content_hash" ON "email_inbox" ("content_hash")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_email_inbox_processed_at" ON "email_inbox" ("processed_at")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_email_inbox_user_processed" ON "email_inbox" ("user_id", "processed_at")
        `);
        await queryRunner.query(`
            CREATE TABLE "scam_patterns" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "pattern_text" text NOT NULL,
                "pattern_type" character varying(16) NOT NULL,
                "severity" character varying(16) NOT NULL DEFAULT 'medium',
                "confidence_score" double precision NOT NULL DEFAULT '0.5',
                "description" text,
                "true_positives" integer NOT NULL DEFAULT '0',
                "false_positives" integer NOT NULL DEFAULT '0',
                "is_active" boolean NOT NULL DEFAULT true,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_185682b5cf58ef4d5fd4889ca62" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_scam_patterns_type_text" ON "scam_patterns" ("pattern_type", "pattern_text")
        `);
        await queryRunner.query(`
            CREATE TABLE "security_events" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "event_type" character varying(64) NOT NULL,
                "severity" character varying(16) NOT NULL,
                "description" character varying(1000) NOT NULL,
                "metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
                "error_id" character varying(64),
                "user_id" uuid,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_6fc100d6700780737348df0d3ae" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_security_events_error_id" ON "security_events" ("error_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_security_events_type_created" ON "security_events" ("event_type", "created_at")
        `);
        await queryRunner.query(`
            CREATE TABLE "profiles" (
                "id" uuid NOT NULL,
                "name" character varying(100),
                "email" character varying(320) NOT NULL,
                "phone" character varying(50),
                "gender" character varying(32),
                "country" character varying(100),
                "language" character varying(5) NOT NULL DEFAULT 'en',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_8e520eb4da7dc01d0e190447c8e" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "user_roles" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "user_id" uuid NOT NULL,
                "role" character varying(32) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_8acd5cf26ebd158416f477de799" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_user_roles_user_role" ON "user_roles" ("user_id", "role")
        `);
        await queryRunner.query(`
            ALTER TABLE "sessions"
            ADD CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "one_time_tokens"
            ADD CONSTRAINT "FK_0dc2deee64e514ad6f7e69504e1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "refresh_tokens"
            ADD CONSTRAINT "FK_3bf308fa93da3966f9e76fcfba4" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "blocked_emails"
            ADD CONSTRAINT "FK_d3c2496e130ad227f7e4376cf30" FOREIGN KEY ("blocked_by") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "email_inbox"
            ADD CONSTRAINT "FK_beda6bee202080973f303b4467e" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "profiles"
            ADD CONSTRAINT "FK_8e520eb4da7dc01d0e190447c8e" FOREIGN KEY ("id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "user_roles"
            ADD CONSTRAINT "FK_87b8888186ca9769c960e926870" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "user_roles" DROP CONSTRAINT "FK_87b8888186ca9769c960e926870"
        `);
        await queryRunner.query(`
            ALTER TABLE "profiles" DROP CONSTRAINT "FK_8e520eb4da7dc01d0e190447c8e"
        `);
        await queryRunner.query(`
            ALTER TABLE "email_inbox" DROP CONSTRAINT "FK_beda6bee202080973f303b4467e"
        `);
        await queryRunner.query(`
            ALTER TABLE "blocked_emails" DROP CONSTRAINT "FK_d3c2496e130ad227f7e4376cf30"
        `);
        await queryRunner.query(`
            ALTER TABLE "refresh_tokens" DROP CONSTRAINT "FK_3bf308fa93da3966f9e76fcfba4"
        `);
        await queryRunner.query(`
            ALTER TABLE "one_time_tokens" DROP CONSTRAINT "FK_0dc2deee64e514ad6f7e69504e1"
        `);
        await queryRunner.query(`
            ALTER TABLE "sessions" DROP CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_user_roles_user_role"
        `);
        await queryRunner.query(`
            DROP TABLE "user_roles"
        `);
        await queryRunner.query(`
            DROP TABLE "profiles"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_security_events_type_created"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_security_events_error_id"
        `);
        await queryRunner.query(`
            DROP TABLE "security_events"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_scam_patterns_type_text"
        `);
        await queryRunner.query(`
            DROP TABLE "scam_patterns"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_email_inbox_user_processed"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_email_inbox_processed_at"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_email_inbox_content_hash"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_email_inbox_message_key"
        `);
        await queryRunner.query(`
            DROP TABLE "email_inbox"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_blocked_emails_email"
        `);
        await queryRunner.query(`
            DROP TABLE "blocked_emails"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_refresh_tokens_session_id"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_refresh_tokens_token_hash"
        `);
        await queryRunner.query(`
            DROP TABLE "refresh_tokens"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_one_time_tokens_user_type"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_one_time_tokens_token_hash"
        `);
        await queryRunner.query(`
            DROP TABLE "one_time_tokens"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_sessions_user_id"
        `);
        await queryRunner.query(`
            DROP TABLE "sessions"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_users_email"
        `);
        await queryRunner.query(`
            DROP TABLE "users"
        `);
    }

}
