import { Type } from 'typebox';
import { Int4 } from '../../../http/bounds.js';

/**
 * An app's form fields as customApp and the back office's official apps take them: each optional, so a missing one
 * gets §5's message from checkAppInput (in the form's order) rather than a schema error; lengths here are only caps.
 */
export const appFormFields = {
  catId: Type.Optional(Int4({ minimum: 0 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  preset: Type.Optional(Type.String({ maxLength: 5000 })),
  des: Type.Optional(Type.String({ maxLength: 500 })),
  demoData: Type.Optional(Type.String({ maxLength: 2000 })),
  coverImg: Type.Optional(Type.String({ maxLength: 500 })),
};
