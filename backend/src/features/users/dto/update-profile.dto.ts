import { ProfileFieldsDto } from './profile-fields.dto';

/** PUT /api/me: the email is not part of it and cannot be changed. */
export class UpdateProfileDto extends ProfileFieldsDto {}
