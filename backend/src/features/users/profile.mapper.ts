import { ProfileResponseDto } from './dto/profile-response.dto';
import { ProfileEntity } from './entities/profile.entity';

export function toProfileResponse(profile: ProfileEntity, isAdmin: boolean): ProfileResponseDto {
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    gender: profile.gender,
    country: profile.country,
    language: profile.language,
    isAdmin,
    created_at: profile.createdAt.toISOString(),
  };
}
