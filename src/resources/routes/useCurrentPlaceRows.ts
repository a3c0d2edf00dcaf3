import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Route } from '../../api/entities';
import { currentPlaceRows, type PlaceRow } from './routePlaces';

/**
 * The route's current places as dialog rows. A route lists its countries and states apart, so the
 * states of each of its countries are read (world list, through the provider) to pair them up.
 * If that read fails, the rows hold the countries alone.
 */
export function useCurrentPlaceRows(route: Route): PlaceRow[] | undefined {
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
  if (isError) return currentPlaceRows(route, new Map());
  return data && currentPlaceRows(route, data);
}
