import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Route } from '../../api/entities';
import { currentPlaces, type CurrentPlace } from './routePlaces';

/**
 * The route's current places, named, for the Unassign checklist. A route lists its countries and states apart, so the
 * states of each of its countries are read (world list, through the provider) to pair them up.
 * If that read fails, the list holds the countries alone.
 */
export function useCurrentPlaces(route: Route): CurrentPlace[] | undefined {
  const dataProvider = useDataProvider();
  const countryIDs = route.countries.map((c) => c.id);
  const { data, isError } = useQuery({
    queryKey: ['states', 'ofCountries', countryIDs],
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        countryIDs.map((countryID) =>
          dataProvider.getList('states', {
            filter: { countryID },
            pagination: { page: 1, perPage: 1000 },
            sort: { field: 'name', order: 'ASC' },
            signal,
          }),
        ),
      );
      return new Map(countryIDs.map((id, i) => [id, new Set(lists[i].data.map((s) => Number(s.id)))]));
    },
  });
  if (isError) return currentPlaces(route, new Map());
  return data && currentPlaces(route, data);
}
