import { z } from 'zod';
import { idField } from './fields.ts';

export const switchCompanyParams = z.object({ id: idField('企业编号不正确') });
