import Type from 'typebox';
import { PresignedUploadSchema, UploadConfirmBody, UploadedFileSchema, UploadQuery, UploadUrlBody } from '@b2b/shared/contract';
import { Uuid } from '../../lib/schemas';
import { responses } from '../../plugins/app/envelope';

export const uploadSchema = { querystring: UploadQuery, response: responses(UploadedFileSchema) };
export const uploadUrlSchema = { body: UploadUrlBody, response: responses(PresignedUploadSchema) };
export const confirmSchema = { body: UploadConfirmBody, response: responses(UploadedFileSchema) };
export const downloadSchema = { params: Type.Object({ id: Uuid }, { additionalProperties: false }) };
