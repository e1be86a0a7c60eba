import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { moduleBoundaries } from './moduleBoundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const modules = '/repo/apps/server/src/modules';
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('lingxi/module-boundaries', moduleBoundaries, {
  valid: [
    { name: 'its own files', filename: `${modules}/chat/routes.ts`, code: "import { ChatService } from './chatService.js';" },
    { name: 'its own nested files', filename: `${modules}/accounts/routes/user.ts`, code: "import { userInfo } from '../userInfo.js';" },
    { name: 'another module through its index', filename: `${modules}/chat/chatCharge.ts`, code: "import { changePoints } from '../economy/index.js';" },
    { name: 'shared code outside the modules', filename: `${modules}/chat/routes.ts`, code: "import { failure } from '../../http/envelope.js';" },
    { name: 'packages', filename: `${modules}/chat/routes.ts`, code: "import { Type } from 'typebox';" },
    { name: 'files outside modules are not checked', filename: '/repo/apps/server/src/app.ts', code: "import chat from './modules/chat/plugin.js';" },
  ],
  invalid: [
    {
      name: "another module's internal file",
      filename: `${modules}/chat/chatCharge.ts`,
      code: "import { changePoints } from '../economy/ledger.js';",
      errors: [{ messageId: 'internal', data: { path: '../economy/ledger.js', target: 'economy', index: '../economy/index.js' } }],
    },
    {
      name: 'from a nested file, re-exported',
      filename: `${modules}/accounts/routes/user.ts`,
      code: "export { inviteRecords } from '../../economy/invites.js';",
      errors: [{ messageId: 'internal', data: { path: '../../economy/invites.js', target: 'economy', index: '../../economy/index.js' } }],
    },
    {
      name: 'a dynamic import',
      filename: `${modules}/payments/orderService.ts`,
      code: "const grant = () => import('../economy/grantPackage.js');",
      errors: [{ messageId: 'internal' }],
    },
  ],
});
