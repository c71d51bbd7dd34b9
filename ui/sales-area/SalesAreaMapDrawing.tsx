import { geoArea, geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import type { SalesAreaRegion } from '../../application/portal/sales-area/ports';
import { regionCategoryColour, regionCategoryLabel } from '../../domain/sales-area/region-category';

/** The drawing's own size; it scales to the width it is given. */
const WIDTH = 800;
const HEIGHT = 480;

/**
 * The outline with its rings turned the way d3-geo reads an outer ring (clockwise on the sphere). GeoJSON files
 * commonly wind the other way, which d3-geo would read as the whole globe except the region.
 */
function outerRingsClockwise(region: SalesAreaRegion): GeoPermissibleObjects {
  const feature = { type: 'Feature' as const, properties: {}, geometry: region.outline };
  if (geoArea(feature) <= 2 * Math.PI) return feature;
  const outline = region.outline;
  const geometry =
    outline.type === 'Polygon'
      ? { type: 'Polygon' as const, coordinates: outline.coordinates.map((ring) => [...ring].reverse()) }
      : { type: 'MultiPolygon' as const, coordinates: outline.coordinates.map((polygon) => polygon.map((ring) => [...ring].reverse())) };
  return { ...feature, geometry };
}

/**
 * The regions drawn as a map with d3-geo into SVG, filled by category: no tiles and no network, so it works offline.
 * The drawing is one picture for screen readers; the table beside it carries the same facts.
 */
export function SalesAreaMapDrawing({ regions, label }: { regions: readonly SalesAreaRegion[]; label: string }) {
  const features = regions.map((region) => ({ region, shape: outerRingsClockwise(region) }));
  const projection = geoMercator().fitExtent(
    [
      [12, 12],
      [WIDTH - 12, HEIGHT - 12],
    ],
    { type: 'FeatureCollection', features: features.map(({ shape }) => shape) } as GeoPermissibleObjects,
  );
  const path = geoPath(projection);
  return (
    <svg className="sales-area__map" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      {features.map(({ region, shape }) => {
        const [x, y] = path.centroid(shape);
        return (
          <g key={region.id} data-region={region.id} data-category={regionCategoryLabel(region.category)}>
            <path d={path(shape) ?? ''} fill={regionCategoryColour(region.category)} stroke="#3d3d3d" strokeWidth={1} />
            {Number.isFinite(x) && Number.isFinite(y) && (
              <text x={x} y={y} textAnchor="middle" className="sales-area__label">
                {region.name} · {regionCategoryLabel(region.category)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
