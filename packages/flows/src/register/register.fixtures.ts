import { pausedDelay } from '../phoneCode/phoneCode.fixtures';
import { provideRegister, type RegisterServices } from './register.machine';

/** Story-only: the register machine with fakes (override any) and, unless told, a held switch. */
export const storyRegister = (overrides: Partial<RegisterServices> = {}, switchToLogin = pausedDelay) =>
  provideRegister({ register: async () => null, storeNewUser: () => {}, ...overrides }).provide({ delays: { switchToLogin } });
