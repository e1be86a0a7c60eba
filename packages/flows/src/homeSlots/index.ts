export * from './homeSlotTypes';
export {
  type HomeSlotsContext,
  type HomeSlotsEmitted,
  type HomeSlotsEvent,
  type HomeSlotsInput,
  type HomeSlotsServices,
  provideHomeSlots,
  type RotationHold,
  slideAdvanceMs,
} from './homeSlots.machine';
