import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScamPatternEntity } from './scam-pattern.entity';
import { StarterPatternsSeeder } from './starter-patterns.seeder';

@Module({
  imports: [TypeOrmModule.forFeature([ScamPatternEntity])],
  providers: [StarterPatternsSeeder],
})
export class ScamPatternsModule {}
