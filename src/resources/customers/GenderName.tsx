import { useTranslate } from 'react-admin';
import type { Customer } from '../../api/entities';

/** 'Male' / 'Female' for the gender a customer gave. */
export function GenderName({ gender }: { gender: Customer['gender'] }) {
  const translate = useTranslate();
  return <>{translate(`busads.customers.gender.${gender}`)}</>;
}
