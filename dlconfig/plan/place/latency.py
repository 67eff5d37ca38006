"""Network round-trip time estimated from great-circle distance.

Model: ``rtt_ms = 2 * d_km * PATH_FACTOR / FIBRE_KM_PER_MS + BASE_RTT_MS``.
Light in fibre covers about 204 km per millisecond (c divided by a refractive index of
1.468); cables do not follow the great circle, so the distance is stretched by
``PATH_FACTOR``; ``BASE_RTT_MS`` stands for switching, queueing and last-mile delay.
The two constants were fitted to Microsoft's published P50 inter-region round trips
(tests/data/latency/azure_p50_rtt.json); on those 16 pairs the model stays within
±30 %, which is the error it claims. Real paths can be much worse (detours, congested
peering, satellite links): treat the figure as an order of magnitude for planning.
"""

from __future__ import annotations

import math

from dlconfig.models.common import Reason
from dlconfig.models.messages import ParamValue

EARTH_RADIUS_KM = 6371.0088  # mean Earth radius (IUGG)
FIBRE_KM_PER_MS = 204.2  # 299 792.458 km/s / 1.468, per millisecond
PATH_FACTOR = 1.58
BASE_RTT_MS = 4.0
ERROR_PCT = 30.0

MODEL_PARAMS: dict[str, ParamValue] = {
    "error_pct": ERROR_PCT,
    "path_factor": PATH_FACTOR,
    "fibre_km_per_ms": FIBRE_KM_PER_MS,
    "base_ms": BASE_RTT_MS,
}
# the model in words, from the messages catalogue
MODEL_TEXT = Reason(code="infra.latency_model", params=MODEL_PARAMS).text


def great_circle_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Haversine distance between two points given in degrees, in km."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp = p2 - p1
    dl = math.radians(lon2 - lon1)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(h)))


def rtt_ms_for_km(distance_km: float) -> float:
    """Estimated round-trip time over ``distance_km`` of great-circle distance, in ms."""
    return 2.0 * distance_km * PATH_FACTOR / FIBRE_KM_PER_MS + BASE_RTT_MS


def rtt_ms(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Estimated round-trip time between two points given in degrees, in ms."""
    return rtt_ms_for_km(great_circle_km(lat1, lon1, lat2, lon2))
