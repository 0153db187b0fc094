import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data only: analysis results stored before signals lost their evidence field kept short excerpts of
 * the email body there. Removes the field from every stored signal; the verdict, reasons and pattern
 * ids stay. Nothing to restore on revert (the excerpts are meant to be gone).
 */
export class ScrubSignalEvidence1795733750539 implements MigrationInterface {
  name = 'ScrubSignalEvidence1795733750539';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE "email_inbox"
      SET "analysis_result" = jsonb_set(
        "analysis_result",
        '{signals}',
        (
          SELECT coalesce(jsonb_agg(s.value - 'evidence' ORDER BY s.position), '[]'::jsonb)
          FROM jsonb_array_elements("analysis_result"->'signals') WITH ORDINALITY AS s(value, position)
        )
      )
      WHERE jsonb_typeof("analysis_result"->'signals') = 'array'
        AND jsonb_path_exists("analysis_result", '$.signals[*].evidence')
    `);
  }

  public async down(): Promise<void> {
    // The removed excerpts cannot (and must not) come back.
  }
}
